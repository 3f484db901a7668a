import { z } from 'zod';
import { PAYMENT_FAILURE_REASONS } from '../cash-codes.ts';
import { currencySchema } from '../schemas.ts';
import { defineEvent, minorUnits } from './define-event.ts';

const payment = { paymentId: z.string(), amount: minorUnits, currency: currencySchema };
const withdrawal = { withdrawalId: z.string(), amount: minorUnits, currency: currencySchema };
/** The ledger transfer the event was written with (filled in by the ledger: see `transferEvent`). */
const carried = { transferId: z.number().int() };
const failureReason = z.enum(PAYMENT_FAILURE_REASONS);

/**
 * A deposit credited to the player's real balance (the notification that proved it was verified), with the bonus
 * the player chose for it (`bonus_id` of the deposit; null: none), which the bonuses module then grants. Events
 * written before the field existed read as null.
 */
export const depositCompletedEvent = defineEvent({
  type: 'DepositCompleted',
  version: 1,
  scope: 'player',
  payload: z.object({
    ...payment,
    ...carried,
    bonusId: z.number().int().positive().nullable().default(null),
    /** The sport bonus the player chose for it instead (`sport_betting_bonus_id`; null: none). */
    sportBettingBonusId: z.number().int().positive().nullable().default(null),
    /**
     * When it was credited by the casino's clock (the dice count a deposit in the day or week it was made). Events
     * written before the field existed read the time the event was stored.
     */
    occurredAt: z.iso.datetime().optional(),
  }),
});

export const depositFailedEvent = defineEvent({
  type: 'DepositFailed',
  version: 1,
  scope: 'player',
  payload: z.object({ ...payment, failureReason }),
});

/** A deposit's status moved: pending once the provider has it, then succeeded or failed. */
export const paymentStatusChangedEvent = defineEvent({
  type: 'PaymentStatusChanged',
  version: 1,
  scope: 'player',
  payload: z.object({
    ...payment,
    status: z.enum(['pending', 'succeeded', 'failed']),
    failureReason: failureReason.nullable(),
  }),
});

/** A provider's notification contradicted the payment: nothing changed; operations must look at it. */
export const paymentAnomalyEvent = defineEvent({
  type: 'PaymentAnomaly',
  version: 1,
  scope: 'player',
  payload: z.object({
    ...payment,
    reason: z.string(),
    /** The payment's own status when the notification came. */
    status: z.string(),
    notificationId: z.string(),
    reported: z.object({
      status: z.enum(['succeeded', 'failed', 'pending']),
      amount: minorUnits,
      currency: currencySchema,
      providerPaymentId: z.string(),
    }),
  }),
});

export const withdrawalRequestedEvent = defineEvent({
  type: 'WithdrawalRequested',
  version: 1,
  scope: 'player',
  payload: z.object({ ...withdrawal, ...carried }),
});

export const withdrawalApprovedEvent = defineEvent({
  type: 'WithdrawalApproved',
  version: 1,
  scope: 'player',
  payload: z.object(withdrawal),
});

/** The player canceled their pending withdrawal; the money is back on their real balance. */
export const withdrawalCanceledEvent = defineEvent({
  type: 'WithdrawalCanceled',
  version: 1,
  scope: 'player',
  payload: z.object({ ...withdrawal, ...carried }),
});

/** An operator (or the provider) refused the withdrawal; the money is back on the player's real balance. */
export const withdrawalRejectedEvent = defineEvent({
  type: 'WithdrawalRejected',
  version: 1,
  scope: 'player',
  payload: z.object({ ...withdrawal, ...carried, reason: z.string() }),
});

export const withdrawalPaidEvent = defineEvent({
  type: 'WithdrawalPaid',
  version: 1,
  scope: 'player',
  payload: z.object({ ...withdrawal, ...carried, providerPayoutId: z.string() }),
});
