import { betKey, type TableBet } from './table-layout';

/** Chips on the table: the amount on each bet, and the order they were put down (for undo). */
export interface ChipBoard {
  bets: ReadonlyMap<string, { bet: TableBet; amount: number }>;
  /** Each chip put down, last one last: undo takes the last one back. */
  placed: readonly { key: string; amount: number }[];
}

export const EMPTY_BOARD: ChipBoard = { bets: new Map(), placed: [] };

export function boardTotal(board: ChipBoard): number {
  let total = 0;
  for (const { amount } of board.bets.values()) total += amount;
  return total;
}

/** Puts a chip on a bet; null when the table maximum (the round's largest stake) would be passed. */
export function placeChip(board: ChipBoard, bet: TableBet, chip: number, maxTotal: number): ChipBoard | null {
  if (boardTotal(board) + chip > maxTotal) return null;
  const key = betKey(bet);
  const bets = new Map(board.bets);
  bets.set(key, { bet, amount: (bets.get(key)?.amount ?? 0) + chip });
  return { bets, placed: [...board.placed, { key, amount: chip }] };
}

/** Takes the last chip put down back. */
export function undoChip(board: ChipBoard): ChipBoard {
  const last = board.placed.at(-1);
  if (!last) return board;
  const bets = new Map(board.bets);
  const current = bets.get(last.key);
  if (current) {
    const amount = current.amount - last.amount;
    if (amount > 0) bets.set(last.key, { ...current, amount });
    else bets.delete(last.key);
  }
  return { bets, placed: board.placed.slice(0, -1) };
}

/** The round's parameters: each bet with its amount, in the order the table lists them. */
export function boardParams(board: ChipBoard): {
  bets: { type: string; numbers: number[]; amount: number }[];
} {
  return {
    bets: [...board.bets.values()].map(({ bet, amount }) => ({
      type: bet.type,
      numbers: bet.numbers,
      amount,
    })),
  };
}
