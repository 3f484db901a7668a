import type { BonusList, Language } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { callBonusEndpoint } from '../../../lib/bonus-endpoints';
import { bonusListKey } from '../../../lib/bonus-query-keys';

/**
 * `GET /rest/bonuses/?tab=casino&lang=`: the active bonus, its queue, the offers and the closed bonuses, their texts
 * in `lang` (the page's, which may not be the player's own).
 */
export async function fetchBonusList(lang: Language): Promise<BonusList> {
  return (await callBonusEndpoint('list', { query: { tab: 'casino', lang } })).data;
}

export function bonusListQuery(lang: Language) {
  return queryOptions({
    queryKey: bonusListKey(lang),
    queryFn: () => fetchBonusList(lang),
    // Wagering moves with every stake: read again whenever the player comes back to the page.
    staleTime: 0,
  });
}

export function useBonusList() {
  const lang = useLanguage();
  return useQuery(bonusListQuery(lang));
}
