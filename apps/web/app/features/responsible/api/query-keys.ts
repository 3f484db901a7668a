import { PLAYER_QUERY_KEY } from '../../../lib/player-query-keys';

/**
 * The responsible-play queries' keys, apart from the calls: the page-wide protection reads them, and importing
 * them must not bring the endpoint client and its schemas into every page.
 */
/** Under the player's key, so a resubscribed push channel reads the limits again with the rest. */
export const PLAYER_LIMITS_KEY = [...PLAYER_QUERY_KEY, 'self-limits'] as const;
export const SESSION_FIGURES_KEY = [...PLAYER_QUERY_KEY, 'session'] as const;
