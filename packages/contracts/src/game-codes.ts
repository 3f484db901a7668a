/** What a game is, for lobby rows, filters and which client the studio serves. */
export const GAME_KINDS = ['video-slot', 'classic-slot', 'roulette', 'dice', 'crash', 'live'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

/** How much a game's results swing around its RTP (RTS 3: shown on every game page). */
export const VOLATILITIES = ['low', 'medium', 'high', 'very-high'] as const;
export type Volatility = (typeof VOLATILITIES)[number];

/**
 * The named lists of `GET /rest/getGames/{x}/`: `popular` is computed from real play, `last` and `favorite` are
 * the player's own, the rest are editorial rubrics of the catalogue.
 */
export const GAME_LISTS = [
  'popular',
  'last',
  'favorite',
  'new',
  'hot',
  'slots',
  'table',
  'originals',
  'live',
] as const;
export type GameList = (typeof GAME_LISTS)[number];

/** The kinds of `game-browser/{type}/`. */
export const GAME_BROWSER_TYPES = ['all', 'slots', 'table', 'instant', 'live', 'new', 'popular'] as const;
export type GameBrowserType = (typeof GAME_BROWSER_TYPES)[number];

export const GAME_REACTIONS = ['like', 'dislike'] as const;
export type GameReaction = (typeof GAME_REACTIONS)[number];

/** Spec section 9 page sizes and default limits. */
export const ALL_SLOTS_PAGE_SIZE = 18;
export const RUBRIC_PAGE_SIZE = 48;
export const RTP_GAMES_DEFAULT_LIMIT = 3;
export const GAME_LIKES_DEFAULT_LIMIT = 48;
export const REACTIONS_DEFAULT_LIMIT = 10;
export const GAMES_SLIDER_GROUP = { desktop: 5, mobile: 1 } as const;
/** A list call never returns more than this many games at once. */
export const GAMES_MAX_LIMIT = 100;
/** Game recall (GLI): the last game and the nine before it. */
export const GAME_RECALL_ROUNDS = 10;

/** The in-game popup states of spec section 2, shown over the game by the Game modal. */
export const IN_GAME_POPUP_STATES = [
  'game-cash-popup-balance-empty',
  'game-cash-popup-bet-more-balance',
  'game-cash-popup-demo-win',
  'game-cash-popup-demo-big-win',
  'game-cash-popup-bet-balance-empty',
] as const;
export type InGamePopupState = (typeof IN_GAME_POPUP_STATES)[number];
/** A demo win of at least this many times the stake is a big win. */
export const DEMO_BIG_WIN_MULTIPLIER = 20;

/** Round statuses as the casino tracks them: a bet taken and not yet settled is open (RTS 10). */
export const ROUND_STATUSES = ['open', 'closed', 'rolled_back'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

/** The in-house studio's provider slug: it reaches the casino through the seamless-wallet API like any provider. */
export const STUDIO_PROVIDER = 'studio';
