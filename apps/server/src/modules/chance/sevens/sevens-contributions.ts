import type { Currency, EventPayload } from '@casino/contracts';
import { jackpotContribution, type SevensDropTerms } from '@casino/game-math';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { AfterCommit, OutboxSubscriber, RelayedEvent } from '../../../platform/events/relay.ts';
import type { WalletService } from '../../wallet/index.ts';
import type { JackpotSevensRepository } from './jackpot-sevens.repository.ts';
import type { JackpotSevensRow } from './jackpot-sevens.schema.ts';
import type { SevensPushes } from './sevens-pushes.ts';
import type { PoolRef, SevensRounds } from './sevens-rounds.ts';
import { isWon, sevensPlayerWinView, sevensPoolKey, sevensTermsIn } from './sevens-view.ts';

interface Stake {
  playerId: number;
  payload: EventPayload<'BetPlaced'>;
}

/**
 * The outbox reader `jackpot-sevens`. Each real-money stake (bonus money neither feeds nor wins) in a jackpot's
 * games puts its share into the pool's current round through the ledger, once per stake
 * (`{jackpot}:bet:{transfer}`); the stake whose share takes the pool to or past the round's drop point wins the
 * whole pool, and the next round opens in the same transaction. The pool's row is locked first and stays locked
 * until the relay's batch commits, so two stakes crossing at once are taken one after the other: the first drops
 * the pool, the second feeds the new round. A refunded stake takes its share back while its round runs; once the
 * round has dropped, its share was paid out with the pool and nothing comes back.
 */
export class SevensContributions {
  readonly #repository: Pick<
    JackpotSevensRepository,
    'enabled' | 'openRound' | 'contribute' | 'contribution'
  >;
  readonly #wallet: Pick<WalletService, 'lockJackpotPool' | 'jackpotTransfer'>;
  readonly #rounds: Pick<SevensRounds, 'current' | 'drop'>;
  readonly #pushes: Pick<SevensPushes, 'poolChanged' | 'won'>;
  readonly #clock: Clock;

  constructor(deps: {
    repository: Pick<JackpotSevensRepository, 'enabled' | 'openRound' | 'contribute' | 'contribution'>;
    wallet: Pick<WalletService, 'lockJackpotPool' | 'jackpotTransfer'>;
    rounds: Pick<SevensRounds, 'current' | 'drop'>;
    pushes: Pick<SevensPushes, 'poolChanged' | 'won'>;
    clock: Clock;
  }) {
    this.#repository = deps.repository;
    this.#wallet = deps.wallet;
    this.#rounds = deps.rounds;
    this.#pushes = deps.pushes;
    this.#clock = deps.clock;
  }

  get subscriber(): OutboxSubscriber {
    return {
      name: 'jackpot-sevens',
      handle: (event, tx, afterCommit) => this.handle(event, tx, afterCommit),
    };
  }

  async handle(event: RelayedEvent, tx: Db, afterCommit: AfterCommit): Promise<void> {
    if (event.type !== 'BetPlaced' && event.type !== 'BetRolledBack') return;
    const { playerId, payload } = event;
    if (playerId === null || payload.real <= 0) return;
    const currency = payload.currency as Currency;
    for (const jackpot of await this.#repository.enabled(tx)) {
      const terms = sevensTermsIn(jackpot, currency);
      if (!terms || !jackpot.games.includes(payload.gameSlug)) continue;
      const pool: PoolRef = { jackpot: jackpot.slug, currency };
      // The pool first, before any other account: every movement of it takes its locks in this order.
      const balance = await this.#wallet.lockJackpotPool(tx, sevensPoolKey(jackpot.slug), currency);
      const changed =
        event.type === 'BetPlaced'
          ? await this.#stake(tx, {
              jackpot,
              terms,
              pool,
              balance,
              stake: { playerId, payload },
              afterCommit,
            })
          : await this.#refund(tx, pool, balance, { playerId, payload });
      if (changed) afterCommit(async () => this.#pushes.poolChanged(jackpot.slug, currency));
    }
  }

  async #stake(
    tx: Db,
    input: {
      jackpot: JackpotSevensRow;
      terms: SevensDropTerms;
      pool: PoolRef;
      balance: number;
      stake: Stake;
      afterCommit: AfterCommit;
    },
  ): Promise<boolean> {
    const { jackpot, terms, pool, stake } = input;
    const now = this.#clock.now();
    const { round, opened } = await this.#rounds.current(tx, pool, terms, now);
    // A round opened just now put its seed amount into the pool.
    const before = input.balance + (opened ? round.seedAmount : 0);
    const amount = jackpotContribution(stake.payload.real, jackpot.shareBasisPoints);
    const sourceKey = `${jackpot.slug}:bet:${stake.payload.transferId}`;
    const counted = await this.#repository.contribute(tx, {
      sourceKey,
      jackpot: jackpot.slug,
      roundId: round.id,
      playerId: stake.playerId,
      currency: pool.currency,
      amount,
      createdAt: now,
    });
    // A round opened here changed the pool even when this stake puts nothing in.
    if (!counted || amount <= 0) return opened;
    await this.#wallet.jackpotTransfer(tx, {
      kind: 'jackpot_contribution',
      jackpot: sevensPoolKey(jackpot.slug),
      currency: pool.currency,
      amount,
      playerId: stake.playerId,
      provider: stake.payload.provider,
      idempotencyKey: `sevens:${sourceKey}`,
      metadata: {
        gameSlug: stake.payload.gameSlug,
        betTransferId: stake.payload.transferId,
        roundId: round.id,
      },
    });
    const after = before + amount;
    if (after < round.dropAmount) return true;
    const { won } = await this.#rounds.drop(tx, {
      round,
      pool: { ...pool, amount: after },
      winner: { playerId: stake.playerId, stake: sourceKey },
      terms,
      now,
    });
    if (isWon(won)) input.afterCommit(() => this.#pushes.won(stake.playerId, sevensPlayerWinView(won)));
    return true;
  }

  async #refund(tx: Db, pool: PoolRef, balance: number, stake: Stake): Promise<boolean> {
    const put = await this.#repository.contribution(tx, `${pool.jackpot}:bet:${stake.payload.transferId}`);
    if (!put) return false;
    const running = (await this.#repository.openRound(pool.jackpot, pool.currency, tx))?.id === put.roundId;
    // The pool never goes below what is in it: a stake's share is in it while its round runs.
    const taken = running ? Math.min(put.amount, balance) : 0;
    const sourceKey = `${pool.jackpot}:rollback:${stake.payload.transferId}`;
    const counted = await this.#repository.contribute(tx, {
      sourceKey,
      jackpot: pool.jackpot,
      roundId: put.roundId,
      playerId: stake.playerId,
      currency: pool.currency,
      amount: -taken,
      createdAt: this.#clock.now(),
    });
    if (!counted || taken <= 0) return false;
    await this.#wallet.jackpotTransfer(tx, {
      kind: 'jackpot_refund',
      jackpot: sevensPoolKey(pool.jackpot),
      currency: pool.currency,
      amount: taken,
      playerId: stake.playerId,
      provider: stake.payload.provider,
      idempotencyKey: `sevens:${sourceKey}`,
      metadata: {
        gameSlug: stake.payload.gameSlug,
        betTransferId: stake.payload.transferId,
        roundId: put.roundId,
      },
    });
    return true;
  }
}
