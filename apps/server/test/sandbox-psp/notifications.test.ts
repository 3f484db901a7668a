import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderSignatureError } from '../../src/modules/cash/payment-provider.ts';
import { SandboxPaymentProvider } from '../../src/modules/cash/providers/sandbox-client.ts';
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from '../../src/modules/sandbox-psp/notification-delivery.ts';
import { manualClock } from '../../src/platform/clock.ts';
import {
  buildSandboxTestApp,
  CARD_FIELDS,
  notificationsOf,
  pathOf,
  type ReceivedNotification,
  type SandboxTestApp,
  startPayment,
  submitForm,
} from './support.ts';

let testApp: SandboxTestApp;

beforeAll(async () => {
  testApp = await buildSandboxTestApp();
});
afterAll(() => testApp.close());

/** Pays a card payment on the hosted page; returns the sandbox payment id. */
async function paidByCard(number = '4242424242424242', saveCard = false): Promise<string> {
  const { payment } = await startPayment(testApp, { saveCard });
  await submitForm(testApp.app, pathOf(payment.next.url), { number, ...CARD_FIELDS });
  return payment.id;
}

const verify = (notification: ReceivedNotification, provider = testApp.provider) =>
  provider.verifyNotification(Buffer.from(notification.body), notification.headers);

const lastReceived = () => {
  const last = testApp.receiver.received.at(-1);
  if (!last) throw new Error('nothing received');
  return last;
};

describe('notification signatures', () => {
  it('are verified by the casino client, which parses the notification', async () => {
    const id = await paidByCard('4242424242424242', true);
    const received = lastReceived();
    expect(received.headers['content-type']).toBe('application/json');
    expect(received.headers['x-sandbox-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const body = JSON.parse(received.body);
    expect(verify(received)).toEqual({
      notificationId: body.id,
      paymentId: body.payment.merchantReference,
      providerPaymentId: id,
      status: 'succeeded',
      amount: 100_000,
      currency: 'UAH',
      savedCard: {
        tokenId: expect.stringMatching(/^tok_[0-9a-f]{24}$/),
        brand: 'visa',
        last4: '4242',
        expiryMonth: 12,
        expiryYear: 2030,
      },
      occurredAt: testApp.clock.now(),
    });
  });

  it('sign HMAC-SHA256 of `{t}.{raw body}` with the webhook secret', async () => {
    await paidByCard();
    const received = lastReceived();
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]+)$/.exec(received.headers['x-sandbox-signature'] ?? '') ?? [];
    expect(Number(t)).toBe(Math.floor(testApp.clock.now().getTime() / 1000));
    const expected = createHmac('sha256', testApp.config.paymentsWebhookSecret)
      .update(`${t}.${received.body}`)
      .digest('hex');
    expect(v1).toBe(expected);
  });

  it('refuse a tampered body, a tampered or missing signature and another secret', async () => {
    await paidByCard('4000000000000002');
    const received = lastReceived();
    const signature = received.headers['x-sandbox-signature'] ?? '';
    const cases: ReceivedNotification[] = [
      { ...received, body: received.body.replace('"failed"', '"succeeded"') },
      { ...received, body: received.body.replace('100000', '1000000') },
      { ...received, body: `${received.body} ` },
      {
        ...received,
        // The first hex digit of the signature changed (to another digit, whatever it was).
        headers: {
          ...received.headers,
          'x-sandbox-signature': signature.replace(/v1=(.)/, (_, digit) => `v1=${digit === '0' ? '1' : '0'}`),
        },
      },
      {
        ...received,
        headers: { ...received.headers, 'x-sandbox-signature': signature.replace(/t=\d+,/, '') },
      },
      { ...received, headers: { ...received.headers, 'x-sandbox-signature': `${signature.slice(0, -2)}` } },
      { ...received, headers: { ...received.headers, 'x-sandbox-signature': 't=abc,v1=def' } },
      { ...received, headers: { 'content-type': 'application/json' } },
    ];
    for (const tampered of cases) expect(() => verify(tampered)).toThrow(ProviderSignatureError);

    const stranger = new SandboxPaymentProvider({
      baseUrl: 'http://127.0.0.1/sandbox-psp',
      fetch: testApp.fetch,
      webhookSecret: 'another-secret-another-secret-another-secret',
      clock: testApp.clock,
    });
    expect(() => verify(received, stranger)).toThrow(ProviderSignatureError);
  });

  it('accept several v1 signatures when one matches (secret rotation)', async () => {
    await paidByCard();
    const received = lastReceived();
    const signature = received.headers['x-sandbox-signature'] ?? '';
    const rotated = signature.replace(/,v1=/, `,v1=${'ab'.repeat(32)},v1=`);
    expect(() => verify({ ...received, headers: { 'x-sandbox-signature': rotated } })).not.toThrow();
  });

  it('refuse a signature older than 5 minutes or more than 5 minutes ahead', async () => {
    await paidByCard();
    const received = lastReceived();
    const receiverAt = (offsetMs: number) =>
      new SandboxPaymentProvider({
        baseUrl: 'http://127.0.0.1/sandbox-psp',
        fetch: testApp.fetch,
        webhookSecret: testApp.config.paymentsWebhookSecret,
        clock: manualClock(new Date(testApp.clock.now().getTime() + offsetMs)),
      });
    expect(() => verify(received, receiverAt(5 * 60 * 1000))).not.toThrow();
    expect(() => verify(received, receiverAt(-5 * 60 * 1000))).not.toThrow();
    expect(() => verify(received, receiverAt(5 * 60 * 1000 + 1000))).toThrow(/too old or from the future/);
    expect(() => verify(received, receiverAt(-5 * 60 * 1000 - 1000))).toThrow(/too old or from the future/);
  });

  it('refuse a correctly signed body that is not a notification', () => {
    const body = JSON.stringify({ hello: 'world' });
    const t = Math.floor(testApp.clock.now().getTime() / 1000);
    const v1 = createHmac('sha256', testApp.config.paymentsWebhookSecret)
      .update(`${t}.${body}`)
      .digest('hex');
    expect(() =>
      testApp.provider.verifyNotification(Buffer.from(body), { 'x-sandbox-signature': `t=${t},v1=${v1}` }),
    ).toThrow(/not a payment notification/);
  });
});

describe('notification delivery', () => {
  it('backs off exponentially: 1 s, 2 s, 4 s ... capped at an hour', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
    expect(retryDelayMs(13)).toBe(60 * 60 * 1000);
    expect(retryDelayMs(24)).toBe(60 * 60 * 1000);
  });

  it('retries a receiver that fails twice, then stops once it answers 2xx', async () => {
    testApp.receiver.answerWith(500, 'network-error');
    const before = testApp.receiver.received.length;
    const id = await paidByCard();
    // The first attempt was made at once, when the payment ended.
    expect(testApp.receiver.received.length - before).toBe(1);
    expect(await notificationsOf(testApp, id)).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 1, lastError: 'HTTP 500' }),
    ]);

    // Not due yet.
    testApp.clock.advance(999);
    await testApp.jobs.delivery.deliverDue();
    expect(testApp.receiver.received.length - before).toBe(1);

    testApp.clock.advance(1);
    await testApp.jobs.delivery.deliverDue();
    expect(testApp.receiver.received.length - before).toBe(2);
    expect(await notificationsOf(testApp, id)).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 2, lastError: 'fetch failed' }),
    ]);

    testApp.clock.advance(1_999);
    await testApp.jobs.delivery.deliverDue();
    expect(testApp.receiver.received.length - before).toBe(2);
    testApp.clock.advance(1);
    await testApp.jobs.delivery.deliverDue();
    expect(testApp.receiver.received.length - before).toBe(3);
    expect(await notificationsOf(testApp, id)).toEqual([
      expect.objectContaining({ status: 'delivered', attempts: 3, lastError: null }),
    ]);

    // Every attempt carried the same notification, each with its own fresh signature.
    const attempts = testApp.receiver.received.slice(before);
    expect(new Set(attempts.map((attempt) => attempt.body)).size).toBe(1);
    for (const attempt of attempts) expect(verify(attempt).providerPaymentId).toBe(id);

    testApp.clock.advance(60 * 60 * 1000);
    await testApp.jobs.delivery.deliverDue();
    expect(testApp.receiver.received.length - before).toBe(3);
  });

  it('treats a redirect as a failure to acknowledge', async () => {
    testApp.receiver.answerWith(302);
    const id = await paidByCard();
    expect(await notificationsOf(testApp, id)).toEqual([
      expect.objectContaining({ status: 'pending', lastError: 'HTTP 302' }),
    ]);
    testApp.clock.advance(1_000);
    await testApp.jobs.delivery.deliverDue();
    expect(await notificationsOf(testApp, id)).toEqual([expect.objectContaining({ status: 'delivered' })]);
  });

  it(`gives up after ${MAX_DELIVERY_ATTEMPTS} attempts`, async () => {
    testApp.receiver.answerWith(...Array.from({ length: MAX_DELIVERY_ATTEMPTS }, () => 503));
    const id = await paidByCard();
    for (let round = 1; round < MAX_DELIVERY_ATTEMPTS; round += 1) {
      testApp.clock.advance(retryDelayMs(round));
      await testApp.jobs.delivery.deliverDue();
    }
    expect(await notificationsOf(testApp, id)).toEqual([
      expect.objectContaining({
        status: 'abandoned',
        attempts: MAX_DELIVERY_ATTEMPTS,
        lastError: 'HTTP 503',
      }),
    ]);
    testApp.clock.advance(2 * 60 * 60 * 1000);
    expect(await testApp.jobs.delivery.deliverDue()).toBe(0);
  });

  it('delivers once when several nodes run the job at the same moment', async () => {
    testApp.receiver.answerWith(500);
    const before = testApp.receiver.received.length;
    const id = await paidByCard();
    testApp.clock.advance(1_000);
    await Promise.all([
      testApp.jobs.delivery.deliverDue(),
      testApp.jobs.delivery.deliverDue(),
      testApp.jobs.delivery.deliverDue(),
    ]);
    expect(testApp.receiver.received.length - before).toBe(2);
    expect(await notificationsOf(testApp, id)).toEqual([
      expect.objectContaining({ status: 'delivered', attempts: 2 }),
    ]);
  });
});
