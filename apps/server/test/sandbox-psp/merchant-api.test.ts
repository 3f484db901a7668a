import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxPaymentProvider } from '../../src/modules/cash/providers/sandbox-client.ts';
import {
  buildSandboxTestApp,
  MERCHANT_NOTIFICATION_URL,
  merchantCall,
  paymentRequest,
  RETURN_URLS,
  type SandboxTestApp,
  startPayment,
} from './support.ts';

let testApp: SandboxTestApp;

beforeAll(async () => {
  testApp = await buildSandboxTestApp();
});
afterAll(() => testApp.close());

const UUID = /^[0-9a-f-]{36}$/;

describe('merchant API authentication', () => {
  it('refuses a missing or wrong merchant key with 401 and starts nothing', async () => {
    const request = paymentRequest();
    for (const key of [null, '', 'wrong', `${testApp.merchantKey}0`, testApp.merchantKey.toUpperCase()]) {
      const response = await merchantCall(testApp, '/payments', request, key);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, error: { code: 'sandbox_unauthorized' } });
    }
    const payout = await merchantCall(testApp, '/payouts', {}, 'wrong');
    expect(payout.statusCode).toBe(401);
    // The reference is still free: the refused calls created nothing.
    const { payment } = await startPayment(testApp, request);
    expect(payment.status).toBe('pending');
  });

  it('answers a client built with another secret with a typed error', async () => {
    const stranger = new SandboxPaymentProvider({
      baseUrl: `http://127.0.0.1:${testApp.config.port}/sandbox-psp`,
      fetch: testApp.fetch,
      webhookSecret: 'another-secret-another-secret-another-secret',
      clock: testApp.clock,
    });
    await expect(
      stranger.startPayment({
        paymentId: randomUUID(),
        method: 'card',
        amount: 1_000,
        currency: 'UAH',
        playerId: 1,
        saveCard: false,
        language: 'en',
        returnUrls: RETURN_URLS,
        notificationUrl: MERCHANT_NOTIFICATION_URL,
      }),
    ).rejects.toMatchObject({ name: 'SandboxRequestError', status: 401, code: 'sandbox_unauthorized' });
  });
});

describe('merchant API input', () => {
  it.each([
    ['a zero amount', { amount: 0 }, 'amount'],
    ['a negative amount', { amount: -100 }, 'amount'],
    ['a fractional amount', { amount: 10.5 }, 'amount'],
    ['a huge amount', { amount: Number.MAX_SAFE_INTEGER + 2 }, 'amount'],
    ['an amount as text', { amount: '100' }, 'amount'],
    ['an unknown currency', { currency: 'BTC' }, 'currency'],
    ['an unknown method', { method: 'crypto' }, 'method'],
    ['a merchant reference that is not a uuid', { merchantReference: "1' or 1=1" }, 'merchantReference'],
    [
      'a script return URL',
      { returnUrls: { ...RETURN_URLS, success: 'javascript:alert(1)' } },
      'returnUrls.success',
    ],
    ['a file notification URL', { notificationUrl: 'file:///etc/passwd' }, 'notificationUrl'],
    ['a card token on a wallet payment', { method: 'google_pay', cardToken: 'tok_x' }, 'cardToken'],
    ['a language the pages do not speak', { language: 'de' }, 'language'],
  ])('refuses %s with 422 naming the field', async (_name, change, field) => {
    const response = await merchantCall(testApp, '/payments', { ...paymentRequest(), ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toHaveProperty([field]);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/sandbox-psp/api/payments',
      headers: { 'x-sandbox-key': testApp.merchantKey, 'content-type': 'application/json' },
      payload: '{"amount":',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('starting payments', () => {
  it('sends a card payment to the hosted page on the casino origin', async () => {
    const { payment } = await startPayment(testApp);
    expect(payment).toEqual({
      id: expect.stringMatching(UUID),
      status: 'pending',
      next: { type: 'hosted-page', url: `${testApp.config.publicUrl}/sandbox-psp/pay/${payment.id}` },
    });
  });

  it.each([['google_pay'], ['apple_pay']] as const)(
    'sends a %s payment to the wallet sheet with the gateway merchant id',
    async (method) => {
      const { payment } = await startPayment(testApp, { method });
      expect(payment.next).toEqual({
        type: 'wallet',
        url: `${testApp.config.publicUrl}/sandbox-psp/wallet/${payment.id}`,
        gatewayMerchantId: 'sandbox-psp-merchant',
      });
    },
  );

  it('gives a bank transfer its instructions and announces it as pending', async () => {
    const before = testApp.receiver.received.length;
    const { payment, request } = await startPayment(testApp, { method: 'bank_transfer' });
    expect(payment.next).toEqual({
      type: 'bank-transfer',
      url: `${testApp.config.publicUrl}/sandbox-psp/bank/${payment.id}`,
      iban: 'UA663000010000026007233566001',
      beneficiary: expect.any(String),
      reference: `SBX-${payment.id.slice(0, 8).toUpperCase()}`,
    });
    expect(testApp.receiver.bodies().slice(before)).toEqual([
      expect.objectContaining({
        type: 'payment.updated',
        payment: {
          id: payment.id,
          merchantReference: request.merchantReference,
          status: 'pending',
          amount: request.amount,
          currency: 'UAH',
        },
      }),
    ]);
  });

  it('maps every next step to the provider interface', async () => {
    const start = (method: 'card' | 'google_pay' | 'bank_transfer') =>
      testApp.provider.startPayment({
        paymentId: randomUUID(),
        method,
        amount: 25_000,
        currency: 'UAH',
        playerId: 7,
        saveCard: false,
        language: 'en',
        returnUrls: RETURN_URLS,
        notificationUrl: MERCHANT_NOTIFICATION_URL,
      });
    expect(await start('card')).toEqual({
      kind: 'hosted-page',
      providerPaymentId: expect.stringMatching(UUID),
      url: expect.stringContaining('/sandbox-psp/pay/'),
    });
    expect(await start('google_pay')).toMatchObject({
      kind: 'wallet',
      gatewayMerchantId: 'sandbox-psp-merchant',
    });
    expect(await start('bank_transfer')).toMatchObject({
      kind: 'bank-transfer',
      iban: 'UA663000010000026007233566001',
      instructionsUrl: expect.stringContaining('/sandbox-psp/bank/'),
    });
  });
});

describe('idempotency per merchant reference', () => {
  it('returns the same payment when the same request comes again', async () => {
    const { request, payment } = await startPayment(testApp);
    const again = await merchantCall(testApp, '/payments', request);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(payment);
  });

  it('answers concurrent retries with one payment', async () => {
    const request = paymentRequest();
    const answers = await Promise.all([1, 2, 3, 4].map(() => merchantCall(testApp, '/payments', request)));
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
  });

  it.each([
    ['amount', { amount: 100_001 }],
    ['currency', { currency: 'USD' as const }],
    ['method', { method: 'apple_pay' as const }],
    ['customer', { customerId: '43' }],
  ])('refuses the same reference with another %s with 409', async (_name, change) => {
    const { request, payment } = await startPayment(testApp);
    const conflict = await merchantCall(testApp, '/payments', { ...request, ...change });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error.code).toBe('idempotency_conflict');
    // The first payment is untouched.
    const again = await merchantCall(testApp, '/payments', request);
    expect(again.json()).toEqual(payment);
  });
});
