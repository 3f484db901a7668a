import { lazyEndpoints } from '../../../lib/endpoint-client';

/**
 * Calls of the sportsbook's catalogue and of the player's sports bets. The tables bring zod with them, which the
 * first page's JavaScript must not carry (decision 025): each loads with its first call. Catalogue calls name the
 * page's language (`lang`), so team and tournament names read as the page around them.
 */
export const callSportsEndpoint = lazyEndpoints(() =>
  import('@casino/contracts/endpoints/sports').then((module) => module.SPORTS_ENDPOINTS),
);

export const callSportBetEndpoint = lazyEndpoints(() =>
  import('@casino/contracts/endpoints/sport-bets').then((module) => module.SPORT_BET_ENDPOINTS),
);
