import type { Currency } from '@casino/contracts';
import type { Db } from '../../../platform/db/database.ts';
import type { WalletService } from '../../wallet/index.ts';
import type { JackpotsRepository } from './jackpots.repository.ts';
import type { JackpotRow, JackpotWinRow } from './jackpots.schema.ts';

/**
 * Pays a won jackpot: locks the pool's ledger account, pays its whole balance to the winner's real balance and
 * puts the seed amount back in, in the caller's transaction, so the win, the payout and the reseed commit together.
 * Two wins at once queue on the pool's lock: the first pays the pool, the second what the pool holds after it (the
 * seed amount and what came in since). Not through `rewards`: a reward is the house's money, a jackpot is the
 * pool's. Keyed by the draw that won, so a draw pays once.
 */
export class JackpotPayouts {
  readonly #wallet: Pick<WalletService, 'lockJackpotPool' | 'jackpotTransfer'>;
  readonly #repository: Pick<JackpotsRepository, 'recordWin'>;

  constructor(deps: {
    wallet: Pick<WalletService, 'lockJackpotPool' | 'jackpotTransfer'>;
    repository: Pick<JackpotsRepository, 'recordWin'>;
  }) {
    this.#wallet = deps.wallet;
    this.#repository = deps.repository;
  }

  /** The win recorded, or null when the pool held nothing to pay. */
  async pay(
    tx: Db,
    input: {
      jackpot: JackpotRow;
      currency: Currency;
      seedAmount: number;
      playerId: number;
      drawId: number;
      now: Date;
    },
  ): Promise<JackpotWinRow | null> {
    const { jackpot, currency, playerId, drawId } = input;
    const pool = await this.#wallet.lockJackpotPool(tx, jackpot.slug, currency);
    if (pool <= 0) return null;
    const metadata = { drawId };
    const payout = await this.#wallet.jackpotTransfer(tx, {
      kind: 'jackpot_win',
      jackpot: jackpot.slug,
      currency,
      amount: pool,
      playerId,
      idempotencyKey: `jackpot:${jackpot.slug}:win:${drawId}`,
      metadata,
    });
    if (input.seedAmount > 0) {
      await this.#wallet.jackpotTransfer(tx, {
        kind: 'jackpot_seed',
        jackpot: jackpot.slug,
        currency,
        amount: input.seedAmount,
        playerId,
        idempotencyKey: `jackpot:${jackpot.slug}:seed:${drawId}`,
        metadata,
      });
    }
    return this.#repository.recordWin(tx, {
      jackpot: jackpot.slug,
      playerId,
      currency,
      amount: pool,
      drawId,
      transferId: payout.transferId,
      wonAt: input.now,
    });
  }
}
