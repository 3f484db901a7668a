import { randomUUID } from 'node:crypto';
import { SANDBOX_SIGNATURE_HEADER, type SandboxNotification, type SavedCard } from '@casino/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { notificationSignature } from './notification-signature.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import { merchantStatus } from './payment-state.ts';
import type { Executor } from './sandbox-psp.repository.ts';
import type { SandboxNotificationRow, SandboxPaymentRow } from './sandbox-psp.schema.ts';

/** After this many failed attempts (about 14 hours of backoff) a notification is given up. */
export const MAX_DELIVERY_ATTEMPTS = 25;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 60 * 60 * 1_000;
/** How long a claimed attempt may take before another node may try again: longer than the request timeout. */
const CLAIM_LEASE_MS = 60_000;
const REQUEST_TIMEOUT_MS = 10_000;
const BATCH_SIZE = 50;

/** Exponential backoff after the given attempt failed: 1 s, 2 s, 4 s ... capped at one hour. */
export function retryDelayMs(failedAttempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** (failedAttempt - 1), MAX_RETRY_MS);
}

export interface NotificationDeliveryDependencies {
  repository: NotificationsRepository;
  /** The HMAC key notifications are signed with (the casino's PAYMENTS_WEBHOOK_SECRET). */
  secret: string;
  clock: Clock;
  fetch: typeof fetch;
  log: FastifyBaseLogger;
}

/**
 * The notification outbox: a status change enqueues its notification in the change's own transaction; the
 * first attempt is made as soon as the change commits, and the delivery job retries what failed with
 * exponential backoff until the merchant answers 2xx, delivering every notification at least once.
 */
export class NotificationDelivery {
  readonly #repository: NotificationsRepository;
  readonly #secret: string;
  readonly #clock: Clock;
  readonly #fetch: typeof fetch;
  readonly #log: FastifyBaseLogger;

  constructor(deps: NotificationDeliveryDependencies) {
    this.#repository = deps.repository;
    this.#secret = deps.secret;
    this.#clock = deps.clock;
    this.#fetch = deps.fetch;
    this.#log = deps.log;
  }

  /** Adds the notification of the payment's current status, inside the caller's transaction. */
  async enqueue(executor: Executor, payment: SandboxPaymentRow, savedCard?: SavedCard): Promise<string> {
    const id = randomUUID();
    const now = this.#clock.now();
    const status = merchantStatus(payment.state);
    // The payer's outcomes are notified; a refund is the merchant's own call, answered when made.
    if (status === 'refunded') throw new Error(`payment ${payment.id}: a refund is not notified`);
    const body: SandboxNotification = {
      id,
      type: 'payment.updated',
      occurredAt: now.toISOString(),
      payment: {
        id: payment.id,
        merchantReference: payment.merchantReference,
        status,
        amount: payment.amount,
        currency: payment.currency as SandboxNotification['payment']['currency'],
        ...(payment.failureReason ? { failureReason: payment.failureReason } : {}),
        ...(savedCard ? { savedCard } : {}),
      },
    };
    await this.#repository.enqueue(executor, {
      id,
      paymentId: payment.id,
      url: payment.notificationUrl,
      body: JSON.stringify(body),
      nextAttemptAt: now,
      createdAt: now,
    });
    return id;
  }

  /** The first attempt of notifications just committed, without waiting for the job's next round. */
  async deliverNow(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const now = this.#clock.now();
    const claims = await this.#repository.claimDue(now, this.#leaseEnd(now), ids.length, ids);
    await Promise.all(claims.map((claim) => this.#attempt(claim)));
  }

  /** One round of the delivery job: attempts every due notification, up to a batch. */
  async deliverDue(): Promise<number> {
    const now = this.#clock.now();
    const claims = await this.#repository.claimDue(now, this.#leaseEnd(now), BATCH_SIZE);
    await Promise.all(claims.map((claim) => this.#attempt(claim)));
    return claims.length;
  }

  #leaseEnd(now: Date): Date {
    return new Date(now.getTime() + CLAIM_LEASE_MS);
  }

  async #attempt(claim: SandboxNotificationRow): Promise<void> {
    let error: string;
    try {
      const response = await this.#fetch(claim.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'sandbox-psp-notifications/1',
          [SANDBOX_SIGNATURE_HEADER]: notificationSignature(this.#secret, claim.body, this.#clock.now()),
        },
        body: claim.body,
        // A redirect is not an acknowledgement: the merchant must answer 2xx at the URL it gave.
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) {
        await this.#repository.recordAttempt(claim, { status: 'delivered', at: this.#clock.now() });
        return;
      }
      error = `HTTP ${response.status}`;
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
    }
    error = error.slice(0, 500);
    if (claim.attempts >= MAX_DELIVERY_ATTEMPTS) {
      this.#log.warn({ notificationId: claim.id, attempts: claim.attempts, error }, 'notification abandoned');
      await this.#repository.recordAttempt(claim, { status: 'abandoned', error });
      return;
    }
    const nextAttemptAt = new Date(this.#clock.now().getTime() + retryDelayMs(claim.attempts));
    this.#log.info(
      { notificationId: claim.id, attempts: claim.attempts, error },
      'notification will be retried',
    );
    await this.#repository.recordAttempt(claim, { status: 'pending', nextAttemptAt, error });
  }
}
