/** The games' query-cache keys under one root, so whatever changes a game can refresh what shows it. */
export const GAMES_KEY = ['games'] as const;
