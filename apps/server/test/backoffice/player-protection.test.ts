import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/modules/audit/audit.schema.ts';
import { type SignedInOperator, signInOperator } from '../support/operators.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';
import { insertTestPlayer } from '../support/wallet-fixtures.ts';

let testApp: TestApp;
let support: SignedInOperator;
let kyc: SignedInOperator;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { RATE_LIMITS: 'off' } });
  support = await signInOperator(testApp, ['support']);
  kyc = await signInOperator(testApp, ['kyc']);
});
afterAll(() => testApp.close());

let players = 0;
const exclude = (operator: SignedInOperator, playerId: number, body: object) =>
  operator.call({ method: 'POST', url: `/backoffice/api/players/${playerId}/exclusion/`, payload: body });

describe('protection an operator imposes', () => {
  it('excludes a player at once, with the reason in the trail, and never shortens an exclusion', async () => {
    players += 1;
    const playerId = await insertTestPlayer(testApp.database.db, `protected-${players}@example.com`);
    const reason = 'Third-party request from the family';
    const year = await exclude(support, playerId, { kind: 'self_exclusion', period: '1y', reason });
    expect(year.statusCode, year.body).toBe(200);
    expect(year.json().player.protection.selfExcludedUntil).toEqual(expect.any(String));
    await expect(testApp.app.responsible.assertNotExcluded(playerId)).rejects.toMatchObject({
      code: 'self_excluded',
    });

    const shorter = await exclude(support, playerId, {
      kind: 'timeout',
      period: '24h',
      reason: 'Shorter one',
    });
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json().error.code).toBe('exclusion_shorter');

    const [record] = await testApp.database.db
      .select({ actorKind: auditEvents.actorKind, actorId: auditEvents.actorId, reason: auditEvents.reason })
      .from(auditEvents)
      .where(and(eq(auditEvents.playerId, playerId), eq(auditEvents.action, 'exclusion.started')));
    expect(record).toEqual({ actorKind: 'operator', actorId: support.login, reason });
  });

  it('refuses operators without the permission, unknown players and periods not offered', async () => {
    players += 1;
    const playerId = await insertTestPlayer(testApp.database.db, `protected-${players}@example.com`);
    const body = { kind: 'timeout', period: '24h', reason: 'Asked on the phone' };
    expect((await exclude(kyc, playerId, body)).json().error.code).toBe('operator_forbidden');
    expect((await exclude(support, 999_999_999, body)).statusCode).toBe(404);
    expect((await exclude(support, playerId, { ...body, period: '5m' })).statusCode).toBe(422);
    expect((await exclude(support, playerId, { kind: 'timeout', period: '24h' })).statusCode).toBe(422);
    expect(await testApp.app.responsible.activeExclusion(playerId)).toBeNull();
  });
});
