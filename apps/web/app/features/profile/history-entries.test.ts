import type { WalletTransaction } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { historyEntries } from './history-entries';

const game = { slug: 'book-of-sevens', title: 'Book of Sevens' };

function movement(id: number, kind: string, amount: number, roundId: string | null): WalletTransaction {
  return {
    id,
    group: roundId ? 'game' : 'deposit',
    kind,
    amount,
    balanceAfter: 1_000 + id,
    currency: 'UAH',
    reference: roundId,
    game: roundId ? game : null,
    roundId,
    createdAt: `2026-11-26T10:00:0${id}Z`,
  };
}

describe('history entries', () => {
  it("pairs a round's stake and win into one entry named for the game, with the newest balance", () => {
    const entries = historyEntries([
      movement(3, 'game_win', 250, 'r-1'),
      movement(2, 'game_bet', -100, 'r-1'),
      movement(1, 'deposit', 5_000, null),
    ]);
    expect(entries).toEqual([
      {
        kind: 'round',
        key: '3',
        game,
        roundId: 'r-1',
        stake: 100,
        win: 250,
        balanceAfter: 1_003,
        currency: 'UAH',
        createdAt: '2026-11-26T10:00:03Z',
      },
      { kind: 'movement', key: '1', item: movement(1, 'deposit', 5_000, null) },
    ]);
  });

  it('keeps a lost round, a refunded stake and rounds of the same game apart by round', () => {
    const entries = historyEntries([
      movement(4, 'game_rollback', 100, 'r-2'),
      movement(3, 'game_bet', -100, 'r-2'),
      movement(2, 'game_bet', -50, 'r-1'),
    ]);
    expect(entries.map((entry) => entry.kind === 'round' && [entry.roundId, entry.stake, entry.win])).toEqual(
      [
        ['r-2', 0, 0],
        ['r-1', 50, 0],
      ],
    );
  });
});
