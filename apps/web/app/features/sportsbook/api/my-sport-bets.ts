import type { Language } from '@casino/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { callSportBetEndpoint } from '../../../lib/sport-bet-endpoints';
import { type SportBetsPage, type SportBetsState, sportBetListKey } from '../../../lib/sport-bet-query-keys';
import { usePollUnlessLive } from './use-poll-unless-live';

const PAGE_SIZE = 10;

/**
 * Open bets are decided, reopened and cashed out as matches go on: push tells of each (`sportBet` `settled`, which
 * writes it into the list and reads the list again); while push is down the open tab is asked for this often.
 */
const OPEN_POLL_MS = 15_000;

/** `GET /rest/sports-book/bets/?state=&limit=&offset=&lang=`: the player's open or settled bets, newest first. */
export async function fetchMySportBets(
  state: SportBetsState,
  offset: number,
  lang: Language,
): Promise<SportBetsPage> {
  return (await callSportBetEndpoint('list', { query: { state, limit: PAGE_SIZE, offset, lang } })).data;
}

export function mySportBetsQuery(state: SportBetsState, lang: Language) {
  return infiniteQueryOptions({
    queryKey: sportBetListKey(state, lang),
    queryFn: ({ pageParam }) => fetchMySportBets(state, pageParam, lang),
    initialPageParam: 0,
    getNextPageParam: (last: SportBetsPage, pages: SportBetsPage[]) => {
      const loaded = pages.reduce((count, page) => count + page.bets.length, 0);
      return loaded < last.total && last.bets.length > 0 ? loaded : undefined;
    },
  });
}

export function useMySportBets(state: SportBetsState, enabled: boolean) {
  const poll = usePollUnlessLive(OPEN_POLL_MS);
  const refetchInterval = state === 'open' ? poll : false;
  return useInfiniteQuery({ ...mySportBetsQuery(state, useLanguage()), enabled, refetchInterval });
}
