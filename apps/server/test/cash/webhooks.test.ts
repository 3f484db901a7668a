import { randomUUID } from 'node:crypto';
import { SANDBOX_SIGNATURE_HEADER } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cashPaymentNotifications, cashPayments } from '../../src/modules/cash/cash.schema.ts';
import { notificationSignature } from '../../src/modules/sandbox-psp/notification-signature.ts';
import {
  balanceOf,
  type CashPlayer,
  type CashTestApp,
  cardDeposit,
  cashPlayer,
  cashTestApp,
  eventsOf,
  ledgerSnapshot,
  readPayment,
  startDeposit,
} from './support/cash-app.ts';

const apps = cashTestApp();

interface PendingPayment {
  player: CashPlayer;
  paymentId: string;
  providerPaymentId: string;
  amount: number;
}

/** A card deposit waiting on the provider's hosted page. */
async function pendingPayment(testApp: CashTestApp, amount = 45_000): Promise<PendingPayment> {
  const player = await cashPlayer(testApp);
  const started = await startDeposit(player, cardDeposit(amount));
  const [row] = await testApp.database.db
    .select()
    .from(cashPayments)
    .where(eq(cashPayments.id, started.data.payment.id));
  if (!row?.providerPaymentId) throw new Error('the payment did not start at the provider');
  return { player, paymentId: row.id, providerPaymentId: row.providerPaymentId, amount };
}

/** A notification body as the sandbox sends it. */
function notificationBody(
  payment: PendingPayment,
  change: { status: 'succeeded' | 'failed' | 'pending'; amount?: number; currency?: string; id?: string },
): string {
  return JSON.stringify({
    id: change.id ?? randomUUID(),
    type: 'payment.updated',
    occurredAt: new Date().toISOString(),
    payment: {
      id: payment.providerPaymentId,
      merchantReference: payment.paymentId,
      status: change.status,
      amount: change.amount ?? payment.amount,
      currency: change.currency ?? 'UAH',
      ...(change.status === 'failed' ? { failureReason: 'declined' } : {}),
    },
  });
}

/** Posts a notification to the casino, signed with the shared secret at the app's current time unless told. */
function notify(testApp: CashTestApp, body: string, signature?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/rest/cash/webhooks/sandbox/',
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]:
        signature ?? notificationSignature(testApp.config.paymentsWebhookSecret, body, testApp.clock.now()),
    },
    payload: body,
  });
}

async function statusOf(testApp: CashTestApp, paymentId: string) {
  const [row] = await testApp.database.db.select().from(cashPayments).where(eq(cashPayments.id, paymentId));
  return row?.status;
}

describe('payment notifications', () => {
  it('credits once when the same notification arrives twice', async () => {
    const testApp = apps.current;
    const payment = await pendingPayment(testApp);
    const before = await ledgerSnapshot(testApp);
    const body = notificationBody(payment, { status: 'succeeded' });

    for (const attempt of [1, 2]) {
      const response = await notify(testApp, body);
      expect(response.statusCode, `attempt ${attempt}: ${response.body}`).toBe(200);
      expect(response.json()).toEqual({ success: true });
    }
    expect(await balanceOf(payment.player)).toMatchObject({ principal: payment.amount });
    expect((await ledgerSnapshot(testApp)).transfers).toBe(before.transfers + 1);
    expect(await eventsOf(testApp, payment.player.id, 'DepositCompleted')).toHaveLength(1);
  });

  it('credits once when five copies arrive at the same time', async () => {
    const testApp = apps.current;
    const payment = await pendingPayment(testApp);
    const before = await ledgerSnapshot(testApp);
    const body = notificationBody(payment, { status: 'succeeded' });
    // Five copies of one notification and five distinct notifications of the same success.
    const copies = Array.from({ length: 5 }, () => notify(testApp, body));
    const distinct = Array.from({ length: 5 }, () =>
      notify(testApp, notificationBody(payment, { status: 'succeeded' })),
    );
    const responses = await Promise.all([...copies, ...distinct]);
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(await balanceOf(payment.player)).toMatchObject({ principal: payment.amount });
    expect((await ledgerSnapshot(testApp)).transfers).toBe(before.transfers + 1);
  });

  it('refuses a bad, missing or stale signature with 401 and credits nothing', async () => {
    const testApp = apps.current;
    const payment = await pendingPayment(testApp);
    const before = await ledgerSnapshot(testApp);
    const body = notificationBody(payment, { status: 'succeeded' });
    const secret = testApp.config.paymentsWebhookSecret;
    const now = testApp.clock.now();

    const forged = notificationSignature('another-secret-of-at-least-32-characters', body, now);
    const tampered = notificationSignature(secret, body.replace(String(payment.amount), '1'), now);
    const stale = notificationSignature(secret, body, new Date(now.getTime() - 6 * 60 * 1000));
    for (const signature of [forged, tampered, stale, 'garbage', '']) {
      const response = await notify(testApp, body, signature);
      expect(response.statusCode, signature).toBe(401);
      expect(response.json().error.code).toBe('invalid_signature');
    }
    const unsigned = await testApp.app.inject({
      method: 'POST',
      url: '/rest/cash/webhooks/sandbox/',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(401);

    expect(await ledgerSnapshot(testApp)).toEqual(before);
    expect(await statusOf(testApp, payment.paymentId)).toBe('pending');
    const recorded = await testApp.database.db
      .select()
      .from(cashPaymentNotifications)
      .where(eq(cashPaymentNotifications.paymentId, payment.paymentId));
    expect(recorded).toEqual([]);
  });

  it('does not credit a notification with another amount or currency, and reports the anomaly', async () => {
    const testApp = apps.current;
    const payment = await pendingPayment(testApp);
    const before = await ledgerSnapshot(testApp);
    const more = await notify(
      testApp,
      notificationBody(payment, { status: 'succeeded', amount: payment.amount * 10 }),
    );
    expect(more.statusCode).toBe(200);
    const dollars = await notify(
      testApp,
      notificationBody(payment, { status: 'succeeded', currency: 'USD' }),
    );
    expect(dollars.statusCode).toBe(200);

    expect(await ledgerSnapshot(testApp)).toMatchObject({
      balances: before.balances,
      transfers: before.transfers,
    });
    expect(await statusOf(testApp, payment.paymentId)).toBe('pending');
    expect(
      (await eventsOf(testApp, payment.player.id, 'PaymentAnomaly')).map((event) => event.reason),
    ).toEqual(['amount_mismatch', 'currency_mismatch']);
  });

  it('ignores a failure or a pending notification arriving after the success', async () => {
    const testApp = apps.current;
    const payment = await pendingPayment(testApp);
    await notify(testApp, notificationBody(payment, { status: 'succeeded' }));
    const afterCredit = await ledgerSnapshot(testApp);
    for (const status of ['failed', 'pending'] as const) {
      const response = await notify(testApp, notificationBody(payment, { status }));
      expect(response.statusCode).toBe(200);
    }
    expect(await statusOf(testApp, payment.paymentId)).toBe('succeeded');
    expect(await ledgerSnapshot(testApp)).toEqual(afterCredit);
    expect((await readPayment(payment.player, payment.paymentId)).action).toBe('complete');
  });

  it('keeps a failed payment failed when a success arrives late, and reports it', async () => {
    const testApp = apps.current;
    const payment = await pendingPayment(testApp);
    await notify(testApp, notificationBody(payment, { status: 'failed' }));
    const afterFailure = await ledgerSnapshot(testApp);
    await notify(testApp, notificationBody(payment, { status: 'succeeded' }));
    expect(await statusOf(testApp, payment.paymentId)).toBe('failed');
    expect(await ledgerSnapshot(testApp)).toEqual(afterFailure);
    expect(
      (await eventsOf(testApp, payment.player.id, 'PaymentAnomaly')).map((event) => event.reason),
    ).toEqual(['succeeded_after_failure']);
  });

  it('acknowledges a notification about no payment of ours and changes nothing', async () => {
    const testApp = apps.current;
    const before = await ledgerSnapshot(testApp);
    const payment = {
      player: undefined as never,
      paymentId: randomUUID(),
      providerPaymentId: randomUUID(),
      amount: 100,
    };
    const response = await notify(testApp, notificationBody(payment, { status: 'succeeded' }));
    expect(response.statusCode).toBe(200);
    expect(await ledgerSnapshot(testApp)).toEqual(before);
  });

  it('answers 404 for a provider that is not configured', async () => {
    const response = await apps.current.app.inject({
      method: 'POST',
      url: '/rest/cash/webhooks/acme/',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});
