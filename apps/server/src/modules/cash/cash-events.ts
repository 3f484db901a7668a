import type { Currency, PaymentFailureReason } from '@casino/contracts';
import type { OutboxEvent } from '../../platform/events/outbox-event.ts';
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

/** The cash desk's outbox events, each appended in the transaction of the change it reports. */
export const cashEvents = {
  depositCompleted: (payment: PaymentRow): OutboxEvent => ({
    type: 'DepositCompleted',
    playerId: payment.playerId,
    payload: paymentPayload(payment),
  }),
  depositFailed: (payment: PaymentRow, failureReason: PaymentFailureReason): OutboxEvent => ({
    type: 'DepositFailed',
    playerId: payment.playerId,
    payload: { ...paymentPayload(payment), failureReason },
  }),
  /**
   * The deposit's new status: pending once the provider has it, then succeeded or failed. Pages showing the
   * payment follow it; the player is told of the outcome by `DepositCompleted` or `DepositFailed`.
   */
  paymentStatusChanged: (
    payment: PaymentRow,
    status: 'pending' | 'succeeded' | 'failed',
    failureReason: PaymentFailureReason | null = null,
  ): OutboxEvent => ({
    type: 'PaymentStatusChanged',
    playerId: payment.playerId,
    payload: { ...paymentPayload(payment), status, failureReason },
  }),
  /** A notification that contradicts the payment: nothing was changed; operations must look at it. */
  paymentAnomaly: (payment: PaymentRow, notification: PaymentNotification, reason: string): OutboxEvent => ({
    type: 'PaymentAnomaly',
    playerId: payment.playerId,
    payload: {
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
    },
  }),
  withdrawalRequested: (withdrawal: WithdrawalRow): OutboxEvent => ({
    type: 'WithdrawalRequested',
    playerId: withdrawal.playerId,
    payload: withdrawalPayload(withdrawal),
  }),
  withdrawalApproved: (withdrawal: WithdrawalRow): OutboxEvent => ({
    type: 'WithdrawalApproved',
    playerId: withdrawal.playerId,
    payload: withdrawalPayload(withdrawal),
  }),
  withdrawalClosed: (
    withdrawal: WithdrawalRow,
    status: 'canceled' | 'rejected' | 'paid',
    extra: Record<string, string | null> = {},
  ): OutboxEvent => ({
    type: { canceled: 'WithdrawalCanceled', rejected: 'WithdrawalRejected', paid: 'WithdrawalPaid' }[status],
    playerId: withdrawal.playerId,
    payload: { ...withdrawalPayload(withdrawal), ...extra },
  }),
};
