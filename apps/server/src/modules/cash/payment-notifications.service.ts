import type { Currency } from '@casino/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { WalletService } from '../wallet/index.ts';
import type { NotificationOutcome, PaymentRow } from './cash.schema.ts';
import { cashEvents } from './cash-events.ts';
import { appendOutboxEvents } from './cash-outbox.ts';
import type { DepositGuard } from './deposits.service.ts';
import type { ExcludedDepositRefunds } from './excluded-deposit-refunds.ts';
import type { PaymentNotification } from './payment-provider.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import type { PlayerCashRepository } from './player-cash.repository.ts';
import { isUuid } from './uuid.ts';

/**
 * Applies verified provider notifications to deposits: the only way a deposit is credited. The payment row is
 * locked while a notification is applied, and the credit, the status and the events commit together, so any
 * number of copies of a notification, in parallel or in any order, credit a payment once. Terminal states never
 * change; a notification that contradicts the payment (another amount or currency) changes nothing and is
 * reported as a `PaymentAnomaly`. Every notification is acknowledged, so the provider stops resending it. A
 * deposit paid while its player is excluded is refused and returned to its card instead of credited.
 */
export class PaymentNotificationsService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #log: FastifyBaseLogger;
  readonly #payments: PaymentsRepository;
  readonly #playerCash: PlayerCashRepository;
  readonly #wallet: WalletService;
  readonly #guard: Pick<DepositGuard, 'assertNotExcluded'>;
  readonly #refunds: ExcludedDepositRefunds;

  constructor(deps: {
    db: Db;
    clock: Clock;
    log: FastifyBaseLogger;
    payments: PaymentsRepository;
    playerCash: PlayerCashRepository;
    wallet: WalletService;
    guard: Pick<DepositGuard, 'assertNotExcluded'>;
    refunds: ExcludedDepositRefunds;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#log = deps.log;
    this.#payments = deps.payments;
    this.#playerCash = deps.playerCash;
    this.#wallet = deps.wallet;
    this.#guard = deps.guard;
    this.#refunds = deps.refunds;
  }

  async apply(provider: string, notification: PaymentNotification): Promise<NotificationOutcome> {
    return this.#db.transaction(async (tx) => {
      const payment = isUuid(notification.paymentId)
        ? await this.#payments.lock(tx, notification.paymentId)
        : undefined;
      const outcome =
        payment && payment.provider === provider
          ? await this.#applyTo(tx, payment, notification)
          : 'unknown_payment';
      if (outcome === 'unknown_payment') {
        this.#log.warn({ provider, notification }, 'a payment notification names no payment of ours');
      }
      await this.#payments.recordNotification(tx, provider, notification, outcome, this.#clock.now());
      return outcome;
    });
  }

  async #applyTo(
    tx: Db,
    payment: PaymentRow,
    notification: PaymentNotification,
  ): Promise<NotificationOutcome> {
    const contradiction = contradictionOf(payment, notification);
    if (contradiction) return this.#anomaly(tx, payment, notification, contradiction);
    if (payment.status === 'succeeded' || payment.status === 'failed') {
      // The provider taking money for a payment we closed as failed needs a person to look at it.
      if (payment.status === 'failed' && notification.status === 'succeeded') {
        await this.#anomaly(tx, payment, notification, 'succeeded_after_failure');
      }
      return 'ignored';
    }
    const now = this.#clock.now();
    switch (notification.status) {
      case 'pending':
        if (payment.status !== 'created') return 'ignored';
        await this.#payments.markPending(tx, payment.id, notification.providerPaymentId, now);
        await appendOutboxEvents(tx, [cashEvents.paymentStatusChanged(payment, 'pending')]);
        return 'pending';
      case 'failed': {
        const reason = notification.failureReason ?? 'declined';
        await this.#payments.complete(tx, payment.id, { status: 'failed', failureReason: reason }, now);
        await appendOutboxEvents(tx, [
          cashEvents.paymentStatusChanged(payment, 'failed', reason),
          cashEvents.depositFailed(payment, reason),
        ]);
        return 'failed';
      }
      case 'succeeded': {
        // Started before the player excluded themselves and paid after: returned, never credited.
        const exclusion = await this.#exclusionOf(tx, payment.playerId);
        if (exclusion) {
          await this.#refunds.refuse(tx, payment, notification.providerPaymentId, now, exclusion.till);
          return 'refunded';
        }
        await this.#wallet.creditDeposit(tx, {
          playerId: payment.playerId,
          currency: payment.currency as Currency,
          amount: payment.amount,
          provider: payment.provider,
          paymentId: payment.id,
          events: [
            cashEvents.paymentStatusChanged(payment, 'succeeded'),
            cashEvents.depositCompleted(payment, now),
          ],
        });
        await this.#payments.complete(tx, payment.id, { status: 'succeeded' }, now);
        if (payment.saveCard && notification.savedCard) {
          await this.#playerCash.saveCard(
            tx,
            payment.playerId,
            payment.provider,
            notification.savedCard,
            now,
          );
        }
        return 'credited';
      }
    }
  }

  /** The player's exclusion in force, read under the lock that orders it with deposits; null when none. */
  async #exclusionOf(tx: Db, playerId: number): Promise<{ till: string | null } | null> {
    try {
      await this.#guard.assertNotExcluded(playerId, tx);
      return null;
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'self_excluded') throw error;
      const till = (error.details as { till?: unknown } | undefined)?.till;
      return { till: typeof till === 'string' ? till : null };
    }
  }

  async #anomaly(
    tx: Db,
    payment: PaymentRow,
    notification: PaymentNotification,
    reason: string,
  ): Promise<NotificationOutcome> {
    this.#log.warn({ paymentId: payment.id, reason, notification }, 'payment notification anomaly');
    await appendOutboxEvents(tx, [cashEvents.paymentAnomaly(payment, notification, reason)]);
    return 'mismatch';
  }
}

/** Why a notification cannot be about this payment as we know it, or undefined when it can. */
function contradictionOf(payment: PaymentRow, notification: PaymentNotification): string | undefined {
  if (notification.amount !== payment.amount) return 'amount_mismatch';
  if (notification.currency !== payment.currency) return 'currency_mismatch';
  if (payment.providerPaymentId && notification.providerPaymentId !== payment.providerPaymentId) {
    return 'provider_payment_mismatch';
  }
  return undefined;
}
