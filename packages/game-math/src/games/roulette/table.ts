import type { RouletteBetType, RouletteColor } from '../../types.ts';

/** The single-zero wheel, clockwise from zero. */
export const EUROPEAN_WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];
export const POCKETS = 37;

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export function colorOf(number: number): RouletteColor {
  if (number === 0) return 'green';
  return RED.has(number) ? 'red' : 'black';
}

/** Win multiple of the stake, "to 1": every bet on k numbers pays 36/k - 1, so each returns 36/37. */
export const PAYOUTS: Record<RouletteBetType, number> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  line: 5,
  trio: 11,
  basket: 8,
  column: 2,
  dozen: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/*
 * The table layout: 1..36 in twelve rows of three (1 2 3 / 4 5 6 / ...), zero above the first row. Rows are
 * streets; "across" neighbours differ by 1 within a row, "up-down" neighbours by 3.
 */
const ROW_STARTS = range(0, 11).map((row) => row * 3 + 1);
const NUMBERS = range(1, 36);
const lastInRow = (n: number) => n % 3 === 0;

function splits(): number[][] {
  const across = NUMBERS.filter((n) => !lastInRow(n)).map((n) => [n, n + 1]);
  const upDown = NUMBERS.filter((n) => n <= 33).map((n) => [n, n + 3]);
  return [[0, 1], [0, 2], [0, 3], ...across, ...upDown];
}

/** Every bet a player may place: for each type, every set of numbers it may cover on the real layout. */
export const BET_LAYOUTS: Record<RouletteBetType, number[][]> = {
  straight: range(0, 36).map((n) => [n]),
  split: splits(),
  street: ROW_STARTS.map((n) => [n, n + 1, n + 2]),
  corner: NUMBERS.filter((n) => !lastInRow(n) && n <= 32).map((n) => [n, n + 1, n + 3, n + 4]),
  line: ROW_STARTS.filter((n) => n <= 31).map((n) => range(n, n + 5)),
  trio: [
    [0, 1, 2],
    [0, 2, 3],
  ],
  basket: [[0, 1, 2, 3]],
  column: [1, 2, 0].map((rest) => NUMBERS.filter((n) => n % 3 === rest)),
  dozen: [range(1, 12), range(13, 24), range(25, 36)],
  red: [NUMBERS.filter((n) => colorOf(n) === 'red')],
  black: [NUMBERS.filter((n) => colorOf(n) === 'black')],
  odd: [NUMBERS.filter((n) => n % 2 === 1)],
  even: [NUMBERS.filter((n) => n % 2 === 0)],
  low: [range(1, 18)],
  high: [range(19, 36)],
};

/** Types whose single layout is implied by the type, so their `numbers` may be left empty. */
const SINGLE_LAYOUT = new Set(
  (Object.keys(BET_LAYOUTS) as RouletteBetType[]).filter((type) => BET_LAYOUTS[type].length === 1),
);

const LAYOUT_KEYS = new Map(
  (Object.entries(BET_LAYOUTS) as [RouletteBetType, number[][]][]).map(([type, layouts]) => [
    type,
    new Set(layouts.map((numbers) => numbers.join(','))),
  ]),
);

/** The sorted numbers a bet covers, or null when they are not a real position of that bet on the table. */
export function coveredNumbers(type: RouletteBetType, numbers: readonly number[]): number[] | null {
  if (numbers.length === 0 && SINGLE_LAYOUT.has(type)) return [...BET_LAYOUTS[type][0]!];
  const sorted = [...numbers].sort((a, b) => a - b);
  return LAYOUT_KEYS.get(type)?.has(sorted.join(',')) ? sorted : null;
}
