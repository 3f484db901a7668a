import { randomUUID } from 'node:crypto';
import type { SandboxPayoutRequest, SandboxPayoutResponse } from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import { cardExpired } from './card-validation.ts';
import { ibanValid } from './iban.ts';
import { sandboxPspErrors } from './sandbox-psp.errors.ts';
import type { Executor, SandboxPspRepository } from './sandbox-psp.repository.ts';
import type { SandboxPayoutRow } from './sandbox-psp.schema.ts';

/**
 * Payouts of withdrawals: recorded once per merchant reference and decided at once, paid to a saved card or
 * an IBAN. An unknown or expired card and an IBAN with a wrong checksum fail with a reason.
 */
export class SandboxPayoutsService {
  readonly #repository: SandboxPspRepository;
  readonly #clock: Clock;

  constructor(deps: { repository: SandboxPspRepository; clock: Clock }) {
    this.#repository = deps.repository;
    this.#clock = deps.clock;
  }

  async pay(request: SandboxPayoutRequest): Promise<SandboxPayoutResponse> {
    const destination =
      'cardToken' in request.destination
        ? { destinationKind: 'card' as const, destination: request.destination.cardToken }
        : { destinationKind: 'iban' as const, destination: request.destination.iban };
    const payout = await this.#repository.transaction(async (tx) => {
      const existing = await this.#repository.payoutByReference(tx, request.merchantReference);
      if (existing) return sameRequest(existing, request, destination);
      const failureReason = await this.#refusal(tx, destination);
      const inserted = await this.#repository.insertPayout(tx, {
        id: randomUUID(),
        merchantReference: request.merchantReference,
        amount: request.amount,
        currency: request.currency,
        ...destination,
        status: failureReason ? 'failed' : 'paid',
        failureReason,
        createdAt: this.#clock.now(),
      });
      if (inserted) return inserted;
      // A concurrent payout with the same reference committed first.
      const winner = await this.#repository.payoutByReference(tx, request.merchantReference);
      if (!winner) throw new Error(`payout ${request.merchantReference} neither inserted nor found`);
      return sameRequest(winner, request, destination);
    });
    return payout.status === 'paid'
      ? { id: payout.id, status: 'paid' }
      : { id: payout.id, status: 'failed', reason: payout.failureReason ?? 'refused' };
  }

  latest(limit: number): Promise<SandboxPayoutRow[]> {
    return this.#repository.latestPayouts(limit);
  }

  async #refusal(
    tx: Executor,
    target: { destinationKind: 'card' | 'iban'; destination: string },
  ): Promise<string | null> {
    if (target.destinationKind === 'iban') return ibanValid(target.destination) ? null : 'invalid_iban';
    const card = await this.#repository.card(tx, target.destination);
    if (!card) return 'unknown_card';
    return cardExpired(card, this.#clock.now()) ? 'card_expired' : null;
  }
}

/** A retry must ask for the same payout; the same reference with other details is a conflict. */
function sameRequest(
  payout: SandboxPayoutRow,
  request: SandboxPayoutRequest,
  target: { destinationKind: 'card' | 'iban'; destination: string },
): SandboxPayoutRow {
  const same =
    payout.amount === request.amount &&
    payout.currency === request.currency &&
    payout.destinationKind === target.destinationKind &&
    payout.destination === target.destination;
  if (!same) throw sandboxPspErrors.idempotencyConflict(request.merchantReference);
  return payout;
}
