import { randomUUID } from 'node:crypto';
import { SESSION_COOKIE } from '@casino/contracts';
import { type OperatorRole, withdrawalQueueResponseSchema } from '@casino/contracts/backoffice';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/modules/audit/audit.schema.ts';
import { cashWithdrawals } from '../../src/modules/cash/cash.schema.ts';
import { walletTransfers } from '../../src/modules/wallet/wallet.schema.ts';
import { balanceOf, cashTestApp, PASSWORD } from '../cash/support/cash-app.ts';
import { type Withdrawer, withdrawer, withdrawn } from '../cash/support/withdrawer.ts';
import { createPlayer, originOf } from '../support/auth-players.ts';
import { type SignedInOperator, signInOperator } from '../support/operators.ts';
import { buildTestApp, callApi, type TestApp } from '../support/test-app.ts';

const apps = cashTestApp();
const WITHDRAWALS = '/backoffice/api/withdrawals/';
const HOUR = 60 * 60 * 1000;

let other: TestApp;
beforeAll(async () => {
  other = await buildTestApp({ database: apps.current.database, env: { RATE_LIMITS: 'off', BRAND: 'vlk' } });
});
afterAll(() => other?.close());

/** A fresh operator: tests move the clock by days, past any earlier operator's session. */
const operator = (role: OperatorRole) => signInOperator(apps.current, [role]);

async function queue(by: SignedInOperator, query = '') {
  const response = await by.call({ url: `${WITHDRAWALS}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return withdrawalQueueResponseSchema.parse(response.json()).withdrawals;
}

async function viewOf(by: SignedInOperator, who: Withdrawer, id: string) {
  const view = (await queue(by, `?playerId=${who.player.id}`)).find((withdrawal) => withdrawal.id === id);
  if (!view) throw new Error(`withdrawal ${id} is not in the queue`);
  return view;
}

const act = (by: SignedInOperator, id: string, action: 'approve' | 'reject' | 'pay', payload: object = {}) =>
  by.call({ method: 'POST', url: `${WITHDRAWALS}${id}/${action}/`, payload });

function recordsOf(playerId: number, action: string) {
  return apps.current.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.playerId, playerId), eq(auditEvents.action, action)))
    .orderBy(auditEvents.id);
}

/** Real-money stakes of `amount` on a game, as the seamless wallet takes them. */
async function stake(playerId: number, amount: number) {
  const { app, database } = apps.current;
  await database.db.transaction((tx) =>
    app.wallet.gameTransfer(tx, {
      kind: 'game_bet',
      playerId,
      currency: 'UAH',
      provider: 'test-provider',
      reference: randomUUID(),
      amount,
      metadata: {},
    }),
  );
}

/** A withdrawal of another brand's player, on the same database. */
async function foreignWithdrawal(): Promise<string> {
  const player = await createPlayer(other, PASSWORD);
  const id = randomUUID();
  const at = apps.current.clock.now();
  await apps.current.database.db.insert(cashWithdrawals).values({
    id,
    playerId: player.id,
    methodId: 1,
    provider: 'sandbox',
    amount: 1_000,
    currency: 'UAH',
    status: 'pending',
    destination: { cardToken: 'tok' },
    destinationLabel: '•••• 4242',
    idempotencyKey: `foreign-${id}`,
    fingerprint: 'x',
    createdAt: at,
    updatedAt: at,
  });
  return id;
}

describe('the withdrawals queue', () => {
  it("lists this brand's waiting withdrawals oldest first, by status and player, with logins", async () => {
    const payments = await operator('payments');
    const first = await withdrawer(apps.current, 100_000);
    const { withdrawal: older } = await withdrawn(first, 10_000);
    apps.current.clock.advance(1_000);
    const { withdrawal: newer } = await withdrawn(first, 20_000);
    const foreign = await foreignWithdrawal();

    const waiting = await queue(payments);
    const ids = waiting.map((withdrawal) => withdrawal.id);
    expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(ids).not.toContain(foreign);
    const view = await viewOf(payments, first, older.id);
    const { login } = (await first.player.get('/rest/player/getProfile/')).json().data.main;
    expect(view).toMatchObject({
      playerId: first.player.id,
      playerLogin: login,
      amount: 10_000,
      currency: 'UAH',
      status: 'pending',
      destinationLabel: '•••• 4242',
      payoutStartedAt: null,
    });

    expect((await act(payments, newer.id, 'approve')).statusCode).toBe(200);
    const approved = (await queue(payments, `?status=approved&playerId=${first.player.id}`)).map((w) => w.id);
    expect(approved).toEqual([newer.id]);
    expect((await queue(payments, `?status=pending&playerId=${first.player.id}`)).map((w) => w.id)).toEqual([
      older.id,
    ]);
    expect(await queue(payments, '?playerId=999999999')).toEqual([]);
  });

  it('refuses bad queries with 422', async () => {
    const payments = await operator('payments');
    for (const query of [
      'status=lost',
      'playerId=0',
      'playerId=abc',
      `playerId=${'9'.repeat(30)}`,
      'limit=201',
    ]) {
      expect((await payments.call({ url: `${WITHDRAWALS}?${query}` })).statusCode, query).toBe(422);
    }
  });
});

describe("a withdrawal's risk flags", () => {
  it('flags a new device, a deposit not wagered and a recent limit change', async () => {
    const who = await withdrawer(apps.current, 100_000);
    const limits = await who.player.post('/rest/self-limits/update-limits/', {
      limits: [{ type: 'loss', period: 'week', amount: 500_000 }],
    });
    expect(limits.statusCode, limits.body).toBe(200);
    const { withdrawal } = await withdrawn(who, 10_000);
    const view = await viewOf(await operator('payments'), who, withdrawal.id);
    expect(view.riskFlags).toEqual(['new_device', 'deposit_not_wagered', 'recent_limit_change']);
  });

  it('flags nothing for a known device, a wagered deposit and limits left alone', async () => {
    const who = await withdrawer(apps.current, 100_000);
    await who.player.post('/rest/self-limits/update-limits/', {
      limits: [{ type: 'loss', period: 'week', amount: 500_000 }],
    });
    await stake(who.player.id, 60_000);
    await stake(who.player.id, 40_000);
    apps.current.clock.advance(73 * HOUR);
    // The stakes left nothing to withdraw: a win brings some back, which is not a deposit.
    await apps.current.database.db.transaction((tx) =>
      apps.current.app.wallet.gameTransfer(tx, {
        kind: 'game_win',
        playerId: who.player.id,
        currency: 'UAH',
        provider: 'test-provider',
        reference: randomUUID(),
        amount: 30_000,
        metadata: {},
      }),
    );
    const { withdrawal } = await withdrawn(who, 10_000);
    const view = await viewOf(await operator('payments'), who, withdrawal.id);
    expect(view.riskFlags).toEqual([]);
  });
});

describe('deciding a withdrawal', () => {
  it('approves a pending one under the operator, with their reason', async () => {
    const payments = await operator('payments');
    const who = await withdrawer(apps.current, 50_000);
    const { withdrawal } = await withdrawn(who, 20_000);
    const approved = await act(payments, withdrawal.id, 'approve', { reason: 'Documents checked' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().withdrawal).toMatchObject({ id: withdrawal.id, status: 'approved' });
    expect(await recordsOf(who.player.id, 'withdrawal.reviewed')).toMatchObject([
      {
        actorKind: 'operator',
        actorId: payments.login,
        reason: 'Documents checked',
        after: { withdrawalId: withdrawal.id, status: 'approved' },
      },
    ]);
    const again = await act(payments, withdrawal.id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('withdrawal_status');
  });

  it("rejects one with a reason, returning the money to the player's balance", async () => {
    const payments = await operator('payments');
    const who = await withdrawer(apps.current, 50_000);
    const { withdrawal } = await withdrawn(who, 30_000);
    expect(await balanceOf(who.player)).toMatchObject({ principal: 20_000, hold: 30_000 });
    for (const payload of [
      {},
      { reason: '' },
      { reason: 'no' },
      { reason: 'x'.repeat(501) },
      { reason: 42 },
    ]) {
      expect(
        (await act(payments, withdrawal.id, 'reject', payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(422);
    }
    const rejected = await act(payments, withdrawal.id, 'reject', { reason: 'Card belongs to someone else' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().withdrawal).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Card belongs to someone else',
    });
    expect(await balanceOf(who.player)).toMatchObject({ principal: 50_000, hold: 0 });
    expect(await recordsOf(who.player.id, 'withdrawal.reviewed')).toMatchObject([
      { actorKind: 'operator', actorId: payments.login, reason: 'Card belongs to someone else' },
    ]);
    expect((await act(payments, withdrawal.id, 'reject', { reason: 'Once more' })).statusCode).toBe(409);
    expect(await balanceOf(who.player)).toMatchObject({ principal: 50_000, hold: 0 });
  });

  it('pays an approved one out once: the second payment is refused and the money moves once', async () => {
    const payments = await operator('payments');
    const who = await withdrawer(apps.current, 80_000);
    const { withdrawal } = await withdrawn(who, 50_000);
    expect((await act(payments, withdrawal.id, 'pay')).statusCode).toBe(409);
    expect((await act(payments, withdrawal.id, 'approve')).statusCode).toBe(200);

    const paid = await act(payments, withdrawal.id, 'pay');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().withdrawal).toMatchObject({ status: 'paid', payoutStartedAt: expect.any(String) });
    const again = await act(payments, withdrawal.id, 'pay');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('withdrawal_status');

    expect(await balanceOf(who.player)).toMatchObject({ principal: 30_000, hold: 0, total: 30_000 });
    const payouts = await apps.current.database.db
      .select({ id: walletTransfers.id })
      .from(walletTransfers)
      .where(
        and(
          eq(walletTransfers.kind, 'withdrawal_payout'),
          sql`${walletTransfers.metadata} ->> 'withdrawalId' = ${withdrawal.id}`,
        ),
      );
    expect(payouts).toHaveLength(1);
    expect(await recordsOf(who.player.id, 'withdrawal.payout_sent')).toMatchObject([
      { actorKind: 'operator', actorId: payments.login },
    ]);
  });

  it('refuses operators without the permission, and audits the refusal', async () => {
    const support = await operator('support');
    const risk = await operator('risk');
    const who = await withdrawer(apps.current, 50_000);
    const { withdrawal } = await withdrawn(who, 20_000);
    const refused = await act(support, withdrawal.id, 'approve', { reason: 'Looks fine to me' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('operator_forbidden');
    const [record] = await apps.current.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'operator.forbidden'), eq(auditEvents.actorId, support.login)));
    expect(record).toMatchObject({
      actorKind: 'operator',
      playerId: null,
      after: { method: 'POST', permission: 'withdrawals.decide' },
    });
    expect((await support.call({ url: WITHDRAWALS })).statusCode).toBe(403);
    // Risk decides withdrawals but may not pay them out (segregation of duties).
    expect((await act(risk, withdrawal.id, 'approve')).statusCode).toBe(200);
    expect((await act(risk, withdrawal.id, 'pay')).statusCode).toBe(403);
    expect(await balanceOf(who.player)).toMatchObject({ principal: 30_000, hold: 20_000 });
  });

  it("answers 404 for unknown and other brands' withdrawals, 422 for malformed ids, 401 to a player", async () => {
    const payments = await operator('payments');
    const foreign = await foreignWithdrawal();
    for (const action of ['approve', 'pay'] as const) {
      expect((await act(payments, randomUUID(), action)).statusCode).toBe(404);
      expect((await act(payments, foreign, action)).statusCode).toBe(404);
      expect((await act(payments, 'not-a-uuid', action)).statusCode).toBe(422);
    }
    expect((await act(payments, foreign, 'reject', { reason: 'Not ours' })).statusCode).toBe(404);
    const [row] = await apps.current.database.db
      .select({ status: cashWithdrawals.status })
      .from(cashWithdrawals)
      .where(eq(cashWithdrawals.id, foreign));
    expect(row?.status).toBe('pending');

    const who = await withdrawer(apps.current, 20_000);
    const { withdrawal } = await withdrawn(who, 10_000);
    const asPlayer = await callApi(apps.current.app, {
      method: 'POST',
      url: `${WITHDRAWALS}${withdrawal.id}/approve/`,
      payload: {},
      cookies: { [SESSION_COOKIE]: who.player.sid },
      // As the site's own page would send it: the player's session is good, but it is no operator's.
      headers: { origin: originOf(apps.current) },
    });
    expect(asPlayer.statusCode).toBe(401);
    expect(asPlayer.json().error.code).toBe('unauthorized');
  });
});
