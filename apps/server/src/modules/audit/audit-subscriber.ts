import type { DomainEventType } from '@casino/contracts';
import type { OutboxSubscriber } from '../../platform/events/relay.ts';
import { writeAuditRecord } from './audit-trail.ts';

/** The money events whose state changes the audit trail keeps, with the action each is recorded as. */
const AUDITED_EVENTS: Partial<Record<DomainEventType, string>> = {
  PaymentStatusChanged: 'payment.status_changed',
  DepositCompleted: 'payment.deposit_completed',
  DepositFailed: 'payment.deposit_failed',
  PaymentAnomaly: 'payment.anomaly',
  WithdrawalRequested: 'withdrawal.requested',
  WithdrawalApproved: 'withdrawal.approved',
  WithdrawalRejected: 'withdrawal.rejected',
  WithdrawalCanceled: 'withdrawal.canceled',
  WithdrawalPaid: 'withdrawal.paid',
};

/**
 * Payment and withdrawal state changes, recorded from the outbox: every path that changes them (a player's
 * request, a provider's notification, a job, an operator) already appends its event in the same transaction, so
 * reading the stream misses none. The event's time is the record's; the actor is the cash desk acting on it
 * (an operator's own decision is recorded where they make it, with their name).
 */
export function auditSubscriber(): OutboxSubscriber {
  return {
    name: 'audit-trail',
    async handle(event, tx) {
      const action = AUDITED_EVENTS[event.type];
      if (!action) return;
      await writeAuditRecord(
        tx,
        event.createdAt,
        { actor: { kind: 'system', id: 'cash' }, requestId: null },
        { playerId: event.playerId, action, after: event.payload, reason: `outbox event ${event.id}` },
      );
    },
  };
}
