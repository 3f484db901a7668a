/** The sportsbook's query-cache keys under one root: the catalogue's, and the player's bets under their own. */
export const SPORTSBOOK_KEY = ['sportsbook'] as const;
export const CATALOGUE_KEY = [...SPORTSBOOK_KEY, 'catalogue'] as const;
/** Everything that shows the player's bets: "my bets", a bet being confirmed, cash-out values. */
export const SPORT_BETS_KEY = [...SPORTSBOOK_KEY, 'bets'] as const;
