import { randomUUID } from 'node:crypto';
import { SANDBOX_KEY_HEADER, type SandboxNotification, type SandboxPaymentRequest } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SandboxPaymentProvider } from '../../src/modules/cash/providers/sandbox-client.ts';
import { sandboxMerchantKey } from '../../src/modules/sandbox-psp/merchant-key.ts';
import { sandboxPspNotifications } from '../../src/modules/sandbox-psp/sandbox-psp.schema.ts';
import { createSandboxPsp, type SandboxPsp } from '../../src/modules/sandbox-psp/sandbox-psp.ts';
import { cryptoRng } from '../../src/platform/rng.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/** Where the test merchant receives notifications: a host the test answers itself, outside the app. */
export const MERCHANT_NOTIFICATION_URL = 'http://merchant.test/webhooks/sandbox';
export const RETURN_URLS = {
  success: 'http://localhost:3000/cash/deposit/success/',
  fail: 'http://localhost:3000/cash/deposit/fail/',
};

export interface ReceivedNotification {
  headers: Record<string, string>;
  body: string;
  at: Date;
}

/**
 * The merchant's notification endpoint, answered by the test: it records every delivery and answers with the
 * scripted statuses (then 200), or fails like a network error.
 */
export class MerchantReceiver {
  readonly received: ReceivedNotification[] = [];
  readonly #answers: (number | 'network-error')[] = [];
  #clock: { now(): Date } = { now: () => new Date() };

  /** The next deliveries are answered with these, in order; later ones with 200. */
  answerWith(...answers: (number | 'network-error')[]): void {
    this.#answers.push(...answers);
  }

  useClock(clock: { now(): Date }): void {
    this.#clock = clock;
  }

  /** The notification bodies received so far, parsed. */
  bodies(): SandboxNotification[] {
    return this.received.map((notification) => JSON.parse(notification.body));
  }

  wrap(toApp: typeof fetch): typeof fetch {
    return async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith(MERCHANT_NOTIFICATION_URL)) return toApp(input, init);
      this.received.push({
        headers: Object.fromEntries(new Headers(init?.headers)),
        body: String(init?.body),
        at: this.#clock.now(),
      });
      const answer = this.#answers.shift() ?? 200;
      if (answer === 'network-error') throw new TypeError('fetch failed');
      return new Response(null, { status: answer });
    };
  }
}

export interface SandboxTestApp extends TestApp {
  receiver: MerchantReceiver;
  merchantKey: string;
  /** The casino's client of the sandbox, over the app's fetch. */
  provider: SandboxPaymentProvider;
  /** Another node's sandbox services on the same database: runs job rounds as the jobs role would. */
  jobs: SandboxPsp;
}

export async function buildSandboxTestApp(): Promise<SandboxTestApp> {
  const receiver = new MerchantReceiver();
  const testApp = await buildTestApp({ fetch: (toApp) => receiver.wrap(toApp) });
  receiver.useClock(testApp.clock);
  const provider = new SandboxPaymentProvider({
    baseUrl: `http://127.0.0.1:${testApp.config.port}/sandbox-psp`,
    fetch: testApp.fetch,
    webhookSecret: testApp.config.paymentsWebhookSecret,
    clock: testApp.clock,
  });
  const jobs = createSandboxPsp({
    db: testApp.database.db,
    config: testApp.config,
    clock: testApp.clock,
    rng: cryptoRng,
    fetch: testApp.fetch,
    log: testApp.app.log,
  });
  return {
    ...testApp,
    receiver,
    merchantKey: sandboxMerchantKey(testApp.config.paymentsWebhookSecret),
    provider,
    jobs,
  };
}

/** A merchant API payment request with sensible defaults. */
export function paymentRequest(overrides: Partial<SandboxPaymentRequest> = {}): SandboxPaymentRequest {
  return {
    merchantReference: randomUUID(),
    amount: 100_000,
    currency: 'UAH',
    method: 'card',
    customerId: '42',
    saveCard: false,
    returnUrls: RETURN_URLS,
    notificationUrl: MERCHANT_NOTIFICATION_URL,
    ...overrides,
  };
}

/** A merchant API call with the right key unless another one is given. */
export function merchantCall(
  testApp: SandboxTestApp,
  path: '/payments' | '/payouts',
  body: unknown,
  key: string | null = testApp.merchantKey,
) {
  return testApp.app.inject({
    method: 'POST',
    url: `/sandbox-psp/api${path}`,
    headers: key === null ? {} : { [SANDBOX_KEY_HEADER]: key },
    payload: body as Record<string, unknown>,
  });
}

/** Starts a payment and returns the merchant API's answer. */
export async function startPayment(testApp: SandboxTestApp, overrides: Partial<SandboxPaymentRequest> = {}) {
  const request = paymentRequest(overrides);
  const response = await merchantCall(testApp, '/payments', request);
  if (response.statusCode !== 200) throw new Error(`start failed: ${response.statusCode} ${response.body}`);
  return { request, payment: response.json() };
}

/** A browser's form submission. */
export function submitForm(app: FastifyInstance, path: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The path of a page URL the sandbox gave out (it is absolute, on the casino's public URL). */
export function pathOf(url: string): string {
  return new URL(url).pathname;
}

export const CARD_FIELDS = { expiry: '12 / 30', cvv: '123', holder: 'Olena Test' };

export async function notificationsOf(testApp: SandboxTestApp, paymentId: string) {
  return testApp.database.db
    .select()
    .from(sandboxPspNotifications)
    .where(eq(sandboxPspNotifications.paymentId, paymentId))
    .orderBy(sandboxPspNotifications.createdAt);
}
