import type { Currency } from '@casino/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { appendOutboxEvents } from '../../../platform/events/append-outbox-events.ts';
import type { RelayedEventOf } from '../../../platform/events/relayed-event.ts';
import type { WalletService } from '../../wallet/index.ts';
import type { BonusesRepository } from '../bonuses.repository.ts';
import type { InsuranceRepository, PlayerInsuranceRow } from './insurance.repository.ts';
import type { InsuranceRestore } from './insurance-restore.ts';
import { coverEnd } from './insurance-terms.ts';
import { insuranceChanged } from './insurance-view.ts';

interface Deps {
  clock: Clock;
  repository: InsuranceRepository;
  wallet: Pick<WalletService, 'realEntry'>;
  bonuses: Pick<BonusesRepository, 'lockPlayer'>;
  restore: InsuranceRestore;
}

/**
 * Deposit insurance from the outbox, in the bonuses subscriber's transaction (so each event is worked once, with
 * the subscriber's position): a credited deposit is insured by the player's opted-in insurance, or rejects it under
 * the minimum; a stake that leaves the real balance at or below the loss threshold within the window restores the
 * deposit once; a withdrawal asked for rejects a live insurance. Each takes the player's bonus lock, then the
 * insurance's row lock, and looks at its status there, so a replayed event changes nothing.
 */
export class InsuranceCover {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** `DepositCompleted`: the window runs from the deposit's credit, its ledger transfer's time. */
  async deposited(tx: Db, event: RelayedEventOf<'DepositCompleted'>): Promise<void> {
    const { paymentId, amount, currency, transferId } = event.payload;
    const insurance = await this.#live(tx, event.playerId, currency, ['active']);
    if (!insurance) return;
    if (amount < insurance.minDeposit) {
      await this.#reject(tx, insurance, 'deposit_below_min');
      return;
    }
    const credited = await this.#deps.wallet.realEntry(event.playerId, transferId, tx);
    const coveredAt = credited?.createdAt ?? this.#deps.clock.now();
    const covering = await this.#deps.repository.update(tx, insurance.id, {
      status: 'covering',
      paymentId,
      depositAmount: amount,
      coveredAt,
      coverEndsAt: coverEnd(insurance, coveredAt),
    });
    await appendOutboxEvents(tx, [insuranceChanged(covering, insurance.status)]);
  }

  /**
   * `BetPlaced`: a stake is what lowers the real balance in play (wins and refunds raise it, a withdrawal rejects
   * the insurance), so the real balance right after the stake's own transfer tells whether the deposit was lost
   * then, whatever was deposited or won between the stake and this read, and the transfer's time whether it was
   * within the window. A stake of bonus money only leaves the real balance as it was: the stake that lowered it
   * was judged already.
   */
  async staked(tx: Db, event: RelayedEventOf<'BetPlaced'>): Promise<void> {
    const { currency, transferId, real } = event.payload;
    if (real <= 0) return;
    const insurance = await this.#live(tx, event.playerId, currency, ['covering']);
    if (!insurance?.coverEndsAt) return;
    const staked = await this.#deps.wallet.realEntry(event.playerId, transferId, tx);
    if (!staked || staked.createdAt > insurance.coverEndsAt) return;
    if (staked.balanceAfter > insurance.lossThreshold) return;
    await this.#deps.restore.restore(tx, insurance);
  }

  /** `WithdrawalRequested`: money taken out while insured would let a player keep a win and claim a loss. */
  async withdrawn(tx: Db, event: RelayedEventOf<'WithdrawalRequested'>): Promise<void> {
    const insurance = await this.#live(tx, event.playerId, event.payload.currency, ['active', 'covering']);
    if (insurance) await this.#reject(tx, insurance, 'withdrawal');
  }

  /**
   * The player's live insurance in one of `statuses`, under their bonus lock and its row lock. Most players have
   * none, and most events are stakes: those are answered by one read, with no lock taken.
   */
  async #live(
    tx: Db,
    playerId: number,
    currency: Currency,
    statuses: readonly PlayerInsuranceRow['status'][],
  ): Promise<PlayerInsuranceRow | undefined> {
    const { repository, bonuses } = this.#deps;
    if (!(await repository.hasLive(tx, playerId, currency, statuses))) return undefined;
    await bonuses.lockPlayer(tx, playerId);
    return repository.lockLive(tx, playerId, currency, statuses);
  }

  async #reject(
    tx: Db,
    insurance: PlayerInsuranceRow,
    reason: NonNullable<PlayerInsuranceRow['rejectReason']>,
  ): Promise<void> {
    const rejected = await this.#deps.repository.update(tx, insurance.id, {
      status: 'rejected',
      rejectReason: reason,
      closedAt: this.#deps.clock.now(),
    });
    await appendOutboxEvents(tx, [insuranceChanged(rejected, insurance.status)]);
  }
}
