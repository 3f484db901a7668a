import type { Language } from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { BONUS_QUERY_KEY } from '../../../lib/bonus-query-keys';
import { callRecurringBonusEndpoint } from '../../../lib/recurring-bonus-endpoints';

// Under the bonuses' key: a `bonus` push message, which reads every bonus again, reads these too.

export function lastDailyQuery(lang: Language) {
  return queryOptions({
    queryKey: [...BONUS_QUERY_KEY, 'last-daily', lang] as const,
    queryFn: async () => (await callRecurringBonusEndpoint('lastDaily', { query: { lang } })).data,
    staleTime: 0,
  });
}

export function birthdayOfferQuery(lang: Language) {
  return queryOptions({
    queryKey: [...BONUS_QUERY_KEY, 'birthday', lang] as const,
    queryFn: async () => (await callRecurringBonusEndpoint('birthday', { query: { lang } })).data,
  });
}

export function welcomePackQuery(lang: Language) {
  return queryOptions({
    queryKey: [...BONUS_QUERY_KEY, 'welcome-pack', lang] as const,
    queryFn: async () => (await callRecurringBonusEndpoint('welcomePack', { query: { lang } })).data,
  });
}
