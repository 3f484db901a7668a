import { type Currency, domainEvent, type PaymentFailureReason, transferEvent } from '@casino/contracts';
import type { PaymentRow, WithdrawalRow } from './cash.schema.ts';
import type { PaymentNotification } from './payment-provider.ts';

/** What a payment's event says: which payment, how much. */
function paymentPayload(payment: PaymentRow) {
  return { paymentId: payment.id, amount: payment.amount, currency: payment.currency as Currency };
}

function withdrawalPayload(withdrawal: WithdrawalRow) {
  return {
    withdrawalId: withdrawal.id,
    amount: withdrawal.amount,
    currency: withdrawal.currency as Currency,
  };
}

/**
 * The cash desk's outbox events (packages/contracts/src/events/cash-events.ts), each appended in the transaction
 * of the change it reports; those written with a ledger transfer get the transfer's id from the ledger.
 */
export const cashEvents = {
  depositCompleted: (payment: PaymentRow, completedAt: Date) =>
    transferEvent('DepositCompleted', payment.playerId, {
      ...paymentPayload(payment),
      bonusId: payment.bonusId,
      sportBettingBonusId: payment.sportBettingBonusId,
      occurredAt: completedAt.toISOString(),
    }),
  depositFailed: (payment: PaymentRow, failureReason: PaymentFailureReason) =>
    domainEvent('DepositFailed', payment.playerId, { ...paymentPayload(payment), failureReason }),
  /**
   * The deposit's new status: pending once the provider has it, then succeeded or failed. Pages showing the
   * payment follow it; the player is told of the outcome by `DepositCompleted` or `DepositFailed`.
   */
  paymentStatusChanged: (
    payment: PaymentRow,
    status: 'pending' | 'succeeded' | 'failed',
    failureReason: PaymentFailureReason | null = null,
  ) =>
    domainEvent('PaymentStatusChanged', payment.playerId, {
      ...paymentPayload(payment),
      status,
      failureReason,
    }),
  /** A notification that contradicts the payment: nothing was changed; operations must look at it. */
  paymentAnomaly: (payment: PaymentRow, notification: PaymentNotification, reason: string) =>
    domainEvent('PaymentAnomaly', payment.playerId, {
      ...paymentPayload(payment),
      reason,
      status: payment.status,
      notificationId: notification.notificationId,
      reported: {
        status: notification.status,
        amount: notification.amount,
        currency: notification.currency,
        providerPaymentId: notification.providerPaymentId,
      },
    }),
  withdrawalRequested: (withdrawal: WithdrawalRow) =>
    transferEvent('WithdrawalRequested', withdrawal.playerId, withdrawalPayload(withdrawal)),
  withdrawalApproved: (withdrawal: WithdrawalRow) =>
    domainEvent('WithdrawalApproved', withdrawal.playerId, withdrawalPayload(withdrawal)),
  withdrawalCanceled: (withdrawal: WithdrawalRow) =>
    transferEvent('WithdrawalCanceled', withdrawal.playerId, withdrawalPayload(withdrawal)),
  withdrawalRejected: (withdrawal: WithdrawalRow, reason: string) =>
    transferEvent('WithdrawalRejected', withdrawal.playerId, { ...withdrawalPayload(withdrawal), reason }),
  withdrawalPaid: (withdrawal: WithdrawalRow, providerPayoutId: string) =>
    transferEvent('WithdrawalPaid', withdrawal.playerId, {
      ...withdrawalPayload(withdrawal),
      providerPayoutId,
    }),
};
