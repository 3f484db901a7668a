import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPspCards } from '../../src/modules/sandbox-psp/sandbox-psp.schema.ts';
import {
  buildSandboxTestApp,
  CARD_FIELDS,
  merchantCall,
  pathOf,
  paymentRequest,
  type SandboxTestApp,
  startPayment,
  submitForm,
} from './support.ts';

let testApp: SandboxTestApp;

beforeAll(async () => {
  testApp = await buildSandboxTestApp();
});
afterAll(() => testApp.close());

/** Pays on the hosted page with "save card" and returns the token the merchant was notified of. */
async function saveCard(number: string, customerId = '42', expiry = CARD_FIELDS.expiry): Promise<string> {
  const { payment } = await startPayment(testApp, { saveCard: true, customerId });
  await submitForm(testApp.app, pathOf(payment.next.url), { number, ...CARD_FIELDS, expiry });
  if (number === '4000000000003220') {
    await submitForm(testApp.app, `/sandbox-psp/3ds/${payment.id}`, { code: '1234', action: 'confirm' });
  }
  const savedCard = testApp.receiver.bodies().at(-1)?.payment.savedCard;
  if (!savedCard) throw new Error('no card was saved');
  return savedCard.tokenId;
}

const lastNotification = () => testApp.receiver.bodies().at(-1);

describe('saving cards', () => {
  it('tokenizes a card only when the merchant asked and the payment succeeded', async () => {
    const { payment } = await startPayment(testApp, { saveCard: false });
    await submitForm(testApp.app, pathOf(payment.next.url), { number: '4242424242424242', ...CARD_FIELDS });
    expect(lastNotification()?.payment).not.toHaveProperty('savedCard');

    const declined = await startPayment(testApp, { saveCard: true });
    await submitForm(testApp.app, pathOf(declined.payment.next.url), {
      number: '4000000000000002',
      ...CARD_FIELDS,
    });
    expect(lastNotification()?.payment).toMatchObject({ status: 'failed' });
    expect(lastNotification()?.payment).not.toHaveProperty('savedCard');
  });

  it('gives the same card of the same customer one token', async () => {
    const first = await saveCard('4242424242424242', 'same-card');
    const second = await saveCard('4242424242424242', 'same-card');
    expect(second).toBe(first);
  });

  it('says on the hosted page that the card will be saved', async () => {
    const { payment } = await startPayment(testApp, { saveCard: true });
    const page = await testApp.app.inject({ method: 'GET', url: pathOf(payment.next.url) });
    expect(page.body).toContain('This card will be saved for one-click payments.');
  });
});

describe('token charges', () => {
  it('charges a saved card at once: succeeded, no next step, the merchant notified', async () => {
    const tokenId = await saveCard('4242424242424242');
    const { payment, request } = await startPayment(testApp, { cardToken: tokenId, amount: 7_700 });
    expect(payment).toEqual({ id: payment.id, status: 'succeeded', next: null });
    expect(lastNotification()?.payment).toEqual({
      id: payment.id,
      merchantReference: request.merchantReference,
      status: 'succeeded',
      amount: 7_700,
      currency: 'UAH',
    });
    // The hosted page of a charged payment only shows the result.
    const page = await testApp.app.inject({ method: 'GET', url: `/sandbox-psp/pay/${payment.id}` });
    expect(page.body).toContain('data-status="succeeded"');
  });

  it('decides a token pay through the provider interface', async () => {
    const tokenId = await saveCard('4242424242424242');
    const request = paymentRequest({ cardToken: tokenId });
    const start = await testApp.provider.startPayment({
      paymentId: request.merchantReference,
      method: 'card',
      amount: request.amount,
      currency: request.currency,
      playerId: 42,
      cardToken: tokenId,
      saveCard: false,
      language: 'en',
      browserInfo: {
        language: 'uk-UA',
        screenWidth: 390,
        screenHeight: 844,
        colorDepth: 24,
        timeZoneOffset: -120,
        userAgent: 'Mozilla/5.0',
        javaEnabled: false,
      },
      returnUrls: request.returnUrls,
      notificationUrl: request.notificationUrl,
    });
    expect(start).toEqual({ kind: 'decided', providerPaymentId: expect.any(String), status: 'succeeded' });
  });

  it('sends a saved 3-D Secure card to the challenge again', async () => {
    const tokenId = await saveCard('4000000000003220');
    const { payment } = await startPayment(testApp, { cardToken: tokenId });
    expect(payment).toMatchObject({ status: 'pending', next: { type: 'challenge' } });
    const challenge = pathOf(payment.next.url);
    expect(challenge).toBe(`/sandbox-psp/3ds/${payment.id}`);
    await submitForm(testApp.app, challenge, { code: '1234', action: 'confirm' });
    expect(lastNotification()?.payment).toMatchObject({ id: payment.id, status: 'succeeded' });
  });

  it('fails a card that expired since it was saved', async () => {
    const tokenId = await saveCard('4242424242424242', '42', '04 / 26');
    testApp.clock.set('2026-05-01T00:00:00Z');
    const { payment } = await startPayment(testApp, { cardToken: tokenId });
    expect(payment).toMatchObject({ status: 'failed', failureReason: 'expired', next: null });
  });

  it.each([
    ['decline', 'declined'],
    ['insufficient_funds', 'insufficient_funds'],
  ] as const)('fails a saved card that answers %s', async (behaviour, failureReason) => {
    const tokenId = `tok_${behaviour}`;
    await testApp.database.db.insert(sandboxPspCards).values({
      tokenId,
      customerId: '42',
      brand: 'visa',
      last4: behaviour === 'decline' ? '0002' : '9995',
      expiryMonth: 12,
      expiryYear: 2030,
      behaviour,
      createdAt: testApp.clock.now(),
    });
    const { payment } = await startPayment(testApp, { cardToken: tokenId });
    expect(payment).toEqual({ id: payment.id, status: 'failed', failureReason, next: null });
    expect(lastNotification()?.payment).toMatchObject({ id: payment.id, status: 'failed', failureReason });
  });

  it("refuses an unknown token and another customer's token alike, creating nothing", async () => {
    const tokenId = await saveCard('4242424242424242', 'owner');
    for (const request of [
      paymentRequest({ cardToken: 'tok_unknown', customerId: 'owner' }),
      paymentRequest({ cardToken: tokenId, customerId: 'thief' }),
    ]) {
      const response = await merchantCall(testApp, '/payments', request);
      expect(response.statusCode).toBe(422);
      expect(response.json().error.code).toBe('card_token_unknown');
      // Nothing was created under the reference: it can still start a normal payment.
      const retry = await merchantCall(testApp, '/payments', { ...request, cardToken: undefined });
      expect(retry.json()).toMatchObject({ status: 'pending', next: { type: 'hosted-page' } });
    }
  });

  it('refuses the same reference with another token as a conflict', async () => {
    const tokenId = await saveCard('4242424242424242');
    const { request } = await startPayment(testApp, { cardToken: tokenId });
    const conflict = await merchantCall(testApp, '/payments', { ...request, cardToken: undefined });
    expect(conflict.statusCode).toBe(409);
  });
});
