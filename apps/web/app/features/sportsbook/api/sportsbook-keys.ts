/**
 * The sportsbook's catalogue keys under the sportsbook's root. The player's bets are under the same root, with
 * their keys in `lib/sport-bet-query-keys`: the push reaction writes into them too.
 */
export const SPORTSBOOK_KEY = ['sportsbook'] as const;
export const CATALOGUE_KEY = [...SPORTSBOOK_KEY, 'catalogue'] as const;
