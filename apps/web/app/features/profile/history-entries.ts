import type { WalletTransaction } from '@casino/contracts';

/** One game round as the history shows it: the game, what was staked and won, and the balance it left. */
export interface RoundEntry {
  kind: 'round';
  key: string;
  game: NonNullable<WalletTransaction['game']>;
  roundId: string;
  /** What the round cost, refunds taken off (minor units, positive). */
  stake: number;
  /** What the round paid (minor units). */
  win: number;
  /** The balance after the round's newest movement. */
  balanceAfter: number;
  currency: WalletTransaction['currency'];
  /** When the round's newest movement was made. */
  createdAt: string;
}

export type HistoryEntry = RoundEntry | { kind: 'movement'; key: string; item: WalletTransaction };

/**
 * The page's movements as the player reads them: a game round's stake, win and refunds (adjacent, newest first,
 * sharing the round's id) become one entry naming the game; every other movement stands alone.
 */
export function historyEntries(items: readonly WalletTransaction[]): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  for (const item of items) {
    const previous = entries.at(-1);
    if (item.roundId === null || item.game === null) {
      entries.push({ kind: 'movement', key: String(item.id), item });
    } else if (previous?.kind === 'round' && previous.roundId === item.roundId) {
      addTo(previous, item);
    } else {
      const entry: RoundEntry = {
        kind: 'round',
        key: String(item.id),
        game: item.game,
        roundId: item.roundId,
        stake: 0,
        win: 0,
        balanceAfter: item.balanceAfter,
        currency: item.currency,
        createdAt: item.createdAt,
      };
      addTo(entry, item);
      entries.push(entry);
    }
  }
  return entries;
}

function addTo(entry: RoundEntry, item: WalletTransaction): void {
  if (item.kind === 'game_win') entry.win += item.amount;
  // A stake is taken off the balance; its refund puts it back.
  else entry.stake -= item.amount;
}
