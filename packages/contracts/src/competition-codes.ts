/**
 * The words of competitions (decision 034): tournaments, races, special races and providers' promo tournaments are
 * one engine, told apart by their kind; every one scores by one of the spec's modes.
 */

/** What a competition is, and the page it lives on (spec section 2's URL builder types). */
export const COMPETITION_KINDS = ['tournament', 'race', 'special-race', 'promo'] as const;
export type CompetitionKind = (typeof COMPETITION_KINDS)[number];

/**
 * What a competition counts: the casino's games (stakes and rounds) or the sportsbook's bets (the sportsbook's
 * leaderboard). Free bets never count: their stake is the house's.
 */
export const COMPETITION_PRODUCTS = ['casino', 'sports'] as const;
export type CompetitionProduct = (typeof COMPETITION_PRODUCTS)[number];

/** The kinds with a `/rest/next-{kind}-tournaments/` and `/rest/{kind}-tournaments-history/` call of their own. */
export const COMPETITION_KINDS_WITH_OWN_LISTS = ['race', 'special-race', 'promo'] as const;

/**
 * How a competition scores (spec section 3, "Tournament modes"): `bets` the money staked, `wins` the money won,
 * `wins_extended` each round's win multiplier in hundredths (a ×12.5 round scores 1250), so a small stake can beat
 * a big one.
 */
export const COMPETITION_MODES = ['wins', 'bets', 'wins_extended'] as const;
export type CompetitionMode = (typeof COMPETITION_MODES)[number];

/**
 * Tournament state (spec section 4), derived from the dates: `soon` before the start, `closed` after the end,
 * `active` between. One starting within a day is a soon tournament "with under 1 day to go".
 */
export const COMPETITION_STATES = ['soon', 'active', 'closed'] as const;
export type CompetitionState = (typeof COMPETITION_STATES)[number];

/** A competition starting within this long is shown with its countdown (spec section 4). */
export const SOON_COMPETITION_THRESHOLD_MS = 24 * 60 * 60 * 1000;

/** Tournament push actions (spec section 4). */
export const COMPETITION_PUSH_ACTIONS = [
  'start',
  'stop',
  'positions',
  'bet',
  'playerWin',
  'stageChanged',
  'min-alert',
  'max-alert',
  'non-tournament-bonus-alert',
  'freespin-alert',
] as const;
export type CompetitionPushAction = (typeof COMPETITION_PUSH_ACTIONS)[number];

/** The alerts a stake that does not score raises, each naming the rule it broke. */
export const COMPETITION_ALERTS = [
  'min-alert',
  'max-alert',
  'non-tournament-bonus-alert',
  'freespin-alert',
] as const satisfies readonly CompetitionPushAction[];
export type CompetitionAlert = (typeof COMPETITION_ALERTS)[number];

/**
 * What a prize of a competition was won for (decision 035): a `place` on the main table, a `stage` place (its prize
 * and its lottery tickets, `stage-tickets`), the best round's multiplier (`multiplier`, the additional prizes), or
 * the `jackpot` (a round at or over the jackpot's multiplier, the best of them).
 */
export const COMPETITION_AWARDS = ['place', 'stage', 'stage-tickets', 'multiplier', 'jackpot'] as const;
export type CompetitionAward = (typeof COMPETITION_AWARDS)[number];

/** The most stages a competition may be cut into (a fortnight of daily stages). */
export const MAX_COMPETITION_STAGES = 14;

/** The state of one of a race's outplay attempts: being played, or played out (its rounds all used). */
export const OUTPLAY_ATTEMPT_STATUSES = ['active', 'finished'] as const;
export type OutplayAttemptStatus = (typeof OUTPLAY_ATTEMPT_STATUSES)[number];

/** Spec section 9: places shown at most, the default page sizes of the lists that have one. */
export const COMPETITION_PLACE_DISPLAY_LIMIT = 500;
export const PLAYER_COMPETITION_HISTORY_DEFAULT_LIMIT = 1;
export const PROMO_HISTORY_DEFAULT_LIMIT = 10;
export const RACE_WINNERS_DEFAULT_LIMIT = 10;
export const PROMO_LEADERBOARD_DEFAULT_LIMIT = 30;
/** How many places a list of competitions shows in each card; the whole board is one call away. */
export const COMPETITION_CARD_TOP = 3;
/** Rows above and below the player's own in "your position". */
export const COMPETITION_NEIGHBOURS = 2;

/**
 * A competition's own page (spec section 2): a promo tournament's under `/tournaments-promo/`, every other kind's
 * under `/tournaments/` (its kind's list, `/races/` or `/special-races/`, links to it).
 */
export function competitionPath(kind: CompetitionKind, slug: string): string {
  return kind === 'promo' ? `/tournaments-promo/${slug}/` : `/tournaments/${slug}/`;
}
