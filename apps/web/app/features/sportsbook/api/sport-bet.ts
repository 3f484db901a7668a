import type { Language, SportBet } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { callSportBetEndpoint } from '../../../lib/sport-bet-endpoints';
import { SPORT_BETS_KEY } from './sportsbook-keys';

/** A pending bet is decided once the bet delay (about 5 s) is over: asked again every second until then. */
const PENDING_POLL_MS = 1_000;

/** `GET /rest/sports-book/bets/{id}/?lang=`: one of the player's bets as it stands. */
export async function fetchSportBet(id: string, lang: Language): Promise<SportBet> {
  return (await callSportBetEndpoint('one', { params: { id }, query: { lang } })).data;
}

export function sportBetQuery(id: string, lang: Language) {
  return queryOptions({
    queryKey: [...SPORT_BETS_KEY, 'one', id, lang],
    queryFn: () => fetchSportBet(id, lang),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });
}

/** A bet followed until it is decided (null follows none). */
export function useSportBet(id: string | null) {
  const lang = useLanguage();
  return useQuery({ ...sportBetQuery(id ?? '', lang), enabled: id !== null });
}
