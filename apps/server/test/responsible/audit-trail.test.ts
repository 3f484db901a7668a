import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actingAs } from '../../src/modules/audit/audit-context.ts';
import { AuditTrail } from '../../src/modules/audit/audit-trail.ts';
import { cashPlayer, cashTestApp, PASSWORD } from '../cash/support/cash-app.ts';
import { withdrawer, withdrawn } from '../cash/support/withdrawer.ts';
import { login } from '../support/auth-players.ts';
import { drainOutbox } from '../support/drain-outbox.ts';

const app = cashTestApp();

function trailOf(playerId: number) {
  return new AuditTrail({ db: app.current.database.db, clock: app.current.clock }).forPlayer(playerId);
}

describe('the audit trail', () => {
  it("records a player's account change with the values before and after, the actor and the request", async () => {
    const player = await cashPlayer(app.current);
    const updated = await player.post('/rest/player/update/', { firstName: 'Olena' });
    expect(updated.statusCode, updated.body).toBe(200);
    const change = (await trailOf(player.id)).find((event) => event.action === 'account.changed');
    expect(change).toMatchObject({
      actorKind: 'player',
      actorId: String(player.id),
      before: { firstName: null },
      after: { firstName: 'Olena' },
    });
    expect(change?.requestId).toEqual(expect.any(String));
  });

  it('records a login from a new device once per browser', async () => {
    const player = await cashPlayer(app.current);
    const { login: name } = (await player.get('/rest/player/getProfile/')).json().data.main;
    const fromPhone = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)' };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const signedIn = await login(app.current.app, { login: name, password: PASSWORD }, fromPhone);
      expect(signedIn.statusCode, signedIn.body).toBe(200);
    }
    const logins = (await trailOf(player.id)).filter((event) => event.action === 'login.new_device');
    expect(logins.map((event) => (event.after as { userAgent: string | null }).userAgent)).toContain(
      fromPhone['user-agent'],
    );
    expect(
      logins.filter((event) => (event.after as { userAgent: string }).userAgent === fromPhone['user-agent']),
    ).toHaveLength(1);
  });

  it('records payment state changes from the outbox and an operator decision under their name', async () => {
    const who = await withdrawer(app.current, 50_000);
    const player = who.player;
    const { withdrawal } = await withdrawn(who, 20_000);
    const withdrawalId = withdrawal.id;
    await actingAs({ actor: { kind: 'operator', id: 'reviewer-1' } }, () =>
      app.current.review.reject(withdrawalId, 'documents expired'),
    );
    await drainOutbox(app.current);

    const trail = await trailOf(player.id);
    const actions = trail.map((event) => event.action);
    expect(actions).toEqual(
      expect.arrayContaining(['payment.deposit_completed', 'withdrawal.requested', 'withdrawal.rejected']),
    );
    expect(trail.find((event) => event.action === 'withdrawal.reviewed')).toMatchObject({
      actorKind: 'operator',
      actorId: 'reviewer-1',
      reason: 'documents expired',
      before: { status: 'pending' },
      after: { status: 'rejected' },
    });
  });

  it('cannot be changed or deleted, even by SQL', async () => {
    const player = await cashPlayer(app.current);
    await player.post('/rest/self-limits/reality-check/', { intervalMinutes: 30 });
    const db = app.current.database.db;
    const appendOnly = { cause: expect.objectContaining({ message: expect.stringMatching(/append-only/) }) };
    await expect(db.execute(sql`update audit_events set reason = 'edited'`)).rejects.toMatchObject(
      appendOnly,
    );
    await expect(db.execute(sql`delete from audit_events`)).rejects.toMatchObject(appendOnly);
    await expect(db.execute(sql`truncate audit_events`)).rejects.toMatchObject(appendOnly);
    expect((await trailOf(player.id)).length).toBeGreaterThan(0);
  });
});
