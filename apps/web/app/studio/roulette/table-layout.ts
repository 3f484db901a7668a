import type { RouletteBetType } from '@casino/game-math';

/**
 * The betting table of European roulette as places to put chips. Numbers run in twelve streets of three
 * (1 2 3 / 4 5 6 / ...), zero beyond the first street. A number has a street `s` (0..11) and a place `p` in it
 * (0..2); inside bets sit where numbers meet: on an edge (split), a corner (corner), the outer edge of a street
 * (street), of two streets (line), or along zero (zero splits, trios, first four). The same model is drawn across
 * (desktop) or down (phones).
 */

export interface TableBet {
  type: RouletteBetType;
  /** Sorted ascending, as the maths names the position. */
  numbers: number[];
}

export type Orientation = 'across' | 'down';

/** A place on the table: an area to draw (outside bets and numbers) or a point where chips sit on a line. */
export interface Spot {
  key: string;
  bet: TableBet;
  /** Table cells: x, y of the area's corner (or the point), its width and height (0 for a point). */
  x: number;
  y: number;
  width: number;
  height: number;
}

export const STREETS = 12;

export function betKey(bet: TableBet): string {
  return `${bet.type}:${bet.numbers.join('-')}`;
}

function bet(type: RouletteBetType, numbers: number[]): TableBet {
  return { type, numbers: [...numbers].sort((a, b) => a - b) };
}

function numberAt(street: number, place: number): number {
  return street * 3 + place + 1;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/** A point of the number grid in street/place units (s from 0 at zero's edge, p from 0 at the outer edge). */
interface GridPoint {
  s: number;
  p: number;
}

/**
 * The table's size in cells and how a street/place point maps onto it: across, zero is the first column and the
 * outside bets are rows below; down, zero is the first row and the outside bets are columns on the left.
 */
export const TABLE_SIZE: Record<Orientation, { columns: number; rows: number }> = {
  across: { columns: 14, rows: 5 },
  down: { columns: 5, rows: 14 },
};

function place(orientation: Orientation, point: GridPoint): { x: number; y: number } {
  return orientation === 'across' ? { x: 1 + point.s, y: 3 - point.p } : { x: 2 + point.p, y: 1 + point.s };
}

function area(
  orientation: Orientation,
  key: string,
  tableBet: TableBet,
  from: GridPoint,
  to: GridPoint,
): Spot {
  const a = place(orientation, from);
  const b = place(orientation, to);
  return {
    key,
    bet: tableBet,
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(a.x - b.x),
    height: Math.abs(a.y - b.y),
  };
}

function point(orientation: Orientation, tableBet: TableBet, at: GridPoint): Spot {
  return { key: betKey(tableBet), bet: tableBet, ...place(orientation, at), width: 0, height: 0 };
}

/** The outside areas, in cells: they sit beyond the outer edge (p < 0 across, on the left down). */
function outsideSpots(orientation: Orientation): Spot[] {
  const spots: Spot[] = [];
  const rect = (tableBet: TableBet, x: number, y: number, width: number, height: number) =>
    spots.push({ key: betKey(tableBet), bet: tableBet, x, y, width, height });
  for (let column = 0; column < 3; column += 1) {
    const columnBet = bet(
      'column',
      range(0, STREETS - 1).map((s) => numberAt(s, column)),
    );
    if (orientation === 'across') rect(columnBet, 13, 2 - column, 1, 1);
    else rect(columnBet, 2 + column, 13, 1, 1);
  }
  for (let dozen = 0; dozen < 3; dozen += 1) {
    const dozenBet = bet('dozen', range(dozen * 12 + 1, dozen * 12 + 12));
    if (orientation === 'across') rect(dozenBet, 1 + dozen * 4, 3, 4, 1);
    else rect(dozenBet, 1, 1 + dozen * 4, 1, 4);
  }
  const evenMoney: RouletteBetType[] = ['low', 'even', 'red', 'black', 'odd', 'high'];
  evenMoney.forEach((type, index) => {
    const evenBet: TableBet = { type, numbers: [] };
    if (orientation === 'across') rect(evenBet, 1 + index * 2, 4, 2, 1);
    else rect(evenBet, 0, 1 + index * 2, 1, 2);
  });
  return spots;
}

/** Every place a chip can go, the number cells first (drawn underneath), then outside areas, then line points. */
export function tableSpots(orientation: Orientation): Spot[] {
  const numbers: Spot[] = [];
  const points: Spot[] = [];
  const zero = bet('straight', [0]);
  numbers.push(area(orientation, betKey(zero), zero, { s: -1, p: 0 }, { s: 0, p: 3 }));
  for (let s = 0; s < STREETS; s += 1) {
    for (let p = 0; p < 3; p += 1) {
      const n = numberAt(s, p);
      const straight = bet('straight', [n]);
      numbers.push(area(orientation, betKey(straight), straight, { s, p }, { s: s + 1, p: p + 1 }));
      if (p < 2) points.push(point(orientation, bet('split', [n, n + 1]), { s: s + 0.5, p: p + 1 }));
      if (s < STREETS - 1)
        points.push(point(orientation, bet('split', [n, n + 3]), { s: s + 1, p: p + 0.5 }));
      if (p < 2 && s < STREETS - 1)
        points.push(point(orientation, bet('corner', [n, n + 1, n + 3, n + 4]), { s: s + 1, p: p + 1 }));
    }
    points.push(point(orientation, bet('street', range(s * 3 + 1, s * 3 + 3)), { s: s + 0.5, p: 0 }));
    if (s < STREETS - 1)
      points.push(point(orientation, bet('line', range(s * 3 + 1, s * 3 + 6)), { s: s + 1, p: 0 }));
  }
  for (let p = 0; p < 3; p += 1)
    points.push(point(orientation, bet('split', [0, p + 1]), { s: 0, p: p + 0.5 }));
  points.push(point(orientation, bet('trio', [0, 1, 2]), { s: 0, p: 1 }));
  points.push(point(orientation, bet('trio', [0, 2, 3]), { s: 0, p: 2 }));
  points.push(point(orientation, bet('basket', [0, 1, 2, 3]), { s: 0, p: 0 }));
  return [...numbers, ...outsideSpots(orientation), ...points];
}
