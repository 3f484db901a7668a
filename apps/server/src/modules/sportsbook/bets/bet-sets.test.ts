import { describe, expect, it } from 'vitest';
import { betSetsByPlayer } from './bet-sets.ts';

describe('a market’s bets cut into sets', () => {
  const bets = [
    { id: 1, playerId: 10 },
    { id: 2, playerId: 20 },
    { id: 3, playerId: 10 },
    { id: 4, playerId: 30 },
    { id: 5, playerId: 20 },
    { id: 6, playerId: 10 },
  ];

  it('keeps each player’s bets together and in order, filling sets up to the size', () => {
    expect(betSetsByPlayer(bets, 5)).toEqual([[1, 3, 6, 2, 5], [4]]);
    expect(betSetsByPlayer(bets, 3)).toEqual([
      [1, 3, 6],
      [2, 5, 4],
    ]);
  });

  it('gives a player with more bets than the size a set of their own', () => {
    expect(betSetsByPlayer(bets, 2)).toEqual([[1, 3, 6], [2, 5], [4]]);
    expect(betSetsByPlayer([], 2)).toEqual([]);
  });
});
