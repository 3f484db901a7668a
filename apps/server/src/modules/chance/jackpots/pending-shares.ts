import type { Currency } from '@casino/contracts';
import type { Db } from '../../../platform/db/database.ts';
import type { WalletService } from '../../wallet/index.ts';

/** The shares of one pool's stakes through one provider that have not moved yet. */
interface Pending {
  amount: number;
  stakes: number;
  /** The bet transfers of the first and the last stake: the first names the movement, once and for all. */
  firstBet: number;
  lastBet: number;
}

/**
 * The shares a relay batch's stakes owe their pools, gathered so that each pool and currency takes one ledger
 * transfer per game provider (its settlement account is the source) instead of one per stake. The caller holds the
 * pool's lock from before the first share until its transaction commits, and moves a pool's shares (`move`)
 * before anything reads the pool's balance to pay or refund from it, and all of them (`moveAll`) before the batch
 * commits. A stake is counted in one committed batch only (its contribution row is keyed), so the first stake of a
 * movement keys it for good: `jackpot:{jackpot}:bets:{first bet transfer}`.
 */
export class PendingShares {
  readonly #wallet: Pick<WalletService, 'jackpotTransfer'>;
  /** By pool (`{jackpot}:{currency}`), then by provider. */
  readonly #pools = new Map<
    string,
    { jackpot: string; currency: Currency; byProvider: Map<string, Pending> }
  >();

  constructor(wallet: Pick<WalletService, 'jackpotTransfer'>) {
    this.#wallet = wallet;
  }

  add(share: {
    jackpot: string;
    currency: Currency;
    provider: string;
    amount: number;
    betTransferId: number;
  }) {
    const key = poolKey(share.jackpot, share.currency);
    const pool = this.#pools.get(key) ?? {
      jackpot: share.jackpot,
      currency: share.currency,
      byProvider: new Map<string, Pending>(),
    };
    this.#pools.set(key, pool);
    const pending = pool.byProvider.get(share.provider);
    if (pending) {
      pending.amount += share.amount;
      pending.stakes += 1;
      pending.lastBet = share.betTransferId;
    } else {
      pool.byProvider.set(share.provider, {
        amount: share.amount,
        stakes: 1,
        firstBet: share.betTransferId,
        lastBet: share.betTransferId,
      });
    }
  }

  /** Moves what the pool's stakes owe it into the pool, so its balance is the pool's. */
  async move(tx: Db, jackpot: string, currency: Currency): Promise<void> {
    const key = poolKey(jackpot, currency);
    const pool = this.#pools.get(key);
    if (!pool) return;
    this.#pools.delete(key);
    for (const [provider, pending] of pool.byProvider) {
      await this.#wallet.jackpotTransfer(tx, {
        kind: 'jackpot_contribution',
        jackpot,
        currency,
        amount: pending.amount,
        playerId: null,
        provider,
        idempotencyKey: `jackpot:${jackpot}:bets:${pending.firstBet}`,
        metadata: {
          stakes: pending.stakes,
          firstBetTransferId: pending.firstBet,
          lastBetTransferId: pending.lastBet,
        },
      });
    }
  }

  async moveAll(tx: Db): Promise<void> {
    for (const { jackpot, currency } of [...this.#pools.values()]) await this.move(tx, jackpot, currency);
  }
}

function poolKey(jackpot: string, currency: Currency): string {
  return `${jackpot}:${currency}`;
}
