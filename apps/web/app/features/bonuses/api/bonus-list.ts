import type { BonusList, Language } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { callBonusEndpoint } from '../../../lib/bonus-endpoints';
import { type BonusListTab, bonusListKey } from '../../../lib/bonus-query-keys';

/**
 * `GET /rest/bonuses/?tab=&lang=`: the active bonus, its queue, the offers and the closed bonuses of a tab (casino
 * bonuses, or the sportsbook's free bets), their texts in `lang` (the page's, which may not be the player's own).
 */
export async function fetchBonusList(lang: Language, tab: BonusListTab = 'casino'): Promise<BonusList> {
  return (await callBonusEndpoint('list', { query: { tab, lang } })).data;
}

export function bonusListQuery(lang: Language, tab: BonusListTab = 'casino') {
  return queryOptions({
    queryKey: bonusListKey(lang, tab),
    queryFn: () => fetchBonusList(lang, tab),
    // Wagering moves with every stake: read again whenever the player comes back to the page.
    staleTime: 0,
  });
}

export function useBonusList(tab: BonusListTab = 'casino') {
  const lang = useLanguage();
  return useQuery(bonusListQuery(lang, tab));
}
