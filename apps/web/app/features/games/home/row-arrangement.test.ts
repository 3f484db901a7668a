import type { GameCard } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { arrangeRow, MIN_OWN_GAMES } from './row-arrangement';

const games = (...ids: number[]) => ids.map((id) => ({ id, slug: `game-${id}` }) as GameCard);
const ids = (row: GameCard[]) => row.map((game) => game.id);

describe('home row arrangement', () => {
  it('leaves the first row as it is', () => {
    expect(ids(arrangeRow(games(1, 2, 3), []))).toEqual([1, 2, 3]);
  });

  it('opens a small row on its own games, the repeats of earlier rows behind them', () => {
    expect(ids(arrangeRow(games(1, 7, 2, 8), [games(1, 2, 3), games(4)]))).toEqual([7, 8, 1, 2]);
  });

  it('drops the repeats from a row with enough games of its own', () => {
    const own = Array.from({ length: MIN_OWN_GAMES }, (_, index) => 10 + index);
    expect(ids(arrangeRow(games(1, ...own, 2), [games(1, 2)]))).toEqual(own);
  });
});
