import { lazyEndpoints } from '../../../lib/endpoint-client';

/**
 * Calls of the games' endpoint table. The home page, the search overlay and the Game modal show games, and their
 * first JavaScript must not carry zod (decision 025): the table loads with the first call. Catalogue calls name
 * the page's language (`lang`), not the player's profile's, so titles and rules read as the page around them.
 */
export const callGamesEndpoint = lazyEndpoints(() =>
  import('@casino/contracts/endpoints/games').then((module) => module.GAMES_ENDPOINTS),
);
