import type { Language, SportBet } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { callSportBetEndpoint } from '../../../lib/sport-bet-endpoints';
import { sportBetKey } from '../../../lib/sport-bet-query-keys';
import { usePollUnlessLive } from './use-poll-unless-live';

/**
 * A pending bet is decided once the bet delay (about 5 s) is over. Push tells of the decision (`sportBet`
 * `accepted` or `rejected`, which reads the bet again); while push is down it is asked for every second until then.
 */
const PENDING_POLL_MS = 1_000;

/** `GET /rest/sports-book/bets/{id}/?lang=`: one of the player's bets as it stands. */
export async function fetchSportBet(id: string, lang: Language): Promise<SportBet> {
  return (await callSportBetEndpoint('one', { params: { id }, query: { lang } })).data;
}

export function sportBetQuery(id: string, lang: Language) {
  return queryOptions({
    queryKey: sportBetKey(id, lang),
    queryFn: () => fetchSportBet(id, lang),
  });
}

/** A bet followed until it is decided (null follows none). */
export function useSportBet(id: string | null) {
  const lang = useLanguage();
  const poll = usePollUnlessLive(PENDING_POLL_MS);
  return useQuery({
    ...sportBetQuery(id ?? '', lang),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? poll : false),
  });
}
