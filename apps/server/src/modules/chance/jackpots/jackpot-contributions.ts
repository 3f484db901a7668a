import type { Currency, EventPayload } from '@casino/contracts';
import { fairJackpotTrigger, JACKPOT_TICKETS, jackpotContribution } from '@casino/game-math';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { AfterCommit, OutboxSubscriber, RelayedEvent } from '../../../platform/events/relay.ts';
import type { WalletService } from '../../wallet/index.ts';
import type { FairDraws } from '../fair-draws.ts';
import type { JackpotPayouts } from './jackpot-payouts.ts';
import type { JackpotPushes } from './jackpot-pushes.ts';
import { jackpotTermsIn, jackpotWinView } from './jackpot-view.ts';
import type { JackpotsRepository } from './jackpots.repository.ts';
import type { JackpotRow } from './jackpots.schema.ts';
import { PendingShares } from './pending-shares.ts';

/** The feature name a jackpot's draws are recorded under (and verified by). */
export const JACKPOT_DRAW_FEATURE = 'jackpot';

type Terms = NonNullable<ReturnType<typeof jackpotTermsIn>>;
interface Stake {
  playerId: number;
  currency: Currency;
  payload: EventPayload<'BetPlaced'>;
}

/** What the reader keeps for the relay batch in hand: the jackpots on, the pools it has locked, the shares owed. */
interface Batch {
  jackpots: JackpotRow[];
  locked: Set<string>;
  shares: PendingShares;
}

/**
 * The outbox reader `jackpots`. Each real-money stake (bonus money does not count) in a jackpot's games records the
 * jackpot's share of it, once per stake (`{jackpot}:bet:{transfer}`), and draws once from the player's chance seeds
 * whether it wins the pool; a won draw pays the pool and reseeds it in the same transaction. A refunded stake takes
 * its share back (`{jackpot}:rollback:{transfer}`), never more than the pool holds. The pool's row is locked at a
 * batch's first stake and stays locked until the relay's batch commits, so the reader's own events never contend
 * and a win elsewhere waits for the batch; the batch's shares go into the pool through the ledger in one transfer
 * per pool, currency and provider (`PendingShares`), when the batch ends, or before a win or a refund reads the
 * pool's balance, so a win pays every share staked before it and the shares staked after it feed the new pool.
 */
export class JackpotContributions {
  readonly #repository: Pick<JackpotsRepository, 'enabled' | 'contribute' | 'contribution'>;
  readonly #wallet: Pick<WalletService, 'lockJackpotPool' | 'jackpotTransfer'>;
  readonly #draws: Pick<FairDraws, 'draw'>;
  readonly #payouts: Pick<JackpotPayouts, 'pay'>;
  readonly #pushes: Pick<JackpotPushes, 'poolChanged' | 'won'>;
  readonly #clock: Clock;
  /** Keyed by the batch's transaction: the relay hands a reader one batch at a time, and ends it with `finish`. */
  readonly #batches = new WeakMap<Db, Batch>();

  constructor(deps: {
    repository: Pick<JackpotsRepository, 'enabled' | 'contribute' | 'contribution'>;
    wallet: Pick<WalletService, 'lockJackpotPool' | 'jackpotTransfer'>;
    draws: Pick<FairDraws, 'draw'>;
    payouts: Pick<JackpotPayouts, 'pay'>;
    pushes: Pick<JackpotPushes, 'poolChanged' | 'won'>;
    clock: Clock;
  }) {
    this.#repository = deps.repository;
    this.#wallet = deps.wallet;
    this.#draws = deps.draws;
    this.#payouts = deps.payouts;
    this.#pushes = deps.pushes;
    this.#clock = deps.clock;
  }

  get subscriber(): OutboxSubscriber {
    return {
      name: 'jackpots',
      handle: (event, tx, afterCommit) => this.handle(event, tx, afterCommit),
      finishBatch: (tx) => this.finish(tx),
    };
  }

  /** Moves the batch's shares still owed into their pools: the relay calls it before the batch commits. */
  async finish(tx: Db): Promise<void> {
    const batch = this.#batches.get(tx);
    this.#batches.delete(tx);
    await batch?.shares.moveAll(tx);
  }

  async handle(event: RelayedEvent, tx: Db, afterCommit: AfterCommit): Promise<void> {
    if (event.type !== 'BetPlaced' && event.type !== 'BetRolledBack') return;
    const { playerId, payload } = event;
    if (playerId === null || payload.real <= 0) return;
    const currency = payload.currency as Currency;
    const stake: Stake = { playerId, currency, payload };
    const batch = await this.#batch(tx);
    for (const jackpot of batch.jackpots) {
      const terms = jackpotTermsIn(jackpot, currency);
      if (!terms || !jackpot.games.includes(payload.gameSlug)) continue;
      // The pool first, before any other account: every jackpot movement takes its locks in this order.
      const pool = `${jackpot.slug}:${currency}`;
      if (!batch.locked.has(pool)) {
        await this.#wallet.lockJackpotPool(tx, jackpot.slug, currency);
        batch.locked.add(pool);
      }
      const changed =
        event.type === 'BetPlaced'
          ? await this.#stake(tx, batch, jackpot, terms, stake, afterCommit)
          : await this.#refund(tx, batch, jackpot, stake);
      if (changed) afterCommit(async () => this.#pushes.poolChanged(jackpot.slug, currency));
    }
  }

  /** The batch in hand, begun with its first stake: which jackpots are on is read once per batch. */
  async #batch(tx: Db): Promise<Batch> {
    const current = this.#batches.get(tx);
    if (current) return current;
    const batch = {
      jackpots: await this.#repository.enabled(tx),
      locked: new Set<string>(),
      shares: new PendingShares(this.#wallet),
    };
    this.#batches.set(tx, batch);
    return batch;
  }

  async #stake(
    tx: Db,
    batch: Batch,
    jackpot: JackpotRow,
    terms: Terms,
    stake: Stake,
    afterCommit: AfterCommit,
  ) {
    const { playerId, currency, payload } = stake;
    const amount = jackpotContribution(payload.real, jackpot.shareBasisPoints);
    const sourceKey = `${jackpot.slug}:bet:${payload.transferId}`;
    const now = this.#clock.now();
    const counted = await this.#repository.contribute(tx, {
      sourceKey,
      jackpot: jackpot.slug,
      playerId,
      currency,
      amount,
      createdAt: now,
    });
    if (!counted) return false;
    if (amount > 0) {
      const { provider, transferId } = payload;
      batch.shares.add({ jackpot: jackpot.slug, currency, provider, amount, betTransferId: transferId });
    }
    const { row, outcome } = await this.#draws.draw(tx, {
      feature: JACKPOT_DRAW_FEATURE,
      sourceRef: `${jackpot.slug}:${payload.transferId}`,
      playerId,
      oddsTable: {
        jackpot: jackpot.slug,
        stake: payload.real,
        ticketsPerMinorUnit: terms.ticketsPerMinorUnit,
        totalTickets: JACKPOT_TICKETS,
      },
      outcome: (seeds) => fairJackpotTrigger(seeds, payload.real, terms.ticketsPerMinorUnit),
    });
    if (!outcome.won) return amount > 0;
    // The win pays the pool with every share staked before it, this stake's too.
    await batch.shares.move(tx, jackpot.slug, currency);
    const win = await this.#payouts.pay(tx, {
      jackpot,
      currency,
      seedAmount: terms.seedAmount,
      playerId,
      drawId: row.id,
      now,
    });
    if (win) afterCommit(() => this.#pushes.won(playerId, { ...jackpotWinView(win), drawId: row.id }));
    return true;
  }

  async #refund(tx: Db, batch: Batch, jackpot: JackpotRow, stake: Stake) {
    const { playerId, currency, payload } = stake;
    const put = await this.#repository.contribution(tx, `${jackpot.slug}:bet:${payload.transferId}`);
    if (!put) return false;
    // The balance read next must be the pool's, the shares the batch owes it included (the refunded one's too).
    await batch.shares.move(tx, jackpot.slug, currency);
    const pool = await this.#wallet.lockJackpotPool(tx, jackpot.slug, currency);
    // A pool won since paid the share out: what is left of it comes back, never more than the pool holds.
    const taken = Math.min(put.amount, pool);
    const sourceKey = `${jackpot.slug}:rollback:${payload.transferId}`;
    const counted = await this.#repository.contribute(tx, {
      sourceKey,
      jackpot: jackpot.slug,
      playerId,
      currency,
      amount: -taken,
      createdAt: this.#clock.now(),
    });
    if (!counted || taken <= 0) return false;
    await this.#wallet.jackpotTransfer(tx, {
      kind: 'jackpot_refund',
      jackpot: jackpot.slug,
      currency,
      amount: taken,
      playerId,
      provider: payload.provider,
      idempotencyKey: `jackpot:${sourceKey}`,
      metadata: { gameSlug: payload.gameSlug, betTransferId: payload.transferId },
    });
    return true;
  }
}
