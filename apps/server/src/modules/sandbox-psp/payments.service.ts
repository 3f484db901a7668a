import { randomUUID } from 'node:crypto';
import type {
  SandboxPaymentRequest,
  SandboxPaymentResponse,
  SandboxRefundResponse,
  SavedCard,
} from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Rng } from '../../platform/rng.ts';
import {
  type CardFieldErrors,
  type CardForm,
  cardBrand,
  cardExpired,
  validateCard,
} from './card-validation.ts';
import { type PageStep, pageStep, paymentResponse } from './next-step.ts';
import type { NotificationDelivery } from './notification-delivery.ts';
import { assertTransition, isFinished } from './payment-state.ts';
import { sandboxPspErrors } from './sandbox-psp.errors.ts';
import type { Executor, SandboxPspRepository } from './sandbox-psp.repository.ts';
import {
  type PaymentCard,
  PROVIDER_LANGUAGE,
  type SandboxCardRow,
  type SandboxPaymentRow,
} from './sandbox-psp.schema.ts';
import {
  behaviourOf,
  CHALLENGE_CODE,
  type ChargeOutcome,
  chargeOutcome,
  type TestCard,
} from './test-cards.ts';

/** How long a hosted page, challenge or wallet sheet may stay unfinished before the payment expires. */
export const HOSTED_SESSION_MS = 30 * 60 * 1000;
/** How long the payer has to make a bank transfer. */
export const BANK_TRANSFER_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
const EXPIRY_BATCH = 100;

/** A change made under the payment's row lock, and the notifications to deliver once it commits. */
interface Moved {
  payment: SandboxPaymentRow;
  notifications: string[];
}

export interface SandboxPaymentsDependencies {
  repository: SandboxPspRepository;
  delivery: NotificationDelivery;
  clock: Clock;
  rng: Rng;
  /** Where browsers reach the sandbox's pages. */
  publicUrl: string;
}

/**
 * The sandbox's payments: the merchant API starts them, the browser pages move them through their state
 * machine (card entry, 3-D Secure, wallet sheet, bank transfer), and every change to a final state enqueues a
 * notification in the same transaction.
 */
export class SandboxPaymentsService {
  readonly #repository: SandboxPspRepository;
  readonly #delivery: NotificationDelivery;
  readonly #clock: Clock;
  readonly #rng: Rng;
  readonly #publicUrl: string;

  constructor(deps: SandboxPaymentsDependencies) {
    this.#repository = deps.repository;
    this.#delivery = deps.delivery;
    this.#clock = deps.clock;
    this.#rng = deps.rng;
    this.#publicUrl = deps.publicUrl;
  }

  /**
   * Starts a payment, or returns the one already started under the merchant reference when the details match.
   * A saved card is charged at once; a bank transfer is announced to the merchant as pending.
   */
  async start(request: SandboxPaymentRequest): Promise<SandboxPaymentResponse> {
    const moved = await this.#repository.transaction(async (tx): Promise<Moved> => {
      const existing = await this.#repository.paymentByReference(tx, request.merchantReference);
      if (existing) return { payment: this.#sameRequest(existing, request), notifications: [] };
      const savedCard = request.cardToken
        ? await this.#customerCard(tx, request.cardToken, request.customerId)
        : null;
      const now = this.#clock.now();
      const window = request.method === 'bank_transfer' ? BANK_TRANSFER_WINDOW_MS : HOSTED_SESSION_MS;
      const payment = await this.#repository.insertPayment(tx, {
        id: randomUUID(),
        merchantReference: request.merchantReference,
        customerId: request.customerId,
        method: request.method,
        amount: request.amount,
        currency: request.currency,
        state: 'pending',
        saveCard: request.saveCard,
        cardTokenId: savedCard?.tokenId ?? null,
        card: savedCard ? paymentCardOf(savedCard) : null,
        browserInfo: request.browserInfo ?? null,
        language: request.language ?? PROVIDER_LANGUAGE,
        returnSuccessUrl: request.returnUrls.success,
        returnFailUrl: request.returnUrls.fail,
        notificationUrl: request.notificationUrl,
        expiresAt: new Date(now.getTime() + window),
        createdAt: now,
      });
      if (!payment) {
        // A concurrent start with the same reference committed first.
        const winner = await this.#repository.paymentByReference(tx, request.merchantReference);
        if (!winner) throw new Error(`payment ${request.merchantReference} neither inserted nor found`);
        return { payment: this.#sameRequest(winner, request), notifications: [] };
      }
      if (savedCard) {
        const outcome: ChargeOutcome = cardExpired(savedCard, now)
          ? { state: 'failed', reason: 'expired' }
          : chargeOutcome(savedCard.behaviour);
        return this.#move(tx, payment, outcome);
      }
      if (request.method === 'bank_transfer') {
        return { payment, notifications: [await this.#delivery.enqueue(tx, payment)] };
      }
      return { payment, notifications: [] };
    });
    await this.#delivery.deliverNow(moved.notifications);
    return paymentResponse(moved.payment, this.#publicUrl);
  }

  /** The payment a page shows; an unfinished one past its expiry fails as expired first. */
  async view(id: string): Promise<SandboxPaymentRow | null> {
    const payment = await this.#repository.payment(this.#repository.db, id);
    if (!payment || isFinished(payment.state) || payment.expiresAt > this.#clock.now()) return payment;
    return this.#act(id, null, async (_tx, current) => ({ payment: current, notifications: [] }));
  }

  /**
   * The hosted card page's submission: an invalid card comes back with an error per field (nothing changes);
   * a valid one is charged as its test-card behaviour says.
   */
  async submitCard(
    id: string,
    form: CardForm,
  ): Promise<{ payment: SandboxPaymentRow; errors?: CardFieldErrors } | null> {
    const checked = validateCard(form, this.#clock.now());
    if (!checked.ok) {
      const payment = await this.view(id);
      return payment && { payment, errors: checked.errors };
    }
    const { number, brand, last4, expiryMonth, expiryYear } = checked.card;
    const card: PaymentCard = { brand, last4, expiryMonth, expiryYear, behaviour: behaviourOf(number) };
    const payment = await this.#act(id, 'pay', (tx, current) =>
      this.#move(tx, current, chargeOutcome(card.behaviour), card),
    );
    return payment && { payment };
  }

  /** The 3-D Secure page's answer: the right code passes, anything else (or cancel) fails the payment. */
  submitChallenge(id: string, code: string | null): Promise<SandboxPaymentRow | null> {
    const outcome: ChargeOutcome =
      code === CHALLENGE_CODE ? { state: 'succeeded' } : { state: 'failed', reason: 'authentication_failed' };
    return this.#act(id, '3ds', (tx, payment) => this.#move(tx, payment, outcome));
  }

  /** The wallet sheet's answer: pay with one of the wallet's cards, or cancel (declined). */
  submitWallet(id: string, choice: TestCard | 'cancel'): Promise<SandboxPaymentRow | null> {
    return this.#act(id, 'wallet', (tx, payment) => {
      if (choice === 'cancel') return this.#move(tx, payment, { state: 'failed', reason: 'declined' });
      const card: PaymentCard = {
        brand: cardBrand(choice.number),
        last4: choice.number.slice(-4),
        expiryMonth: 12,
        expiryYear: this.#clock.now().getUTCFullYear() + 3,
        behaviour: choice.behaviour,
      };
      return this.#move(tx, payment, chargeOutcome(choice.behaviour), card);
    });
  }

  /** The bank page's simulation of the payer's transfer arriving. */
  receiveBankTransfer(id: string): Promise<SandboxPaymentRow | null> {
    return this.#act(id, 'bank', (tx, payment) => this.#move(tx, payment, { state: 'succeeded' }));
  }

  /** One round of the expiry job: unfinished payments past their expiry fail as expired. */
  async expireOverdue(): Promise<number> {
    const moved = await this.#repository.transaction(async (tx) => {
      const overdue = await this.#repository.lockExpired(tx, this.#clock.now(), EXPIRY_BATCH);
      const changes: Moved[] = [];
      for (const payment of overdue) {
        changes.push(await this.#move(tx, payment, { state: 'failed', reason: 'expired' }));
      }
      return changes;
    });
    await this.#delivery.deliverNow(moved.flatMap((change) => change.notifications));
    return moved.length;
  }

  /**
   * The merchant's refund of a succeeded payment to the card it came from; a refunded one answers as it is.
   * Anything else (unknown, not paid) is refused: there is nothing to return.
   */
  async refund(id: string): Promise<SandboxRefundResponse> {
    return this.#repository.transaction(async (tx) => {
      const payment = await this.#repository.lockPayment(tx, id);
      if (!payment || (payment.state !== 'succeeded' && payment.state !== 'refunded')) {
        throw sandboxPspErrors.notRefundable();
      }
      if (payment.state === 'succeeded') {
        assertTransition(payment.state, 'refunded');
        await this.#repository.updatePayment(tx, payment.id, { state: 'refunded' });
      }
      return { id: payment.id, status: 'refunded' as const };
    });
  }

  /**
   * Runs a page's action under the payment's row lock when the payment still waits at that step, so a double
   * submission acts once; an expired payment fails instead. Notifications go out after the commit.
   */
  async #act(
    id: string,
    step: PageStep | null,
    action: (tx: Executor, payment: SandboxPaymentRow) => Promise<Moved>,
  ): Promise<SandboxPaymentRow | null> {
    const moved = await this.#repository.transaction(async (tx): Promise<Moved | null> => {
      const payment = await this.#repository.lockPayment(tx, id);
      if (!payment) return null;
      if (!isFinished(payment.state) && payment.expiresAt <= this.#clock.now()) {
        return this.#move(tx, payment, { state: 'failed', reason: 'expired' });
      }
      if (step !== null && pageStep(payment) !== step) return { payment, notifications: [] };
      return action(tx, payment);
    });
    if (!moved) return null;
    await this.#delivery.deliverNow(moved.notifications);
    return moved.payment;
  }

  /** Moves the payment to the outcome's state; a final state tokenizes the card if asked and notifies. */
  async #move(tx: Executor, payment: SandboxPaymentRow, outcome: ChargeOutcome, card?: PaymentCard) {
    assertTransition(payment.state, outcome.state);
    const finished = isFinished(outcome.state);
    const updated = await this.#repository.updatePayment(tx, payment.id, {
      state: outcome.state,
      failureReason: outcome.state === 'failed' ? outcome.reason : null,
      completedAt: finished ? this.#clock.now() : null,
      ...(card ? { card } : {}),
    });
    if (!finished) return { payment: updated, notifications: [] };
    const savedCard = updated.state === 'succeeded' ? await this.#saveCardIfAsked(tx, updated) : undefined;
    return { payment: updated, notifications: [await this.#delivery.enqueue(tx, updated, savedCard)] };
  }

  /** A card typed on the hosted page is tokenized once its payment succeeds, when the merchant asked. */
  async #saveCardIfAsked(tx: Executor, payment: SandboxPaymentRow): Promise<SavedCard | undefined> {
    if (!payment.saveCard || payment.method !== 'card' || payment.cardTokenId || !payment.card)
      return undefined;
    const { brand, last4, expiryMonth, expiryYear, behaviour } = payment.card;
    const saved = await this.#repository.saveCard(tx, {
      tokenId: `tok_${this.#rng.bytes(12).toString('hex')}`,
      customerId: payment.customerId,
      brand,
      last4,
      expiryMonth,
      expiryYear,
      behaviour,
      createdAt: this.#clock.now(),
    });
    return {
      tokenId: saved.tokenId,
      brand: saved.brand,
      last4: saved.last4,
      expiryMonth: saved.expiryMonth,
      expiryYear: saved.expiryYear,
    };
  }

  async #customerCard(tx: Executor, tokenId: string, customerId: string): Promise<SandboxCardRow> {
    const card = await this.#repository.card(tx, tokenId);
    // Another customer's token is answered like an unknown one: tokens are not guessable oracles.
    if (!card || card.customerId !== customerId) throw sandboxPspErrors.unknownCardToken();
    return card;
  }

  /** A retry must ask for the same payment; the same reference with other details is a conflict. */
  #sameRequest(payment: SandboxPaymentRow, request: SandboxPaymentRequest): SandboxPaymentRow {
    const same =
      payment.amount === request.amount &&
      payment.currency === request.currency &&
      payment.method === request.method &&
      payment.customerId === request.customerId &&
      payment.cardTokenId === (request.cardToken ?? null);
    if (!same) throw sandboxPspErrors.idempotencyConflict(request.merchantReference);
    return payment;
  }
}

function paymentCardOf(card: SandboxCardRow): PaymentCard {
  return {
    brand: card.brand,
    last4: card.last4,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    behaviour: card.behaviour,
  };
}
