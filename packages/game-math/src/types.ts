/** The provably-fair inputs of one round: the secret server seed, the player's seed and the round's nonce. */
export interface Seeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** A stream of uniform 32-bit unsigned integers: the only way a game draws chance. */
export interface RandomSource {
  nextUint32(): number;
}

export type MathGameKind = 'video-slot' | 'classic-slot' | 'roulette' | 'dice' | 'crash';
export type MathVolatility = 'low' | 'medium' | 'high' | 'very-high';
export type MathLanguage = 'uk' | 'ru' | 'en';
export type MathCurrency = 'UAH' | 'USD' | 'EUR' | 'RUB';
export type Localized = Record<MathLanguage, string>;

/** The result of one game cycle: the win in minor units (an integer, never above the cap) and what happened. */
export interface RoundResult<Outcome = Record<string, unknown>> {
  win: number;
  outcome: Outcome;
}

export type ParamsCheck = { ok: true; params: Record<string, unknown> } | { ok: false; reason: string };

export interface StudioGameDefinition {
  slug: string;
  kind: MathGameKind;
  volatility: MathVolatility;
  /** Published return to player in basis points (9612 = 96.12%), checked against the exact value by certification. */
  rtp: number;
  titles: Localized;
  /** Art and palette key used by the web for the tile and the game client. */
  theme: string;
  /**
   * Allowed total stakes in minor units, ascending. For roulette these are the chip values: a stake is any sum of
   * chips between the smallest and the largest (see `isAllowedStake`).
   */
  betSteps: Record<MathCurrency, number[]>;
  /** No round ever pays more than this many times its stake. */
  maxWinMultiplier: number;
  /** The shortest game cycle a client may play (2500 ms for slots, RTS 14), 0 where there is none. */
  minGameCycleMs: number;
  /** Checks the shape of a round's parameters (not the stake's step, which needs the currency). */
  validateParams(bet: number, params: unknown): ParamsCheck;
  /** Plays one game cycle; the draws taken from `source` never depend on the stake. */
  play(source: RandomSource, bet: number, params: Record<string, unknown>): RoundResult;
  paytable(): PaytableData;
}

// ---- outcomes (what clients render and recall shows) ----

export interface LineWin {
  /** Index into the game's paytable `lines`. */
  line: number;
  symbol: string;
  /** How many symbols from the leftmost reel make the win. */
  count: number;
  win: number;
}

export interface VideoSlotSpin {
  /** `grid[reel][row]`: 5 reels of 3 symbol ids, top row first. */
  grid: string[][];
  lineWins: LineWin[];
  scatterWin: number;
  /** Line wins plus the scatter win of this spin (already multiplied during free spins). */
  win: number;
}

export interface VideoSlotOutcome {
  grid: string[][];
  lineWins: LineWin[];
  scatterWin: number;
  /** Free spins awarded by this round's scatters, retriggers included (capped at the game's maximum). */
  freeSpinsAwarded: number;
  freeSpins: VideoSlotSpin[];
  /** The free-spin win multiplier of the game (applies only inside `freeSpins`). */
  multiplier: number;
  totalWin: number;
}

export interface ClassicSlotLineWin {
  line: number;
  /** A symbol id, or a mixed combination id such as `any-bar`. */
  combination: string;
  win: number;
}

export interface ClassicSlotOutcome {
  /** `grid[reel][row]`: 3 reels of 3 symbol ids. */
  grid: string[][];
  lineWins: ClassicSlotLineWin[];
  totalWin: number;
}

export const ROULETTE_BET_TYPES = [
  'straight',
  'split',
  'street',
  'corner',
  'line',
  'trio',
  'basket',
  'column',
  'dozen',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
] as const;
export type RouletteBetType = (typeof ROULETTE_BET_TYPES)[number];
export type RouletteColor = 'green' | 'red' | 'black';

export interface RouletteBet {
  type: RouletteBetType;
  /** The numbers the bet covers, sorted. */
  numbers: number[];
  amount: number;
}

export interface RouletteOutcome {
  number: number;
  color: RouletteColor;
  bets: (RouletteBet & { win: number })[];
}

export type DiceDirection = 'under' | 'over';

export interface DiceOutcome {
  /** 0..9999 hundredths, shown as 0.00..99.99. */
  roll: number;
  target: number;
  direction: DiceDirection;
  /** Payout multiplier in basis points of the stake (19800 = 1.98x). */
  multiplierBp: number;
  won: boolean;
}

export interface CrashOutcome {
  /** Hundredths: 153 = 1.53x. */
  crashPoint: number;
  cashOut: number;
  won: boolean;
}

// ---- paytables (rules pages and game clients) ----

export interface SlotSymbolInfo {
  id: string;
  glyph: string;
  labels: Localized;
  role: 'regular' | 'wild' | 'scatter';
  /** Count on a line (or anywhere, for a scatter) -> multiplier: of the line stake for line pays, of the total stake for scatters. */
  pays: Record<string, number>;
}

export interface VideoSlotPaytable {
  kind: 'video-slot';
  reels: number;
  rows: number;
  /** Each line is the row (0 = top) it crosses on each reel. */
  lines: number[][];
  /** The reel strips, symbol ids in order: a reel stops uniformly and shows three in a row from its stop. */
  strips: string[][];
  symbols: SlotSymbolInfo[];
  freeSpins: { triggerCount: number; spins: number; multiplier: number; maxSpins: number };
  maxWinMultiplier: number;
}

export interface ClassicSlotCombination {
  id: string;
  labels: Localized;
  /** The symbols any of which may fill each of the three positions. */
  symbols: string[];
  pay: number;
}

export interface ClassicSlotPaytable {
  kind: 'classic-slot';
  reels: number;
  rows: number;
  lines: number[][];
  strips: string[][];
  symbols: { id: string; glyph: string; labels: Localized }[];
  /** Line pays as multipliers of the line stake, best first; a line pays only its best combination. */
  combinations: ClassicSlotCombination[];
  maxWinMultiplier: number;
}

export interface RoulettePaytable {
  kind: 'roulette';
  /** Wheel order from zero, clockwise. */
  wheel: number[];
  colors: Record<number, RouletteColor>;
  bets: { type: RouletteBetType; covers: number; payout: number; labels: Localized }[];
}

export interface DicePaytable {
  kind: 'dice';
  rollRange: { min: 0; max: 9999 };
  /** Targets allowed per direction, in hundredths. */
  targets: Record<DiceDirection, { min: number; max: number }>;
  houseEdgeBp: number;
  /** How the multiplier and the win follow from the target, written out. */
  formula: string;
}

export interface CrashPaytable {
  kind: 'crash';
  cashOut: { min: number; max: number };
  /** 1 round in this many crashes at 1.00x. */
  instantBustOneIn: number;
  formula: string;
}

export type PaytableData =
  | VideoSlotPaytable
  | ClassicSlotPaytable
  | RoulettePaytable
  | DicePaytable
  | CrashPaytable;
