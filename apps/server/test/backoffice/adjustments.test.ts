import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/modules/audit/audit.schema.ts';
import { type SignedInOperator, signInOperator } from '../support/operators.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';
import { insertTestPlayer } from '../support/wallet-fixtures.ts';

const THRESHOLD = 50_000;
const ADJUSTMENTS = '/backoffice/api/adjustments/';

let testApp: TestApp;
let risk: SignedInOperator;
let secondRisk: SignedInOperator;
let payments: SignedInOperator;

beforeAll(async () => {
  testApp = await buildTestApp({
    env: { RATE_LIMITS: 'off', BACKOFFICE_FOUR_EYES_MINOR: String(THRESHOLD) },
  });
  risk = await signInOperator(testApp, ['risk']);
  secondRisk = await signInOperator(testApp, ['risk']);
  payments = await signInOperator(testApp, ['payments']);
});
afterAll(() => testApp.close());

let players = 0;
async function newPlayer(): Promise<number> {
  players += 1;
  return insertTestPlayer(testApp.database.db, `adjusted-${players}@example.com`);
}

const realBalance = async (playerId: number) => (await testApp.app.wallet.balance(playerId, 'UAH')).principal;

function ask(operator: SignedInOperator, body: Record<string, unknown>) {
  return operator.call({
    method: 'POST',
    url: ADJUSTMENTS,
    payload: {
      requestId: randomUUID(),
      currency: 'UAH',
      direction: 'credit',
      reasonCode: 'goodwill',
      reason: 'Compensation for a failed round',
      ...body,
    },
  });
}

const decide = (operator: SignedInOperator, id: string, verdict: 'approve' | 'reject') =>
  operator.call({
    method: 'POST',
    url: `${ADJUSTMENTS}${id}/${verdict}/`,
    payload: { reason: 'Checked the ticket' },
  });

describe('manual adjustments', () => {
  it('applies an adjustment at or below the threshold at once, as one ledger transfer', async () => {
    const playerId = await newPlayer();
    const response = await ask(risk, { playerId, amount: THRESHOLD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().adjustment).toMatchObject({
      status: 'applied',
      requestedBy: risk.login,
      decidedBy: null,
      transferId: expect.any(Number),
    });
    expect(await realBalance(playerId)).toBe(THRESHOLD);
  });

  it('asked twice with one request id, moves the money once', async () => {
    const playerId = await newPlayer();
    const requestId = randomUUID();
    const [first, second] = await Promise.all([
      ask(risk, { playerId, amount: 1_000, requestId }),
      ask(risk, { playerId, amount: 1_000, requestId }),
    ]);
    expect(first.json().adjustment.id).toBe(second.json().adjustment.id);
    expect(await realBalance(playerId)).toBe(1_000);
  });

  it('holds an adjustment above the threshold until a second operator approves it', async () => {
    const playerId = await newPlayer();
    const asked = await ask(risk, { playerId, amount: THRESHOLD + 1 });
    const { id } = asked.json().adjustment;
    expect(asked.json().adjustment.status).toBe('pending');
    expect(await realBalance(playerId)).toBe(0);

    const ownApproval = await decide(risk, id, 'approve');
    expect(ownApproval.statusCode).toBe(403);
    expect(ownApproval.json().error.code).toBe('four_eyes_same_operator');
    const withoutPermission = await decide(payments, id, 'approve');
    expect(withoutPermission.json().error.code).toBe('operator_forbidden');
    expect(await realBalance(playerId)).toBe(0);

    const [approved, again] = await Promise.all([
      decide(secondRisk, id, 'approve'),
      decide(secondRisk, id, 'approve'),
    ]);
    expect([approved.statusCode, again.statusCode].sort()).toEqual([200, 409]);
    expect(await realBalance(playerId)).toBe(THRESHOLD + 1);

    const trail = await testApp.database.db
      .select({ action: auditEvents.action, actorId: auditEvents.actorId, actorKind: auditEvents.actorKind })
      .from(auditEvents)
      .where(and(eq(auditEvents.playerId, playerId)))
      .orderBy(auditEvents.id);
    expect(trail).toEqual([
      { action: 'ledger.adjustment_requested', actorId: risk.login, actorKind: 'operator' },
      { action: 'ledger.adjustment_applied', actorId: secondRisk.login, actorKind: 'operator' },
    ]);
  });

  it('moves nothing for a rejected adjustment', async () => {
    const playerId = await newPlayer();
    const { id } = (await ask(risk, { playerId, amount: THRESHOLD * 2 })).json().adjustment;
    const rejected = await decide(secondRisk, id, 'reject');
    expect(rejected.json().adjustment).toMatchObject({ status: 'rejected', decidedBy: secondRisk.login });
    expect((await decide(secondRisk, id, 'approve')).json().error.code).toBe('adjustment_already_decided');
    expect(await realBalance(playerId)).toBe(0);
  });

  it('never debits below zero, and leaves no adjustment behind a refused one', async () => {
    const playerId = await newPlayer();
    await ask(risk, { playerId, amount: 2_000 });
    const overdraw = await ask(risk, { playerId, amount: 2_001, direction: 'debit' });
    expect(overdraw.statusCode).toBe(422);
    expect(overdraw.json().error.code).toBe('insufficient_funds');
    const list = (await risk.call({ url: `${ADJUSTMENTS}?playerId=${playerId}` })).json();
    expect(list.adjustments).toHaveLength(1);
    expect(list.fourEyesThreshold).toBe(THRESHOLD);
    const debit = await ask(risk, { playerId, amount: 2_000, direction: 'debit' });
    expect(debit.json().adjustment.status).toBe('applied');
    expect(await realBalance(playerId)).toBe(0);
  });

  it('refuses bad input: unknown players, another currency, amounts out of range, no reason', async () => {
    const playerId = await newPlayer();
    expect((await ask(risk, { playerId: 987_654_321, amount: 100 })).statusCode).toBe(404);
    expect((await ask(risk, { playerId, amount: 100, currency: 'EUR' })).json().error.code).toBe(
      'currency_mismatch',
    );
    for (const amount of [0, -5, 1.5, 10 ** 12, '100']) {
      expect((await ask(risk, { playerId, amount })).statusCode, String(amount)).toBe(422);
    }
    expect((await ask(risk, { playerId, amount: 100, reason: ' ' })).statusCode).toBe(422);
    expect((await decide(secondRisk, randomUUID(), 'approve')).statusCode).toBe(404);
    expect(await realBalance(playerId)).toBe(0);
  });
});
