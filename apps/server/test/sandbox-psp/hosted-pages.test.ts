import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPspCards, sandboxPspPayments } from '../../src/modules/sandbox-psp/sandbox-psp.schema.ts';
import {
  buildSandboxTestApp,
  CARD_FIELDS,
  notificationsOf,
  pathOf,
  RETURN_URLS,
  type SandboxTestApp,
  startPayment,
  submitForm,
} from './support.ts';

let testApp: SandboxTestApp;

beforeAll(async () => {
  testApp = await buildSandboxTestApp();
});
afterAll(() => testApp.close());

const get = (path: string) => testApp.app.inject({ method: 'GET', url: path });

/** Starts a card payment and returns its hosted page path. */
async function cardPayment(overrides: Parameters<typeof startPayment>[1] = {}) {
  const { payment, request } = await startPayment(testApp, overrides);
  return { id: payment.id as string, path: pathOf(payment.next.url), request };
}

/** The last notification the merchant received, parsed. */
const lastNotification = () => testApp.receiver.bodies().at(-1);

describe('the hosted card page', () => {
  it('shows the amount with its currency under its own nonce-based CSP that lets the casino frame it', async () => {
    const { path } = await cardPayment({ amount: 123_456, currency: 'UAH' });
    const page = await get(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('₴1,234.56');
    const csp = String(page.headers['content-security-policy']);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain(`style-src 'nonce-${nonce}'`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self' http://localhost:3000");
    expect(csp).not.toContain('unsafe-inline');
    // Every inline style and script carries the nonce.
    expect(page.body.match(/<(script|style)(?![^>]*nonce=)/g)).toBeNull();
    // A fresh nonce per response.
    const again = await get(path);
    expect(again.headers['content-security-policy']).not.toBe(csp);
  });

  it('shows each error beside its field, keeps what was typed but the code, and changes nothing', async () => {
    const { id, path } = await cardPayment();
    const response = await submitForm(testApp.app, path, {
      number: '4242 4242 4242 4241',
      expiry: '01 / 26',
      cvv: '12',
      holder: '<img src=x onerror=alert(1)>',
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('This card number is not valid');
    expect(response.body).toContain('This card has expired');
    expect(response.body).toContain('Enter the 3-digit security code');
    expect(response.body).toContain('Use letters only, as printed on the card');
    expect(response.body).toContain('value="4242 4242 4242 4241"');
    expect(response.body).toContain('aria-invalid="true" aria-describedby="number-error"');
    expect(response.body).not.toContain('<img src=x');
    expect(response.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(response.body).not.toContain('value="12"');
    expect((await get(path)).statusCode).toBe(200);
    expect(await notificationsOf(testApp, id)).toEqual([]);
  });

  it('treats a missing or oversized form as invalid input, not a failure', async () => {
    const { path } = await cardPayment();
    expect((await submitForm(testApp.app, path, {})).statusCode).toBe(422);
    const huge = await testApp.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `number=${'4'.repeat(20_000)}`,
    });
    expect(huge.statusCode).toBe(413);
  });

  it('answers an unknown or malformed payment id with a 404 page', async () => {
    for (const path of [
      '/sandbox-psp/pay/00000000-0000-4000-8000-000000000000',
      '/sandbox-psp/pay/not-a-uuid',
      "/sandbox-psp/3ds/1'%20or%201=1",
    ]) {
      const page = await get(path);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('Payment not found');
    }
    const posted = await submitForm(testApp.app, '/sandbox-psp/pay/not-a-uuid', {
      number: '4242424242424242',
    });
    expect(posted.statusCode).toBe(404);
  });
});

describe('test cards', () => {
  it.each([
    ['4242 4242 4242 4242', 'succeeded', undefined],
    ['5555 5555 5555 4444', 'succeeded', undefined],
    ['4000 0000 0000 0002', 'failed', 'declined'],
    ['4000 0000 0000 9995', 'failed', 'insufficient_funds'],
  ])('%s ends %s (%s) and notifies the merchant', async (number, status, failureReason) => {
    const { id, path, request } = await cardPayment();
    const submitted = await submitForm(testApp.app, path, { number, ...CARD_FIELDS });
    expect(submitted.statusCode).toBe(303);
    expect(submitted.headers.location).toBe(path);

    const done = await get(path);
    expect(done.statusCode).toBe(200);
    const returnUrl = `${status === 'succeeded' ? RETURN_URLS.success : RETURN_URLS.fail}?paymentId=${request.merchantReference}`;
    expect(done.body).toContain(`data-return-url="${returnUrl}"`);
    expect(done.body).toContain(`data-payment-id="${request.merchantReference}"`);
    expect(done.body).toContain(`data-status="${status}"`);
    expect(done.body).toContain("type: 'sandbox-psp:done'");
    expect(done.body).toContain("window.parent.postMessage(message, '*')");
    expect(done.body).not.toContain('target="_top"');

    expect(lastNotification()).toMatchObject({
      type: 'payment.updated',
      payment: {
        id,
        merchantReference: request.merchantReference,
        status,
        amount: request.amount,
        currency: request.currency,
        ...(failureReason ? { failureReason } : {}),
      },
    });
    const [notification] = await notificationsOf(testApp, id);
    expect(notification).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('asks the 3-D Secure card for the challenge; the code 1234 passes', async () => {
    const { id, path, request } = await cardPayment();
    const submitted = await submitForm(testApp.app, path, { number: '4000000000003220', ...CARD_FIELDS });
    expect(submitted.statusCode).toBe(303);
    const challengePath = `/sandbox-psp/3ds/${id}`;
    expect(submitted.headers.location).toBe(challengePath);
    // The hosted page now leads to the challenge; nothing is notified yet (still pending for the merchant).
    expect((await get(path)).headers.location).toBe(challengePath);
    const challenge = await get(challengePath);
    expect(challenge.statusCode).toBe(200);
    expect(challenge.body).toContain('Visa •••• 3220');
    expect(await notificationsOf(testApp, id)).toEqual([]);
    // The merchant, asking again, is sent to the challenge.
    const merchantView = await testApp.provider.startPayment({
      paymentId: request.merchantReference,
      method: 'card',
      amount: request.amount,
      currency: request.currency,
      playerId: Number(request.customerId),
      saveCard: false,
      language: 'en',
      returnUrls: RETURN_URLS,
      notificationUrl: request.notificationUrl,
    });
    expect(merchantView).toMatchObject({ kind: 'challenge', url: expect.stringContaining(challengePath) });

    const empty = await submitForm(testApp.app, challengePath, { code: '', action: 'confirm' });
    expect(empty.statusCode).toBe(422);
    expect(empty.body).toContain('Enter the code');

    const passed = await submitForm(testApp.app, challengePath, { code: '1234', action: 'confirm' });
    expect(passed.statusCode).toBe(303);
    expect(passed.headers.location).toBe(challengePath);
    expect((await get(challengePath)).body).toContain('data-status="succeeded"');
    expect(lastNotification()?.payment).toMatchObject({ id, status: 'succeeded' });
  });

  it.each([
    ['a wrong code', { code: '0000', action: 'confirm' }],
    ['cancel', { code: '1234', action: 'cancel' }],
  ])('fails the challenge with authentication_failed on %s', async (_name, fields) => {
    const { id, path } = await cardPayment();
    await submitForm(testApp.app, path, { number: '4000000000003220', ...CARD_FIELDS });
    await submitForm(testApp.app, `/sandbox-psp/3ds/${id}`, fields);
    expect(lastNotification()?.payment).toMatchObject({
      id,
      status: 'failed',
      failureReason: 'authentication_failed',
    });
  });
});

describe('steps and replays', () => {
  it('sends a page of another step to the step the payment is at', async () => {
    const { id, path } = await cardPayment();
    for (const step of ['3ds', 'wallet', 'bank']) {
      const page = await get(`/sandbox-psp/${step}/${id}`);
      expect(page.statusCode).toBe(303);
      expect(page.headers.location).toBe(path);
      const posted = await submitForm(testApp.app, `/sandbox-psp/${step}/${id}`, {
        code: '1234',
        action: 'pay',
        card: '0',
      });
      expect(posted.headers.location).toBe(path);
    }
    expect(await notificationsOf(testApp, id)).toEqual([]);
  });

  it('acts once on a double submission and once on concurrent ones', async () => {
    const { id, path } = await cardPayment();
    const fields = { number: '4242424242424242', ...CARD_FIELDS };
    await Promise.all([submitForm(testApp.app, path, fields), submitForm(testApp.app, path, fields)]);
    const late = await submitForm(testApp.app, path, { ...fields, number: '4000000000000002' });
    expect(late.statusCode).toBe(303);
    expect((await get(path)).body).toContain('data-status="succeeded"');
    expect(await notificationsOf(testApp, id)).toHaveLength(1);
  });

  it('expires a page left open for more than 30 minutes and tells the merchant', async () => {
    const { id, path } = await cardPayment();
    testApp.clock.advance(30 * 60 * 1000 + 1);
    const page = await get(path);
    expect(page.body).toContain('data-status="failed"');
    expect(page.body).toContain('The payment session expired.');
    expect(lastNotification()?.payment).toMatchObject({ id, status: 'failed', failureReason: 'expired' });
    // A late submission changes nothing.
    await submitForm(testApp.app, path, { number: '4242424242424242', ...CARD_FIELDS });
    expect(await notificationsOf(testApp, id)).toHaveLength(1);
  });

  it('expires abandoned payments in the job round, each once', async () => {
    const { id } = await cardPayment();
    const { id: challenged, path } = await cardPayment();
    await submitForm(testApp.app, path, { number: '4000000000003220', ...CARD_FIELDS });
    testApp.clock.advance(31 * 60 * 1000);
    expect(await testApp.jobs.payments.expireOverdue()).toBeGreaterThanOrEqual(2);
    expect(await testApp.jobs.payments.expireOverdue()).toBe(0);
    for (const paymentId of [id, challenged]) {
      const [notification] = await notificationsOf(testApp, paymentId);
      expect(JSON.parse(notification!.body).payment).toMatchObject({
        status: 'failed',
        failureReason: 'expired',
      });
    }
  });
});

describe('the wallet sheet', () => {
  it.each([
    ['google_pay', 'Google Pay'],
    ['apple_pay', 'Apple Pay'],
  ] as const)('%s: pays with the chosen card', async (method, name) => {
    const { payment } = await startPayment(testApp, { method, amount: 5_000, currency: 'USD' });
    const path = pathOf(payment.next.url);
    const sheet = await get(path);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.body).toContain(`Pay with ${name}`);
    expect(sheet.body).toContain('$50.00');
    await submitForm(testApp.app, path, { card: '0', action: 'pay' });
    expect(lastNotification()?.payment).toMatchObject({
      id: payment.id,
      status: 'succeeded',
      currency: 'USD',
    });
  });

  it('fails with the declining card or on cancel, and shows a tampered card choice again', async () => {
    const declined = await startPayment(testApp, { method: 'google_pay' });
    const declinedPath = pathOf(declined.payment.next.url);
    const tampered = await submitForm(testApp.app, declinedPath, { card: '99', action: 'pay' });
    expect(tampered.statusCode).toBe(422);
    expect(tampered.body).toContain('Pay with Google Pay');
    await submitForm(testApp.app, declinedPath, { card: '1', action: 'pay' });
    expect(lastNotification()?.payment).toMatchObject({ status: 'failed', failureReason: 'declined' });

    const canceled = await startPayment(testApp, { method: 'apple_pay' });
    await submitForm(testApp.app, pathOf(canceled.payment.next.url), { action: 'cancel' });
    expect(lastNotification()?.payment).toMatchObject({
      id: canceled.payment.id,
      status: 'failed',
      failureReason: 'declined',
    });
  });
});

describe('bank transfers', () => {
  it('shows the instructions and makes the transfer arrive on request', async () => {
    const { payment } = await startPayment(testApp, { method: 'bank_transfer', amount: 250_000 });
    const path = pathOf(payment.next.url);
    const page = await get(path);
    expect(page.body).toContain('UA66 3000 0100 0002 6007 2335 6600 1');
    expect(page.body).toContain(payment.next.reference);
    expect(page.body).toContain('₴2,500.00');
    await submitForm(testApp.app, path, {});
    const statuses = (await notificationsOf(testApp, payment.id)).map(
      (row) => JSON.parse(row.body).payment.status,
    );
    expect(statuses).toEqual(['pending', 'succeeded']);
  });
});

describe('card data', () => {
  it('keeps only the brand, last four digits and expiry of a card, never its number or code', async () => {
    const { id, path } = await cardPayment({ saveCard: true });
    await submitForm(testApp.app, path, {
      number: '5555 5555 5555 4444',
      expiry: '11 / 29',
      cvv: '987',
      holder: 'Olena Test',
    });
    const card = { brand: 'mastercard', last4: '4444', expiryMonth: 11, expiryYear: 2029 };
    const [payment] = await testApp.database.db
      .select()
      .from(sandboxPspPayments)
      .where(eq(sandboxPspPayments.id, id));
    expect(payment?.card).toEqual({ ...card, behaviour: 'approve' });
    const saved = await testApp.database.db
      .select()
      .from(sandboxPspCards)
      .where(eq(sandboxPspCards.customerId, '42'));
    expect(saved.map(({ tokenId, createdAt, customerId, ...rest }) => rest)).toContainEqual({
      ...card,
      behaviour: 'approve',
    });
    expect(lastNotification()?.payment.savedCard).toEqual({
      tokenId: expect.stringMatching(/^tok_/),
      ...card,
    });
    const dump = JSON.stringify(
      await testApp.database.db.execute(sql`
        select row_to_json(t)::text as row from sandbox_psp_payments t
        union all select row_to_json(t)::text from sandbox_psp_cards t
        union all select row_to_json(t)::text from sandbox_psp_notifications t`),
    );
    expect(dump).not.toContain('5555555555554444');
    expect(dump).not.toContain('5555 5555 5555 4444');
  });
});
