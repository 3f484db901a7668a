import type { Freebet, Language } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppData } from './app-data';
import { freebetsKey } from './bonus-query-keys';
import { callSportBetEndpoint } from './sport-bet-endpoints';

/**
 * `GET /rest/sports-book/freebets/?lang=`: the player's free bets not placed yet, the one ending first first, their
 * titles in the page's language, for the bet slip to offer. (The bonuses page reads a free bet's terms from its
 * bonus, `terms.freebet`.) Cached under the bonuses' key, so a bonus that moved reads them again.
 */
export async function fetchFreebets(lang: Language): Promise<Freebet[]> {
  return (await callSportBetEndpoint('freebets', { query: { lang } })).data;
}

export function freebetsQuery(lang: Language) {
  return queryOptions({
    queryKey: freebetsKey(lang),
    queryFn: () => fetchFreebets(lang),
    // They change only when a bonus moves or a bet takes one, and each of those reads them again.
    staleTime: 60_000,
  });
}

/** The signed-in player's free bets; nothing is asked for a guest. */
export function useFreebets() {
  const { appMain, i18nLang } = useAppData();
  return useQuery({ ...freebetsQuery(i18nLang), enabled: !appMain.player.isGuest });
}
