import { lazyEndpoints } from './endpoint-client';

/**
 * Calls of the player's sports bets (decision 032) and free bets (decision 033): the sportsbook's, and the free bets'
 * query (`lib/freebets`), which is cached with the bonuses. The table brings zod with it, which the first page's
 * JavaScript must not carry (decision 025): it loads with the first call.
 */
export const callSportBetEndpoint = lazyEndpoints(() =>
  import('@casino/contracts/endpoints/sport-bets').then((module) => module.SPORT_BET_ENDPOINTS),
);
