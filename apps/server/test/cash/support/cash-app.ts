import { randomBytes } from 'node:crypto';
import {
  type DepositRequest,
  type DepositResponse,
  depositResponseSchema,
  SESSION_COOKIE,
} from '@casino/contracts';
import { count, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { cashPayments } from '../../../src/modules/cash/cash.schema.ts';
import { createWithdrawalReview } from '../../../src/modules/cash/create-cash-services.ts';
import { seedPaymentMethods } from '../../../src/modules/cash/payment-methods.seed.ts';
import type { WithdrawalReviewService } from '../../../src/modules/cash/withdrawal-review.service.ts';
import { createSandboxPsp } from '../../../src/modules/sandbox-psp/sandbox-psp.ts';
import { walletAccounts, walletTransfers } from '../../../src/modules/wallet/wallet.schema.ts';
import { WalletService } from '../../../src/modules/wallet/wallet.service.ts';
import { outboxEvents } from '../../../src/platform/events/events.schema.ts';
import { cryptoRng } from '../../../src/platform/rng.ts';
import { type createPlayer, originOf } from '../../support/auth-players.ts';
import { signInNewPlayer } from '../../support/signed-in.ts';
import { buildTestApp, callApi, type TestApp } from '../../support/test-app.ts';

export const PASSWORD = 'cash-pass-1';

/** The test cards of the sandbox (any future expiry, any CVV). */
export const CARDS = {
  approve: '4242424242424242',
  challenge: '4000000000003220',
  decline: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export interface CashTestApp extends TestApp {
  /** The operator's side, as the withdrawals command builds it. */
  review: WithdrawalReviewService;
  /** One round of the sandbox's notification delivery job. */
  deliverNotifications(): Promise<number>;
}

/**
 * The file's app with the payment methods seeded, the sandbox on and login limits off (every test signs a new
 * player in), built before its tests and closed after them.
 */
export function cashTestApp(env: Record<string, string> = {}): { readonly current: CashTestApp } {
  let current: CashTestApp | undefined;
  beforeAll(async () => {
    const testApp = await buildTestApp({ env: { RATE_LIMITS: 'off', ...env } });
    await seedPaymentMethods(testApp.database.db);
    const db = testApp.database.db;
    const log = testApp.app.log;
    const sandbox = createSandboxPsp({
      db,
      config: testApp.config,
      clock: testApp.clock,
      rng: cryptoRng,
      fetch: testApp.fetch,
      log,
    });
    current = {
      ...testApp,
      review: createWithdrawalReview({
        db,
        config: testApp.config,
        clock: testApp.clock,
        log,
        wallet: new WalletService({ db, clock: testApp.clock }),
        fetch: testApp.fetch,
      }),
      deliverNotifications: () => sandbox.delivery.deliverDue(),
    };
  });
  afterAll(() => current?.close());
  return {
    get current() {
      if (!current) throw new Error('the app is built in beforeAll');
      return current;
    },
  };
}

/** A player as the cash desk sees them, signed in: registration complete, unless told otherwise. */
export interface CashPlayer {
  id: number;
  sid: string;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

export async function cashPlayer(
  testApp: TestApp,
  overrides: Parameters<typeof createPlayer>[2] = {},
): Promise<CashPlayer> {
  const { player, sid } = await signInNewPlayer(testApp, PASSWORD, {
    registrationComplete: true,
    ...overrides,
  });
  return {
    id: player.id,
    sid,
    get: (url) => callApi(testApp.app, { url, cookies: { [SESSION_COOKIE]: sid } }),
    post: (url, payload = {}) =>
      callApi(testApp.app, {
        method: 'POST',
        url,
        payload: payload as object,
        cookies: { [SESSION_COOKIE]: sid },
        headers: { origin: originOf(testApp) },
      }),
  };
}

/** A fresh client idempotency key. */
export function newKey(): string {
  return `key-${randomBytes(8).toString('hex')}`;
}

/** A card deposit request in UAH (currency id 1) with a fresh key. */
export function cardDeposit(amount: number, extra: Partial<DepositRequest> = {}): DepositRequest {
  return { method_id: 1, currency_id: 1, amount, idempotency_key: newKey(), ...extra };
}

export async function startDeposit(
  player: CashPlayer,
  request: DepositRequest,
  url = '/rest/cash/input/',
): Promise<DepositResponse> {
  const response = await player.post(url, request);
  expect(response.statusCode, response.body).toBe(200);
  return depositResponseSchema.parse(response.json());
}

export async function readPayment(player: CashPlayer, paymentId: string): Promise<DepositResponse> {
  const response = await player.get(`/rest/cash/payments/${paymentId}/`);
  expect(response.statusCode, response.body).toBe(200);
  return depositResponseSchema.parse(response.json());
}

/** Posts a form to one of the sandbox's pages, as the player's browser in the cash desk's frame does. */
export function postSandboxForm(testApp: TestApp, pageUrl: string, form: Record<string, string>) {
  const { pathname } = new URL(pageUrl);
  return testApp.app.inject({
    method: 'POST',
    url: pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

/** Types a card on the hosted page and, for the 3-D Secure card, answers the challenge with `code`. */
export async function payOnHostedPage(
  testApp: TestApp,
  frameUrl: string,
  card: string,
  challengeCode = '1234',
): Promise<void> {
  const submitted = await postSandboxForm(testApp, frameUrl, {
    number: card,
    expiry: '12/39',
    cvv: '123',
    holder: 'TEST PLAYER',
  });
  expect(submitted.statusCode, submitted.body).toBe(303);
  const next = String(submitted.headers.location);
  if (next.includes('/3ds/')) {
    const challenged = await postSandboxForm(testApp, new URL(next, frameUrl).toString(), {
      code: challengeCode,
    });
    expect(challenged.statusCode, challenged.body).toBe(303);
  }
}

/**
 * A completed card deposit through the sandbox's hosted page: the money is credited by the notification (sent
 * at once, and by the delivery job round run here). Returns the payment as the cash desk then reads it.
 */
export async function depositByCard(
  testApp: CashTestApp,
  player: CashPlayer,
  amount: number,
  options: { card?: string; saveCard?: boolean } = {},
): Promise<DepositResponse> {
  const started = await startDeposit(player, cardDeposit(amount, { save_card: options.saveCard ?? false }));
  expect(started.action).toBe('pay-frame');
  await payOnHostedPage(testApp, started.data.frameUrl as string, options.card ?? CARDS.approve);
  await testApp.deliverNotifications();
  return readPayment(player, started.data.payment.id);
}

/** Every wallet account's balance and the number of transfers: a refusal must leave both as they were. */
export async function ledgerSnapshot(testApp: TestApp) {
  const db = testApp.database.db;
  const accounts = await db
    .select({ id: walletAccounts.id, balance: walletAccounts.balance })
    .from(walletAccounts)
    .orderBy(walletAccounts.id);
  const [transfers] = await db.select({ value: count() }).from(walletTransfers);
  const [payments] = await db.select({ value: count() }).from(cashPayments);
  return {
    balances: Object.fromEntries(
      accounts.filter((row) => row.balance !== 0).map((row) => [row.id, row.balance]),
    ),
    transfers: transfers?.value ?? 0,
    payments: payments?.value ?? 0,
  };
}

/** The outbox events of one type about one player, oldest first. */
export async function eventsOf(testApp: TestApp, playerId: number, type: string) {
  const rows = await testApp.database.db
    .select({ payload: outboxEvents.payload })
    .from(outboxEvents)
    .where(sql`${outboxEvents.playerId} = ${playerId} and ${outboxEvents.type} = ${type}`)
    .orderBy(outboxEvents.id);
  return rows.map((row) => row.payload);
}

export async function balanceOf(player: CashPlayer) {
  const response = await player.get('/rest/player/balance/');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { principal: number; hold: number; total: number; currency: string };
}
