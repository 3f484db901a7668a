/** The cash desk's facade: what other modules may ask about a player's payments. */
import type { Db } from '../../platform/db/database.ts';
import type { DepositListFilter, DepositRecord } from './payments.repository.ts';
import type { WithdrawalReviewService } from './withdrawal-review.service.ts';

/** What `app.cash` offers the other modules. */
export interface Cash {
  /** How many of the player's deposits fix their currency (completed ones, and open ones that may be credited). */
  depositsFixingCurrency(playerId: number): Promise<number>;
  /** What the player deposited since a moment, deposits on their way included (deposit limits count them). */
  depositedSince(tx: Db, playerId: number, since: Date): Promise<number>;
  /** Whether the player has given their tax ID (a real-money game may need it). */
  hasTaxId(playerId: number): Promise<boolean>;
  /**
   * How many of the player's deposits were credited before this payment (all of them when null): a deposit
   * bonus for the first deposit or the next ones asks.
   */
  depositsCreditedBefore(executor: Db, playerId: number, paymentId: string | null): Promise<number>;
  /** When the player's newest deposit was credited, or null: a bonus may need a recent deposit. */
  lastDepositAt(executor: Db, playerId: number): Promise<Date | null>;
  /** The players who gave this tax ID (RNOKPP), exactly: the back office finds players by a document's number. */
  playersWithTaxId(taxId: string): Promise<number[]>;
  /** The player's last deposit credited at or before a moment, or null (a withdrawal's risk flag). */
  lastCreditedDepositBefore(
    playerId: number,
    before: Date,
  ): Promise<{ amount: number; currency: string; completedAt: Date } | null>;
  /**
   * Deposits for the back office: of one status or all, of one player or all, newest first, a page of them
   * (`limit` from `offset`), with the method and the saved card charged. Of every brand: the caller keeps its own.
   */
  listDeposits(filter: DepositListFilter): Promise<DepositRecord[]>;
  /**
   * The operator's side of withdrawals (the back office): the queue, approving, rejecting (the hold returns to
   * the player) and paying out through the provider. Each decision is audited under the acting operator.
   */
  withdrawalReview: Pick<WithdrawalReviewService, 'list' | 'find' | 'approve' | 'reject' | 'pay'>;
}

export { createWithdrawalReview } from './create-cash-services.ts';
export type { DepositGuard } from './deposits.service.ts';
export type { DepositListFilter, DepositRecord } from './payments.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    cash: Cash;
  }
}
