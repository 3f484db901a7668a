import type { Currency } from '@casino/contracts';
import { fairDropPoint, newServerSeed, type SevensDropTerms, serverSeedHash } from '@casino/game-math';
import type { Db } from '../../../platform/db/database.ts';
import type { Rng } from '../../../platform/rng.ts';
import type { WalletService } from '../../wallet/index.ts';
import type { JackpotSevensRepository } from './jackpot-sevens.repository.ts';
import type { JackpotSevensRoundRow } from './jackpot-sevens.schema.ts';
import { sevensPoolKey } from './sevens-view.ts';

const SERVER_SEED_BYTES = 32;

type Wallet = Pick<WalletService, 'jackpotTransfer'>;
type Repository = Pick<JackpotSevensRepository, 'openRound' | 'insertRound' | 'recordWin'>;

/** Where a round is: its jackpot and currency. Every call runs under the pool's lock (`lockJackpotPool`). */
export interface PoolRef {
  jackpot: string;
  currency: Currency;
}

/**
 * A pool's rounds. A round opens with a fresh server seed from the CSPRNG, its drop point computed from it at once
 * and its hash stored to publish, and the seed amount moved into the pool (the house's `bonus_cost` pays it, a
 * promotional cost); a round drops by paying the whole pool to the winner, closing the round (its seed now shown)
 * and opening the next, all in the caller's transaction under the pool's lock, so a round is won once.
 */
export class SevensRounds {
  readonly #wallet: Wallet;
  readonly #repository: Repository;
  readonly #rng: Pick<Rng, 'bytes'>;

  constructor(deps: { wallet: Wallet; repository: Repository; rng: Pick<Rng, 'bytes'> }) {
    this.#wallet = deps.wallet;
    this.#repository = deps.repository;
    this.#rng = deps.rng;
  }

  /** The round running in the pool, opened now under today's terms when none is (`opened`). */
  async current(
    tx: Db,
    pool: PoolRef,
    terms: SevensDropTerms,
    now: Date,
  ): Promise<{ round: JackpotSevensRoundRow; opened: boolean }> {
    const running = await this.#repository.openRound(pool.jackpot, pool.currency, tx);
    if (running) return { round: running, opened: false };
    return { round: await this.open(tx, pool, terms, now), opened: true };
  }

  async open(tx: Db, pool: PoolRef, terms: SevensDropTerms, now: Date): Promise<JackpotSevensRoundRow> {
    const serverSeed = newServerSeed(new Uint8Array(this.#rng.bytes(SERVER_SEED_BYTES)));
    const round = await this.#repository.insertRound(tx, {
      jackpot: pool.jackpot,
      currency: pool.currency,
      serverSeed,
      serverSeedHash: serverSeedHash(serverSeed),
      seedAmount: terms.seedAmount,
      dropCeiling: terms.dropCeiling,
      dropAmount: fairDropPoint(serverSeed, terms),
      openedAt: now,
    });
    if (terms.seedAmount > 0) {
      await this.#wallet.jackpotTransfer(tx, {
        kind: 'jackpot_seed',
        jackpot: sevensPoolKey(pool.jackpot),
        currency: pool.currency,
        amount: terms.seedAmount,
        playerId: null,
        idempotencyKey: `sevens:${pool.jackpot}:open:${round.id}`,
        metadata: { roundId: round.id },
      });
    }
    return round;
  }

  /**
   * Pays the whole pool (`amount`, read under its lock) to the stake's player, closes the round as won by that stake
   * and opens the next round under `terms`. Answers the round as won and the next one.
   */
  async drop(
    tx: Db,
    input: {
      round: JackpotSevensRoundRow;
      pool: PoolRef & { amount: number };
      winner: { playerId: number; stake: string };
      terms: SevensDropTerms;
      now: Date;
    },
  ): Promise<{ won: JackpotSevensRoundRow; next: JackpotSevensRoundRow }> {
    const { round, pool, winner, now } = input;
    const payout = await this.#wallet.jackpotTransfer(tx, {
      kind: 'jackpot_win',
      jackpot: sevensPoolKey(pool.jackpot),
      currency: pool.currency,
      amount: pool.amount,
      playerId: winner.playerId,
      idempotencyKey: `sevens:${pool.jackpot}:win:${round.id}`,
      metadata: { roundId: round.id, stake: winner.stake },
    });
    const closed = await this.#repository.recordWin(tx, {
      roundId: round.id,
      winnerId: winner.playerId,
      amountWon: pool.amount,
      transferId: payout.transferId,
      winningStake: winner.stake,
      wonAt: now,
    });
    if (!closed) throw new Error(`jackpot-sevens round ${round.id} was won before`);
    const won = {
      ...round,
      wonAt: now,
      winnerId: winner.playerId,
      amountWon: pool.amount,
      transferId: payout.transferId,
      winningStake: winner.stake,
    };
    return { won, next: await this.open(tx, pool, input.terms, now) };
  }
}
