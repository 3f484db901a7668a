import { createHash, randomUUID } from 'node:crypto';
import {
  type BrowserInfo,
  CURRENCY_BY_ID,
  type Currency,
  type DepositRequest,
  type DepositResponse,
  type Language,
  type MethodCheckRequest,
  type PaymentMethodSlug,
} from '@casino/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { WalletService } from '../wallet/index.ts';
import { cashErrors } from './cash.errors.ts';
import type { NewPaymentRow, PaymentRow } from './cash.schema.ts';
import { cashEvents } from './cash-events.ts';
import { appendOutboxEvents } from './cash-outbox.ts';
import type { CashPlayers } from './cash-players.ts';
import { depositReply } from './deposit-reply.ts';
import { PaymentMethodsService } from './payment-methods.service.ts';
import type { PaymentStart } from './payment-provider.ts';
import type { PaymentProviders } from './payment-providers.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import type { PlayerCashRepository } from './player-cash.repository.ts';
import { languageOf } from './player-language.ts';
import { isUnexpired } from './saved-cards.ts';

export interface DepositsDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  players: CashPlayers;
  methods: PaymentMethodsService;
  providers: PaymentProviders;
  payments: PaymentsRepository;
  playerCash: PlayerCashRepository;
  wallet: WalletService;
  /** Player protection: refuses deposits of excluded players and deposits over a limit. */
  guard: DepositGuard;
  /** The web's deposit result routes, where the provider's pages send the browser when the payment ends. */
  returnUrls: { success: string; fail: string };
}

/**
 * What the cash desk asks player protection before it records a deposit. `assertCanDeposit` runs in the
 * transaction that records the payment and keeps the player's limits locked until it ends, so two deposits
 * started at once are counted one after the other.
 */
export interface DepositGuard {
  assertCanDeposit(tx: Db, playerId: number, amount: number): Promise<void>;
  /** Refuses (444) while the player's time-out or self-exclusion is in force; in `tx` when given. */
  assertNotExcluded(playerId: number, tx?: Db): Promise<void>;
}

/**
 * Starting deposits and reading them. A deposit is recorded before the provider hears of it, under the player's
 * idempotency key, so a retried request finds the same payment; money is credited only by a verified
 * notification (payment-notifications.service.ts), never here.
 */
export class DepositsService {
  readonly #deps: DepositsDeps;

  constructor(deps: DepositsDeps) {
    this.#deps = deps;
  }

  async start(playerId: number, request: DepositRequest): Promise<DepositResponse> {
    const { players, methods, payments, clock } = this.#deps;
    // Spec section 8: a self-excluded player's deposit (token pay included) is 444 before anything else is said.
    await this.#deps.guard.assertNotExcluded(playerId);
    const player = await players.atCashDesk(playerId);
    const currency = CURRENCY_BY_ID[request.currency_id];
    const { method, limits } = await methods.choose('deposit', player, request.method_id, currency);
    PaymentMethodsService.assertWithinLimits(request.amount, limits);
    if (request.token_id !== undefined) {
      if (method.slug !== 'card') throw cashErrors.cardOnlyWithCardMethod();
      const card = await this.#deps.playerCash.findSavedCard(playerId, request.token_id);
      if (!card) throw cashErrors.unknownCard();
      if (!isUnexpired(card, clock.now())) throw cashErrors.cardExpired();
    }
    const now = clock.now();
    const fingerprint = fingerprintOf(request);
    const payment = await this.#record(playerId, request.amount, {
      id: randomUUID(),
      playerId,
      methodId: method.id,
      provider: method.provider,
      amount: request.amount,
      currency,
      status: 'created',
      tokenId: request.token_id ?? null,
      saveCard: request.save_card ?? false,
      bonusId: request.bonus_id ?? null,
      sportBettingBonusId: request.sport_betting_bonus_id ?? null,
      location: request.location ?? null,
      idempotencyKey: request.idempotency_key,
      fingerprint,
      createdAt: now,
      updatedAt: now,
    });
    if (payment.fingerprint !== fingerprint) throw cashErrors.idempotencyConflict();
    // A payment still `created` was never accepted by the provider (or its answer was lost): ask again, which the
    // provider answers idempotently for the same payment id.
    if (payment.status === 'created') {
      // The provider's pages speak the page's language, or the player's when the page did not say.
      const language = request.lang ?? languageOf(player.row);
      await this.#startAtProvider(payment, method.slug, { browserInfo: request.browser_info, language });
    }
    const current = await payments.findById(payment.id);
    if (!current) throw new Error(`payment ${payment.id} vanished`);
    return this.#reply(current, true);
  }

  /**
   * Records the payment once player protection allows it. A retried request finds its payment and is not checked
   * again: its amount is already counted.
   */
  async #record(playerId: number, amount: number, row: NewPaymentRow): Promise<PaymentRow> {
    const { db, payments, guard } = this.#deps;
    return db.transaction(async (tx) => {
      const replay = await payments.findByKey(tx, playerId, row.idempotencyKey);
      if (replay) return replay;
      try {
        await guard.assertCanDeposit(tx, playerId, amount);
      } catch (error) {
        // The same request sent twice at once: the twin committed while this one waited for the limits' lock.
        const twin = await payments.findByKey(tx, playerId, row.idempotencyKey);
        if (twin) return twin;
        throw error;
      }
      return payments.insertOrFind(row, tx);
    });
  }

  /** `POST /rest/cash/method/check/`: the limits, when the amount is within them. */
  async check(playerId: number, request: MethodCheckRequest) {
    return this.#deps.methods.check('deposit', await this.#deps.players.atCashDesk(playerId), request);
  }

  /** The player's own payment and what the cash desk does next; another player's id is 404. */
  async read(playerId: number, paymentId: string): Promise<DepositResponse> {
    const payment = await this.#deps.payments.findOwn(playerId, paymentId);
    if (!payment) throw cashErrors.paymentNotFound();
    return this.#reply(payment, false);
  }

  /**
   * What a wallet button page (Google Pay, Apple Pay) shows for the player's own payment: its amount and the
   * provider's wallet sheet, or no sheet once the payment is no longer waiting for one.
   */
  async walletSheet(
    playerId: number,
    paymentId: string,
  ): Promise<{ amount: number; currency: Currency; sheetUrl: string | null }> {
    // Spec section 8: a wallet button of a self-excluded player fails with 444.
    await this.#deps.guard.assertNotExcluded(playerId);
    const payment = await this.#deps.payments.findOwn(playerId, paymentId);
    if (!payment) throw cashErrors.paymentNotFound();
    const next = payment.next;
    return {
      amount: payment.amount,
      currency: payment.currency as Currency,
      sheetUrl: payment.status === 'pending' && next?.kind === 'wallet' ? next.url : null,
    };
  }

  async #startAtProvider(
    payment: PaymentRow,
    method: PaymentMethodSlug,
    payer: { browserInfo: BrowserInfo | undefined; language: Language },
  ): Promise<void> {
    const { providers, payments, clock, log, returnUrls } = this.#deps;
    const configured = providers.get(payment.provider);
    if (!configured) throw cashErrors.providerUnavailable();
    let start: PaymentStart;
    try {
      start = await configured.provider.startPayment({
        paymentId: payment.id,
        method,
        amount: payment.amount,
        currency: payment.currency as Currency,
        playerId: payment.playerId,
        cardToken: payment.tokenId ?? undefined,
        saveCard: payment.saveCard,
        browserInfo: payer.browserInfo,
        language: payer.language,
        returnUrls,
        notificationUrl: configured.notificationUrl,
      });
    } catch (error) {
      log.warn({ err: error, paymentId: payment.id }, 'the payment provider did not start the payment');
      throw cashErrors.providerUnavailable();
    }
    if (start.kind === 'decided' && start.status === 'failed') {
      await this.#failAtStart(payment.id, start.failureReason ?? 'declined');
    }
    await this.#deps.db.transaction(async (tx) => {
      const current = await payments.lock(tx, payment.id);
      if (!current) return;
      await payments.markStarted(tx, payment.id, start, clock.now());
      // The provider has it now; a notification that came first (or the failure above) already moved it on.
      if (current.status === 'created') {
        await appendOutboxEvents(tx, [cashEvents.paymentStatusChanged(current, 'pending')]);
      }
    });
  }

  /**
   * A provider's own answer that the payment failed (a declined saved card) ends it at once: a failure credits
   * nothing, so it needs no signed notification. A success always waits for one.
   */
  async #failAtStart(paymentId: string, reason: NonNullable<PaymentRow['failureReason']>): Promise<void> {
    const { db, payments, clock } = this.#deps;
    await db.transaction(async (tx) => {
      const payment = await payments.lock(tx, paymentId);
      if (!payment || payment.status === 'succeeded' || payment.status === 'failed') return;
      await payments.complete(tx, paymentId, { status: 'failed', failureReason: reason }, clock.now());
      await appendOutboxEvents(tx, [
        cashEvents.paymentStatusChanged(payment, 'failed', reason),
        cashEvents.depositFailed(payment, reason),
      ]);
    });
  }

  async #reply(payment: PaymentRow, answeringStart: boolean): Promise<DepositResponse> {
    const slug = (await this.#deps.methods.slugs()).get(payment.methodId);
    if (!slug) throw new Error(`payment ${payment.id} names an unknown method ${payment.methodId}`);
    const balance =
      payment.status === 'succeeded'
        ? await this.#deps.wallet.balance(payment.playerId, payment.currency as Currency)
        : undefined;
    return depositReply(payment, slug, { answeringStart, balance });
  }
}

/**
 * What a deposit request asks for, hashed: the same key with another request is a conflict. The browser's
 * details and the page's language are how it is asked, not what: a retry from a tab in another language is the
 * same deposit.
 */
function fingerprintOf(request: DepositRequest): string {
  const asked = [
    request.method_id,
    request.currency_id,
    request.amount,
    request.bonus_id ?? null,
    request.sport_betting_bonus_id ?? null,
    request.token_id ?? null,
    request.save_card ?? false,
  ];
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
}
