import type { Language, SportBet } from '@casino/contracts';

/**
 * Cache keys of the player's sports bets (decision 032), shared by the sportsbook, which reads them, and the push
 * reaction, which writes what `sportBet` messages tell into them instead of waiting for the page to ask again.
 * Under the sportsbook's root (`['sportsbook']`, whose catalogue keys are the sportsbook's own).
 */
export const SPORT_BETS_KEY = ['sportsbook', 'bets'] as const;

/** "My bets": one tab's pages, open (pending and undecided) or settled (decided and refused). */
export type SportBetsState = 'open' | 'settled';

/** One page of "my bets" as `GET /rest/sports-book/bets/` answers it: what each list key caches, page by page. */
export interface SportBetsPage {
  total: number;
  bets: SportBet[];
}

/** Every tab and language of "my bets". */
export const SPORT_BET_LISTS_KEY = [...SPORT_BETS_KEY, 'list'] as const;

export function sportBetListKey(state: SportBetsState, lang: Language) {
  return [...SPORT_BET_LISTS_KEY, state, lang] as const;
}

/** One bet as it stands (the slip follows a live bet through its delay with it); without `lang`, every language. */
export function sportBetKey(id: string, lang?: Language) {
  return lang === undefined
    ? ([...SPORT_BETS_KEY, 'one', id] as const)
    : ([...SPORT_BETS_KEY, 'one', id, lang] as const);
}

/** What cashing out the bet's whole remaining stake pays now (`CashOutQuote`). */
export function cashOutQuoteKey(betId: string) {
  return [...SPORT_BETS_KEY, 'cash-out', betId] as const;
}
