/**
 * Cache keys of the signed-in player's own data. Every such query starts with `PLAYER_QUERY_KEY` (balance,
 * history, profile, documents, notifications), so reading all of it again is one invalidation.
 */
export const PLAYER_QUERY_KEY = ['player'] as const;
export const PLAYER_PROFILE_KEY = ['player', 'profile'] as const;
export const PLAYER_DOCUMENTS_KEY = ['player', 'documents'] as const;
