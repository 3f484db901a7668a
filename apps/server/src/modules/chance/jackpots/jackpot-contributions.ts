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

/** The feature name a jackpot's draws are recorded under (and verified by). */
export const JACKPOT_DRAW_FEATURE = 'jackpot';

type Terms = NonNullable<ReturnType<typeof jackpotTermsIn>>;
interface Stake {
  playerId: number;
  currency: Currency;
  payload: EventPayload<'BetPlaced'>;
}

/**
 * The outbox reader `jackpots`. Each real-money stake (bonus money does not count) in a jackpot's games puts the
 * jackpot's share of it into the pool through the ledger, once per stake (`{jackpot}:bet:{transfer}`), and draws
 * once from the player's chance seeds whether it wins the pool; a won draw pays the pool and reseeds it in the same
 * transaction. A refunded stake takes its share back (`{jackpot}:rollback:{transfer}`), never more than the pool
 * holds. Each stake is one transfer into the pool: the pool's row is locked first and stays locked until the
 * relay's batch commits, so the reader's own events never contend, and a win elsewhere waits for the batch.
 */
export class JackpotContributions {
  readonly #repository: Pick<JackpotsRepository, 'enabled' | 'contribute' | 'contribution'>;
  readonly #wallet: Pick<WalletService, 'lockJackpotPool' | 'jackpotTransfer'>;
  readonly #draws: Pick<FairDraws, 'draw'>;
  readonly #payouts: Pick<JackpotPayouts, 'pay'>;
  readonly #pushes: Pick<JackpotPushes, 'poolChanged' | 'won'>;
  readonly #clock: Clock;

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
    return { name: 'jackpots', handle: (event, tx, afterCommit) => this.handle(event, tx, afterCommit) };
  }

  async handle(event: RelayedEvent, tx: Db, afterCommit: AfterCommit): Promise<void> {
    if (event.type !== 'BetPlaced' && event.type !== 'BetRolledBack') return;
    const { playerId, payload } = event;
    if (playerId === null || payload.real <= 0) return;
    const currency = payload.currency as Currency;
    const stake: Stake = { playerId, currency, payload };
    for (const jackpot of await this.#repository.enabled(tx)) {
      const terms = jackpotTermsIn(jackpot, currency);
      if (!terms || !jackpot.games.includes(payload.gameSlug)) continue;
      // The pool first, before any other account: every jackpot movement takes its locks in this order.
      await this.#wallet.lockJackpotPool(tx, jackpot.slug, currency);
      const changed =
        event.type === 'BetPlaced'
          ? await this.#stake(tx, jackpot, terms, stake, afterCommit)
          : await this.#refund(tx, jackpot, stake);
      if (changed) afterCommit(async () => this.#pushes.poolChanged(jackpot.slug, currency));
    }
  }

  async #stake(tx: Db, jackpot: JackpotRow, terms: Terms, stake: Stake, afterCommit: AfterCommit) {
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
      await this.#wallet.jackpotTransfer(tx, {
        kind: 'jackpot_contribution',
        jackpot: jackpot.slug,
        currency,
        amount,
        playerId,
        provider: payload.provider,
        idempotencyKey: `jackpot:${sourceKey}`,
        metadata: { gameSlug: payload.gameSlug, betTransferId: payload.transferId },
      });
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

  async #refund(tx: Db, jackpot: JackpotRow, stake: Stake) {
    const { playerId, currency, payload } = stake;
    const put = await this.#repository.contribution(tx, `${jackpot.slug}:bet:${payload.transferId}`);
    if (!put) return false;
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
