import { SELF_EXCLUDED_STATUS } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AuditTrail } from '../../src/modules/audit/audit-trail.ts';
import { REFUND_EXCLUDED_DEPOSIT } from '../../src/modules/cash/excluded-deposit-refunds.ts';
import { sandboxPspPayments } from '../../src/modules/sandbox-psp/sandbox-psp.schema.ts';
import {
  balanceOf,
  CARDS,
  cardDeposit,
  cashPlayer,
  cashTestApp,
  depositByCard,
  ledgerSnapshot,
  payOnHostedPage,
  readPayment,
  startDeposit,
} from '../cash/support/cash-app.ts';

const app = cashTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;

async function excludedPlayer(body: object = { kind: 'timeout', period: '24h' }) {
  const player = await cashPlayer(app.current);
  await depositByCard(app.current, player, 50_000);
  const excluded = await player.post('/rest/self-limits/exclude/', body);
  expect(excluded.statusCode, excluded.body).toBe(200);
  return player;
}

describe('self-exclusion', () => {
  it('answers 444 with the end date on every deposit path and leaves the ledger alone', async () => {
    const player = await excludedPlayer();
    const till = '2026-03-02T12:00:00.000Z';
    const before = await ledgerSnapshot(app.current);
    for (const [url, body] of [
      ['/rest/cash/input/', cardDeposit(10_000)],
      ['/rest/cash/', cardDeposit(10_000)],
      ['/rest/cash/token-pay/', { ...cardDeposit(10_000), token_id: 'any-card' }],
    ] as const) {
      const refused = await player.post(url, body);
      expect(refused.statusCode, `${url} ${refused.body}`).toBe(SELF_EXCLUDED_STATUS);
      expect(refused.json().error).toMatchObject({ code: 'self_excluded', details: { till } });
    }
    expect(await ledgerSnapshot(app.current)).toEqual(before);
  });

  it('returns a card deposit started before it and paid after it, never crediting it, and audits that', async () => {
    const player = await cashPlayer(app.current);
    await depositByCard(app.current, player, 50_000);
    const started = await startDeposit(player, cardDeposit(10_000));
    expect(started.action).toBe('pay-frame');
    const excluded = await player.post('/rest/self-limits/exclude/', { kind: 'timeout', period: '24h' });
    expect(excluded.statusCode, excluded.body).toBe(200);
    const before = await ledgerSnapshot(app.current);

    await payOnHostedPage(app.current, started.data.frameUrl as string, CARDS.approve);
    await app.current.deliverNotifications();
    const payment = await readPayment(player, started.data.payment.id);
    expect(payment.data.payment).toMatchObject({ status: 'failed', failureReason: 'self_excluded' });
    expect(await ledgerSnapshot(app.current)).toEqual(before);
    expect(await balanceOf(player)).toMatchObject({ principal: 50_000 });

    const trail = await new AuditTrail({ db: app.current.database.db, clock: app.current.clock }).forPlayer(
      player.id,
    );
    expect(trail.find((event) => event.action === 'deposit.refunded')).toMatchObject({
      actorKind: 'system',
      after: { paymentId: started.data.payment.id, failureReason: 'self_excluded', amount: 10_000 },
    });
    // The provider is asked to return the money to the card, once.
    expect(await app.current.app.jobs.runDue(REFUND_EXCLUDED_DEPOSIT)).toBe(1);
    const [sandboxPayment] = await app.current.database.db
      .select()
      .from(sandboxPspPayments)
      .where(eq(sandboxPspPayments.merchantReference, started.data.payment.id));
    expect(sandboxPayment?.state).toBe('refunded');
    expect(await app.current.app.jobs.runDue(REFUND_EXCLUDED_DEPOSIT)).toBe(0);
  });

  it('still lets the player withdraw what is left', async () => {
    const player = await excludedPlayer();
    const methods = await player.get('/rest/cash/output/methods/');
    expect(methods.statusCode, methods.body).toBe(200);
  });

  it('reports the request status and cannot be shortened or lifted early', async () => {
    const player = await excludedPlayer({ kind: 'self_exclusion', period: '6m' });
    const info = await player.get('/rest/self-limits/player-info/');
    expect(info.json().data).toMatchObject({
      ludomanRequestStatus: 'active',
      exclusion: { kind: 'self_exclusion', period: '6m', till: '2026-09-01T12:00:00.000Z' },
    });
    const shorter = await player.post('/rest/self-limits/exclude/', { kind: 'timeout', period: '7d' });
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json().error.code).toBe('exclusion_shorter');
    const longer = await player.post('/rest/self-limits/exclude/', {
      kind: 'self_exclusion',
      period: 'permanent',
    });
    expect(longer.statusCode).toBe(200);
    expect(longer.json().data.till).toBeNull();
  });

  it('refuses periods that do not exist for the kind', async () => {
    const player = await cashPlayer(app.current);
    for (const body of [
      { kind: 'self_exclusion', period: '24h' },
      { kind: 'timeout', period: '6m' },
      { kind: 'timeout', period: '1h' },
      { kind: 'forever' },
    ]) {
      const refused = await player.post('/rest/self-limits/exclude/', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await player.get('/rest/self-limits/player-info/')).json().data.exclusion).toBeNull();
  });

  it('ends by itself: deposits are possible again after the time-out', async () => {
    const player = await excludedPlayer();
    app.current.clock.advance(DAY_MS);
    try {
      const deposit = await startDeposit(player, cardDeposit(10_000));
      expect(deposit.data.payment.status).toBeDefined();
      const info = await player.get('/rest/self-limits/player-info/');
      expect(info.json().data.ludomanRequestStatus).toBe('expired');
    } finally {
      app.current.clock.advance(-DAY_MS);
    }
  });

  it('is recorded in the audit trail with the player as actor and the request id', async () => {
    const player = await excludedPlayer();
    const trail = await new AuditTrail({ db: app.current.database.db, clock: app.current.clock }).forPlayer(
      player.id,
    );
    const started = trail.find((event) => event.action === 'exclusion.started');
    expect(started).toMatchObject({
      actorKind: 'player',
      actorId: String(player.id),
      before: null,
      after: { kind: 'timeout', period: '24h' },
    });
    expect(started?.requestId).toEqual(expect.any(String));
  });
});
