import type { Currency, WithdrawalStatus } from '@casino/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { currentAuditContext, writeAuditRecord } from '../audit/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { cashErrors } from './cash.errors.ts';
import type { WithdrawalRow } from './cash.schema.ts';
import { cashEvents } from './cash-events.ts';
import { appendOutboxEvents } from './cash-outbox.ts';
import type { PayoutResult } from './payment-provider.ts';
import type { PaymentProviders } from './payment-providers.ts';
import { isUuid } from './uuid.ts';
import { returnWithdrawal } from './withdrawal-return.ts';
import type { WithdrawalsRepository } from './withdrawals.repository.ts';

/**
 * The operator's side of withdrawals (a development command until a back office exists): approve a pending one,
 * reject a pending or approved one (its hold returns to the player), pay an approved one. Paying claims the
 * withdrawal first, so it cannot be rejected while the provider pays it, then sends the payout (idempotent per
 * withdrawal at the provider), then settles the hold to the provider's clearing account.
 */
export class WithdrawalReviewService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #log: FastifyBaseLogger;
  readonly #withdrawals: WithdrawalsRepository;
  readonly #wallet: WalletService;
  readonly #providers: PaymentProviders;

  constructor(deps: {
    db: Db;
    clock: Clock;
    log: FastifyBaseLogger;
    withdrawals: WithdrawalsRepository;
    wallet: WalletService;
    providers: PaymentProviders;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#log = deps.log;
    this.#withdrawals = deps.withdrawals;
    this.#wallet = deps.wallet;
    this.#providers = deps.providers;
  }

  /** Withdrawals waiting for a decision or a payout, oldest first. */
  queue(): Promise<WithdrawalRow[]> {
    return this.#withdrawals.listByStatus(['pending', 'approved']);
  }

  /** The back office's queue: withdrawals in these states, of one player or all, oldest first. */
  list(filter: {
    statuses: WithdrawalStatus[];
    playerId?: number | undefined;
    limit: number;
    offset?: number;
  }) {
    return this.#withdrawals.list(filter);
  }

  /** One withdrawal, whoever's it is (the caller checks the player is of its brand). */
  find(withdrawalId: string): Promise<WithdrawalRow | undefined> {
    return isUuid(withdrawalId) ? this.#withdrawals.findById(withdrawalId) : Promise.resolve(undefined);
  }

  /** Approves a pending withdrawal for payout; the operator's reason, when they give one, is audited with it. */
  approve(withdrawalId: string, reason: string | null = null): Promise<WithdrawalRow> {
    return this.#locked(withdrawalId, async (tx, withdrawal) => {
      if (withdrawal.status !== 'pending')
        throw cashErrors.withdrawalTransition(withdrawal.status, 'approved');
      await this.#audit(tx, withdrawal, 'approved', reason);
      await appendOutboxEvents(tx, [cashEvents.withdrawalApproved(withdrawal)]);
      return this.#withdrawals.update(tx, withdrawal.id, {
        status: 'approved',
        updatedAt: this.#clock.now(),
      });
    });
  }

  reject(withdrawalId: string, reason: string): Promise<WithdrawalRow> {
    return this.#locked(withdrawalId, async (tx, withdrawal) => {
      const rejectable = withdrawal.status === 'pending' || withdrawal.status === 'approved';
      if (!rejectable || withdrawal.payoutStartedAt) {
        throw cashErrors.withdrawalTransition(withdrawal.status, 'rejected');
      }
      await this.#audit(tx, withdrawal, 'rejected', reason);
      return returnWithdrawal(
        tx,
        { wallet: this.#wallet, withdrawals: this.#withdrawals, clock: this.#clock },
        withdrawal,
        { status: 'rejected', reason },
      );
    });
  }

  /**
   * Pays an approved withdrawal out. A payout the provider refuses releases the claim (the withdrawal can then be
   * rejected); a provider that does not answer leaves it claimed, and paying again resumes it.
   */
  async pay(withdrawalId: string): Promise<WithdrawalRow> {
    const claimed = await this.#locked(withdrawalId, async (tx, withdrawal) => {
      if (withdrawal.status !== 'approved') throw cashErrors.withdrawalTransition(withdrawal.status, 'paid');
      // Whoever sends the payout (or resends one the provider did not answer) is on the record, under their name.
      await writeAuditRecord(tx, this.#clock.now(), await currentAuditContext(), {
        playerId: withdrawal.playerId,
        action: 'withdrawal.payout_sent',
        before: { withdrawalId: withdrawal.id, status: withdrawal.status },
        after: { withdrawalId: withdrawal.id, status: withdrawal.status, provider: withdrawal.provider },
      });
      if (withdrawal.payoutStartedAt) return withdrawal;
      const now = this.#clock.now();
      return this.#withdrawals.update(tx, withdrawal.id, { payoutStartedAt: now, updatedAt: now });
    });
    const result = await this.#payout(claimed);
    if (result.status === 'failed') {
      await this.#locked(withdrawalId, (tx, withdrawal) =>
        this.#withdrawals.update(tx, withdrawal.id, { payoutStartedAt: null, updatedAt: this.#clock.now() }),
      );
      throw cashErrors.payoutFailed(result.reason);
    }
    return this.#locked(withdrawalId, async (tx, withdrawal) => {
      if (withdrawal.status === 'paid') return withdrawal;
      if (withdrawal.holdTransferId === null) throw new Error(`withdrawal ${withdrawal.id} has no hold`);
      await this.#wallet.closeHold(
        {
          transferId: withdrawal.holdTransferId,
          playerId: withdrawal.playerId,
          how: { settle: { provider: withdrawal.provider } },
          kind: 'withdrawal_payout',
          metadata: { withdrawalId: withdrawal.id, providerPayoutId: result.providerPayoutId },
          events: [cashEvents.withdrawalPaid(withdrawal, result.providerPayoutId)],
        },
        tx,
      );
      return this.#withdrawals.update(tx, withdrawal.id, {
        status: 'paid',
        providerPayoutId: result.providerPayoutId,
        updatedAt: this.#clock.now(),
      });
    });
  }

  /** The reviewer's decision, under their name (the withdrawals command acts as the operator running it). */
  async #audit(tx: Db, withdrawal: WithdrawalRow, decision: 'approved' | 'rejected', reason: string | null) {
    await writeAuditRecord(tx, this.#clock.now(), await currentAuditContext(), {
      playerId: withdrawal.playerId,
      action: 'withdrawal.reviewed',
      before: { withdrawalId: withdrawal.id, status: withdrawal.status },
      after: { withdrawalId: withdrawal.id, status: decision },
      reason,
    });
  }

  async #payout(withdrawal: WithdrawalRow): Promise<PayoutResult> {
    const configured = this.#providers.get(withdrawal.provider);
    if (!configured) throw cashErrors.providerUnavailable();
    try {
      return await configured.provider.payout({
        withdrawalId: withdrawal.id,
        amount: withdrawal.amount,
        currency: withdrawal.currency as Currency,
        destination: withdrawal.destination,
      });
    } catch (error) {
      this.#log.warn(
        { err: error, withdrawalId: withdrawal.id },
        'the payment provider did not answer a payout',
      );
      throw cashErrors.providerUnavailable();
    }
  }

  /** Runs `change` on the withdrawal locked in a transaction; 404 when there is none. */
  #locked(
    withdrawalId: string,
    change: (tx: Db, withdrawal: WithdrawalRow) => Promise<WithdrawalRow>,
  ): Promise<WithdrawalRow> {
    if (!isUuid(withdrawalId)) return Promise.reject(cashErrors.withdrawalNotFound());
    return this.#db.transaction(async (tx) => {
      const withdrawal = await this.#withdrawals.lock(tx, withdrawalId);
      if (!withdrawal) throw cashErrors.withdrawalNotFound();
      return change(tx, withdrawal);
    });
  }
}
