import { lazyEndpoints } from '../../../lib/endpoint-client';

/**
 * Calls of the sportsbook's catalogue. The table brings zod with it, which the first page's JavaScript must not
 * carry (decision 025): it loads with its first call. Catalogue calls name the page's language (`lang`), so team
 * and tournament names read as the page around them. The player's bets are called through
 * `lib/sport-bet-endpoints`, which the bonuses page shares for free bets.
 */
export const callSportsEndpoint = lazyEndpoints(() =>
  import('@casino/contracts/endpoints/sports').then((module) => module.SPORTS_ENDPOINTS),
);
