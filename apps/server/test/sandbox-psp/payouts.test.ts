import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildSandboxTestApp,
  CARD_FIELDS,
  merchantCall,
  pathOf,
  type SandboxTestApp,
  startPayment,
  submitForm,
} from './support.ts';

let testApp: SandboxTestApp;
let savedToken: string;

beforeAll(async () => {
  testApp = await buildSandboxTestApp();
  const { payment } = await startPayment(testApp, { saveCard: true });
  await submitForm(testApp.app, pathOf(payment.next.url), { number: '4242424242424242', ...CARD_FIELDS });
  const savedCard = testApp.receiver.bodies().at(-1)?.payment.savedCard;
  if (!savedCard) throw new Error('no card was saved');
  savedToken = savedCard.tokenId;
});
afterAll(() => testApp.close());

const payout = (destination: { cardToken: string } | { iban: string }, amount = 50_000) =>
  testApp.provider.payout({ withdrawalId: randomUUID(), amount, currency: 'UAH', destination });

describe('payouts', () => {
  it('pays out to a saved card and to an IBAN', async () => {
    expect(await payout({ cardToken: savedToken })).toEqual({
      status: 'paid',
      providerPayoutId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await payout({ iban: 'UA213223130000026007233566001' })).toMatchObject({ status: 'paid' });
  });

  it('fails with a reason for an unknown card or an IBAN with a wrong checksum', async () => {
    expect(await payout({ cardToken: 'tok_nobody' })).toEqual({ status: 'failed', reason: 'unknown_card' });
    expect(await payout({ iban: 'UA213223130000026007233566002' })).toEqual({
      status: 'failed',
      reason: 'invalid_iban',
    });
  });

  it('pays once per merchant reference, and refuses the reference with other details', async () => {
    const request = {
      merchantReference: randomUUID(),
      amount: 12_345,
      currency: 'UAH',
      destination: { cardToken: savedToken },
    };
    const first = await merchantCall(testApp, '/payouts', request);
    const answers = await Promise.all([1, 2, 3].map(() => merchantCall(testApp, '/payouts', request)));
    for (const answer of answers) expect(answer.json()).toEqual(first.json());
    const page = await testApp.app.inject({ method: 'GET', url: '/sandbox-psp/payouts' });
    expect(page.body.split(request.merchantReference).length - 1).toBe(1);

    for (const change of [
      { amount: 12_346 },
      { currency: 'USD' },
      { destination: { iban: 'UA213223130000026007233566001' } },
    ]) {
      const conflict = await merchantCall(testApp, '/payouts', { ...request, ...change });
      expect(conflict.statusCode).toBe(409);
    }
  });

  it.each([
    ['a zero amount', { amount: 0 }],
    ['two destinations', { destination: { cardToken: 'tok_x', iban: 'UA213223130000026007233566001' } }],
    ['no destination', { destination: {} }],
    ['an IBAN with spaces', { destination: { iban: 'UA21 3223 1300 0002 6007 2335 6600 1' } }],
  ])('refuses %s with 422', async (_name, change) => {
    const response = await merchantCall(testApp, '/payouts', {
      merchantReference: randomUUID(),
      amount: 100,
      currency: 'UAH',
      destination: { cardToken: savedToken },
      ...change,
    });
    expect(response.statusCode).toBe(422);
  });

  it('lists payouts for developers, newest first, with the IBAN masked', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/sandbox-psp/payouts' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<h1>Payouts</h1>');
    expect(page.body).toContain('UA21 •••• 6001');
    expect(page.body).not.toContain('UA213223130000026007233566001');
    expect(page.body).toContain('invalid_iban');
    expect(page.body).toContain('₴500.00');
  });
});
