import { studioGame } from '@casino/game-math';
import { describe, expect, it } from 'vitest';
import { boardParams, boardTotal, EMPTY_BOARD, placeChip, undoChip } from './chip-board';

const straight17 = { type: 'straight' as const, numbers: [17] };
const red = { type: 'red' as const, numbers: [] };

describe('chips on the table', () => {
  it('add up per bet and in total', () => {
    let board = placeChip(EMPTY_BOARD, straight17, 100, 10_000)!;
    board = placeChip(board, straight17, 500, 10_000)!;
    board = placeChip(board, red, 100, 10_000)!;
    expect(boardTotal(board)).toBe(700);
    expect(board.bets.get('straight:17')?.amount).toBe(600);
  });

  it('refuse a chip past the table maximum', () => {
    const board = placeChip(EMPTY_BOARD, straight17, 500, 1000)!;
    expect(placeChip(board, red, 1000, 1000)).toBeNull();
    expect(placeChip(board, red, 500, 1000)).not.toBeNull();
  });

  it('take the last chip back on undo, and the bet with it when it was its only chip', () => {
    let board = placeChip(EMPTY_BOARD, straight17, 100, 10_000)!;
    board = placeChip(board, red, 500, 10_000)!;
    board = placeChip(board, straight17, 100, 10_000)!;
    board = undoChip(board);
    expect(board.bets.get('straight:17')?.amount).toBe(100);
    board = undoChip(board);
    expect(board.bets.has('red:')).toBe(false);
    expect(undoChip(undoChip(board))).toEqual({ bets: new Map(), placed: [] });
  });

  it('make parameters the game accepts, summing to the stake', () => {
    let board = placeChip(EMPTY_BOARD, straight17, 100, 10_000)!;
    board = placeChip(board, red, 500, 10_000)!;
    board = placeChip(board, { type: 'corner', numbers: [1, 2, 4, 5] }, 1000, 10_000)!;
    const check = studioGame('european-roulette')!.validateParams(boardTotal(board), boardParams(board));
    expect(check).toMatchObject({ ok: true });
  });
});
