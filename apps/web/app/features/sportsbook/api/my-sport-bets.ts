import type { Language, SportBet } from '@casino/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { callSportBetEndpoint } from '../../../lib/sport-bet-endpoints';
import { SPORT_BETS_KEY } from './sportsbook-keys';

export type BetsState = 'open' | 'settled';

interface BetsPage {
  total: number;
  bets: SportBet[];
}

const PAGE_SIZE = 10;

/** `GET /rest/sports-book/bets/?state=&limit=&offset=&lang=`: the player's open or settled bets, newest first. */
export async function fetchMySportBets(state: BetsState, offset: number, lang: Language): Promise<BetsPage> {
  return (await callSportBetEndpoint('list', { query: { state, limit: PAGE_SIZE, offset, lang } })).data;
}

export function mySportBetsQuery(state: BetsState, lang: Language) {
  return infiniteQueryOptions({
    queryKey: [...SPORT_BETS_KEY, 'list', state, lang],
    queryFn: ({ pageParam }) => fetchMySportBets(state, pageParam, lang),
    initialPageParam: 0,
    getNextPageParam: (last: BetsPage, pages: BetsPage[]) => {
      const loaded = pages.reduce((count, page) => count + page.bets.length, 0);
      return loaded < last.total && last.bets.length > 0 ? loaded : undefined;
    },
    // Open bets are settled and cashed out as matches go on.
    refetchInterval: state === 'open' ? 15_000 : false,
  });
}

export function useMySportBets(state: BetsState, enabled: boolean) {
  return useInfiniteQuery({ ...mySportBetsQuery(state, useLanguage()), enabled });
}
