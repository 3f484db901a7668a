import type { SandboxPaymentResponse } from '@casino/contracts';
import type { SandboxPaymentState } from './sandbox-psp.schema.ts';

/**
 * The state machine of a payment: pending -> requires_challenge -> succeeded | failed; a succeeded payment may
 * be refunded to its card by the merchant. Succeeded, failed and refunded are final for the payer.
 */
const TRANSITIONS: Record<SandboxPaymentState, readonly SandboxPaymentState[]> = {
  pending: ['requires_challenge', 'succeeded', 'failed'],
  requires_challenge: ['succeeded', 'failed'],
  succeeded: ['refunded'],
  failed: [],
  refunded: [],
};

export function isFinished(state: SandboxPaymentState): state is 'succeeded' | 'failed' | 'refunded' {
  return state === 'succeeded' || state === 'failed' || state === 'refunded';
}

/** A programming error, not a player's: callers check the payment's step under its row lock first. */
export function assertTransition(from: SandboxPaymentState, to: SandboxPaymentState): void {
  if (!TRANSITIONS[from].includes(to)) throw new Error(`sandbox payment cannot go from ${from} to ${to}`);
}

/** The merchant sees a challenge in progress as pending. */
export function merchantStatus(state: SandboxPaymentState): SandboxPaymentResponse['status'] {
  return state === 'requires_challenge' ? 'pending' : state;
}
