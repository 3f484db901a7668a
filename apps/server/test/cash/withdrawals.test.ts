import {
  payoutCancelPopupResponseSchema,
  withdrawalMethodsResponseSchema,
  withdrawalsResponseSchema,
} from '@casino/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cashWithdrawals } from '../../src/modules/cash/cash.schema.ts';
import { balanceOf, cashPlayer, cashTestApp, eventsOf, ledgerSnapshot, newKey } from './support/cash-app.ts';
import {
  withdrawer as newWithdrawer,
  requestWithdrawal,
  TAX_ID,
  type WithdrawerOptions,
  withdrawn,
} from './support/withdrawer.ts';

const apps = cashTestApp();

const withdrawer = (balance: number, options?: WithdrawerOptions) =>
  newWithdrawer(apps.current, balance, options);

describe('withdrawal requests', () => {
  it('moves the amount from the principal to hold', async () => {
    const who = await withdrawer(100_000);
    const { withdrawal, balance } = await withdrawn(who, 30_000);
    expect(withdrawal).toMatchObject({
      status: 'pending',
      amount: 30_000,
      currency: 'UAH',
      methodSlug: 'card',
      destination: '•••• 4242',
      rejectionReason: null,
    });
    expect(balance).toMatchObject({ principal: 70_000, hold: 30_000, total: 100_000 });
    expect(await eventsOf(apps.current, who.player.id, 'WithdrawalRequested')).toEqual([
      { withdrawalId: withdrawal.id, amount: 30_000, currency: 'UAH', transferId: expect.any(Number) },
    ]);
    const list = withdrawalsResponseSchema.parse(
      (await who.player.get('/rest/cash/withdrawals/')).json(),
    ).data;
    expect(list.map((item) => item.id)).toEqual([withdrawal.id]);
  });

  it('refuses a second withdrawal that would overdraw, with the balance, moving nothing', async () => {
    const who = await withdrawer(100_000);
    await withdrawn(who, 60_000);
    const before = await ledgerSnapshot(apps.current);
    const response = await requestWithdrawal(who, 60_000);
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      code: 'insufficient_funds',
      details: { balance: 40_000, currency: 'UAH' },
    });
    expect(await ledgerSnapshot(apps.current)).toEqual(before);
    const rows = await apps.current.database.db
      .select()
      .from(cashWithdrawals)
      .where(eq(cashWithdrawals.playerId, who.player.id));
    expect(rows).toHaveLength(1);
  });

  it('returns the same withdrawal for a repeated key, holding the money once', async () => {
    const who = await withdrawer(100_000);
    const key = newKey();
    const [first, second] = await Promise.all([
      requestWithdrawal(who, 20_000, { idempotency_key: key }),
      requestWithdrawal(who, 20_000, { idempotency_key: key }),
    ]);
    expect(first?.statusCode, first?.body).toBe(200);
    expect(second?.statusCode, second?.body).toBe(200);
    expect(first?.json().data.withdrawal.id).toBe(second?.json().data.withdrawal.id);
    expect(await balanceOf(who.player)).toMatchObject({ principal: 80_000, hold: 20_000 });
    const conflict = await requestWithdrawal(who, 25_000, { idempotency_key: key });
    expect(conflict.statusCode).toBe(409);
  });

  it('lets the player cancel a pending withdrawal, returning the money, once', async () => {
    const who = await withdrawer(50_000);
    const { withdrawal } = await withdrawn(who, 50_000);
    const canceled = await who.player.post(`/rest/cash/withdrawals/${withdrawal.id}/cancel/`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().data).toMatchObject({
      withdrawal: { id: withdrawal.id, status: 'canceled' },
      balance: { principal: 50_000, hold: 0 },
    });
    const again = await who.player.post(`/rest/cash/withdrawals/${withdrawal.id}/cancel/`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('withdrawal_not_cancelable');
  });

  it('answers 404 for another player’s withdrawal', async () => {
    const owner = await withdrawer(50_000);
    const { withdrawal } = await withdrawn(owner, 20_000);
    const other = await cashPlayer(apps.current);
    const before = await ledgerSnapshot(apps.current);
    expect((await other.post(`/rest/cash/withdrawals/${withdrawal.id}/cancel/`)).statusCode).toBe(404);
    expect(
      (await other.post('/rest/popups/player/apply/payout-cancel/', { withdrawalId: withdrawal.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await other.post('/rest/popups/player/reject/payout-cancel/', { withdrawalId: withdrawal.id }))
        .statusCode,
    ).toBe(404);
    expect(await ledgerSnapshot(apps.current)).toEqual(before);
    expect(await balanceOf(owner.player)).toMatchObject({ principal: 30_000, hold: 20_000 });
  });

  it('pays to an IBAN by bank transfer and asks for one when it is missing', async () => {
    const who = await withdrawer(100_000);
    const missing = await requestWithdrawal(who, 20_000, { method_id: 4, token_id: undefined });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.fields).toHaveProperty('iban');
    const response = await requestWithdrawal(who, 20_000, {
      method_id: 4,
      token_id: undefined,
      iban: 'UA213223130000026007233566001',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.withdrawal).toMatchObject({
      methodSlug: 'bank_transfer',
      destination: 'IBAN •••• 6001',
    });
  });
});

describe('who may withdraw', () => {
  it('refuses a player whose identity is not verified', async () => {
    const who = await withdrawer(50_000, { overrides: { verificationStatus: 'pending' } });
    const before = await ledgerSnapshot(apps.current);
    const response = await requestWithdrawal(who, 20_000);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('verification_required');
    expect(await ledgerSnapshot(apps.current)).toEqual(before);
    const methods = withdrawalMethodsResponseSchema.parse(
      (await who.player.get('/rest/cash/output/methods/')).json(),
    );
    expect(methods.data.isVerified).toBe(false);
  });

  it('asks for a tax ID in UAH, validates its check digit, then lets the player withdraw', async () => {
    const who = await withdrawer(50_000, { taxId: false });
    const methods = withdrawalMethodsResponseSchema.parse(
      (await who.player.get('/rest/cash/output/methods/')).json(),
    );
    expect(methods.data).toMatchObject({ isVerified: true, needsTaxId: true });
    expect(methods.data.methods.map((method) => method.slug)).toEqual(['card', 'bank_transfer']);

    const refused = await requestWithdrawal(who, 20_000);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'tax_id_required', details: { currency: 'UAH' } });

    const wrongDigit = await who.player.post('/rest/player/tax-id/', { taxId: '1759013777' });
    expect(wrongDigit.statusCode).toBe(422);
    expect(wrongDigit.json().error.fields).toHaveProperty('taxId');
    const notDigits = await who.player.post('/rest/player/tax-id/', { taxId: '17590137ab' });
    expect(notDigits.statusCode).toBe(422);

    expect((await who.player.post('/rest/player/tax-id/', { taxId: TAX_ID })).json()).toEqual({
      success: true,
    });
    const after = withdrawalMethodsResponseSchema.parse(
      (await who.player.get('/rest/cash/output/methods/')).json(),
    );
    expect(after.data.needsTaxId).toBe(false);
    expect((await requestWithdrawal(who, 20_000)).statusCode).toBe(200);
  });

  it('needs no tax ID in USD', async () => {
    const who = await withdrawer(50_000, { overrides: { currency: 'USD' }, taxId: false });
    const methods = withdrawalMethodsResponseSchema.parse(
      (await who.player.get('/rest/cash/output/methods/')).json(),
    );
    expect(methods.data.needsTaxId).toBe(false);
    const response = await requestWithdrawal(who, 20_000, { currency_id: 2 });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('checks a withdrawal amount against the limits', async () => {
    const who = await withdrawer(50_000);
    const ok = await who.player.post('/rest/cash/output/check/', {
      method_id: 1,
      currency_id: 1,
      amount: 20_000,
    });
    expect(ok.json()).toEqual({ success: true, data: { min: 10_000, max: 5_000_000, fee: 0 } });
    const low = await who.player.post('/rest/cash/output/check/', {
      method_id: 1,
      currency_id: 1,
      amount: 100,
    });
    expect(low.json().error.code).toBe('amount_below_minimum');
    const google = await who.player.post('/rest/cash/output/check/', {
      method_id: 2,
      currency_id: 1,
      amount: 20_000,
    });
    expect(google.json().error.fields).toHaveProperty('method_id');
  });
});

describe('the payout-cancel popup', () => {
  it('offers the newest pending withdrawal until the player declines, and cancels it on apply', async () => {
    const who = await withdrawer(100_000);
    const popup = async () =>
      payoutCancelPopupResponseSchema.parse(
        (await who.player.get('/rest/popups/player/show/payout-cancel/')).json(),
      ).data;
    expect(await popup()).toBeNull();
    const older = (await withdrawn(who, 20_000)).withdrawal;
    apps.current.clock.advance(1_000);
    const newer = (await withdrawn(who, 30_000)).withdrawal;
    expect((await popup())?.withdrawal.id).toBe(newer.id);

    const declined = await who.player.post('/rest/popups/player/reject/payout-cancel/', {
      withdrawalId: newer.id,
    });
    expect(declined.json()).toEqual({ success: true });
    expect((await popup())?.withdrawal.id).toBe(older.id);

    const applied = await who.player.post('/rest/popups/player/apply/payout-cancel/', {
      withdrawalId: older.id,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data.withdrawal.status).toBe('canceled');
    expect(await popup()).toBeNull();
    expect(await balanceOf(who.player)).toMatchObject({ principal: 70_000, hold: 30_000 });
  });
});

describe('the operator’s side', () => {
  it('rejects a pending withdrawal, returning the money with the reason', async () => {
    const who = await withdrawer(50_000);
    const { withdrawal } = await withdrawn(who, 40_000);
    const rejected = await apps.current.review.reject(withdrawal.id, 'documents expired');
    expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: 'documents expired' });
    expect(await balanceOf(who.player)).toMatchObject({ principal: 50_000, hold: 0 });
    const [listed] = withdrawalsResponseSchema.parse(
      (await who.player.get('/rest/cash/withdrawals/')).json(),
    ).data;
    expect(listed).toMatchObject({ status: 'rejected', rejectionReason: 'documents expired' });
    await expect(apps.current.review.reject(withdrawal.id, 'again')).rejects.toMatchObject({
      code: 'withdrawal_status',
    });
  });

  it('approves and pays a withdrawal: the hold settles and the sandbox records the payout', async () => {
    const testApp = apps.current;
    const who = await withdrawer(80_000);
    const { withdrawal } = await withdrawn(who, 50_000);
    await expect(testApp.review.pay(withdrawal.id)).rejects.toMatchObject({ code: 'withdrawal_status' });
    expect((await testApp.review.approve(withdrawal.id)).status).toBe('approved');
    expect(await eventsOf(testApp, who.player.id, 'WithdrawalApproved')).toEqual([
      { withdrawalId: withdrawal.id, amount: 50_000, currency: 'UAH' },
    ]);
    // An approved withdrawal is the operator's now: the player can no longer cancel it.
    expect((await who.player.post(`/rest/cash/withdrawals/${withdrawal.id}/cancel/`)).statusCode).toBe(409);

    const paid = await testApp.review.pay(withdrawal.id);
    expect(paid).toMatchObject({ status: 'paid', providerPayoutId: expect.any(String) });
    expect(await balanceOf(who.player)).toMatchObject({ principal: 30_000, hold: 0, total: 30_000 });
    const payouts = await testApp.database.db.execute<{ amount: number }>(
      sql`select amount from sandbox_psp_payouts where merchant_reference = ${withdrawal.id}`,
    );
    expect(
      (payouts as unknown as { rows: { amount: unknown }[] }).rows.map((row) => Number(row.amount)),
    ).toEqual([50_000]);
    expect(await eventsOf(testApp, who.player.id, 'WithdrawalPaid')).toEqual([
      expect.objectContaining({ withdrawalId: withdrawal.id, amount: 50_000 }),
    ]);

    // Paying again changes nothing; a paid withdrawal cannot be rejected.
    await expect(testApp.review.pay(withdrawal.id)).rejects.toMatchObject({ code: 'withdrawal_status' });
    await expect(testApp.review.reject(withdrawal.id, 'late')).rejects.toMatchObject({
      code: 'withdrawal_status',
    });
    expect(await balanceOf(who.player)).toMatchObject({ principal: 30_000, hold: 0 });
  });

  it('answers not found for an unknown withdrawal', async () => {
    await expect(apps.current.review.approve('not-a-uuid')).rejects.toMatchObject({ status: 404 });
  });
});
