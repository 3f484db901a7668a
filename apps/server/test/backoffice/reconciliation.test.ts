import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/platform/config.ts';
import { type SignedInOperator, signInOperator } from '../support/operators.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';
import { insertTestPlayer } from '../support/wallet-fixtures.ts';

const RECONCILIATIONS = '/backoffice/api/ledger/reconciliations/';

let testApp: TestApp;
let risk: SignedInOperator;
let playerId: number;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { RATE_LIMITS: 'off' } });
  risk = await signInOperator(testApp, ['risk']);
  playerId = await insertTestPlayer(testApp.database.db, 'reconciliation@example.com');
  await testApp.database.db.transaction((tx) =>
    testApp.app.wallet.creditDeposit(tx, {
      playerId,
      currency: 'UAH',
      amount: 10_000,
      provider: 'sandbox',
      paymentId: 'reconciliation-deposit',
    }),
  );
});
afterAll(() => testApp.close());

const status = async (query = '') => {
  const response = await risk.call({ url: `${RECONCILIATIONS}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const runNow = () => risk.call({ method: 'POST', url: RECONCILIATIONS, payload: {} });

/** A raw SQL write the ledger's own code would never make: the account's balance no longer equals its entries. */
const shiftRealBalance = (by: number) =>
  testApp.database.db.execute(sql`
    update wallet_accounts set balance = balance + ${by} where player_id = ${playerId} and kind = 'real'`);

describe('the ledger reconciliation in the back office', () => {
  it('runs now at an operator’s request and records the run with the operator', async () => {
    const response = await runNow();
    expect(response.statusCode, response.body).toBe(200);
    const { run } = response.json();
    expect(run).toMatchObject({
      ok: true,
      trigger: 'operator',
      operatorLogin: risk.login,
      finishedAt: expect.any(String),
      durationMs: expect.any(Number),
    });
    expect(run.counted).toMatchObject({ transfers: 1, entries: 2 });
    expect(run.checks.accountBalance).toEqual({ problems: 0, samples: [] });
    expect((await status()).latest).toEqual(run);
  });

  it('records the scheduled job’s runs as the schedule’s, and lists every run newest first, by page', async () => {
    await testApp.app.jobs.runNow('ledger-reconcile');
    await runNow();
    const { history, total, latest, running } = await status();
    expect(total).toBe(3);
    expect(running).toBeNull();
    expect(history.map((run: { trigger: string }) => run.trigger)).toEqual([
      'operator',
      'schedule',
      'operator',
    ]);
    expect(history[1].operatorLogin).toBeNull();
    expect(history.map((run: { id: number }) => run.id)).toEqual(
      [...history.map((run: { id: number }) => run.id)].sort((a, b) => b - a),
    );
    expect(latest.id).toBe(history[0].id);
    const second = await status('?page=2&limit=2');
    expect(second.history.map((run: { id: number }) => run.id)).toEqual([history[2].id]);
  });

  it('shows a break in the ledger as not ok, with the offending rows, and logs it as an error', async () => {
    const logged = vi.spyOn(testApp.app.log, 'error');
    await shiftRealBalance(5);
    try {
      const response = await runNow();
      expect(response.statusCode, response.body).toBe(200);
      const { run } = response.json();
      expect(run.ok).toBe(false);
      expect(run.checks.accountBalance.problems).toBe(1);
      expect(run.checks.accountBalance.samples).toEqual([
        expect.objectContaining({ balance: 10_005, entriesSum: 10_000 }),
      ]);
      expect(run.checks.currencySum).toMatchObject({ problems: 1, samples: [{ currency: 'UAH', sum: 5 }] });
      expect((await status()).latest).toMatchObject({ id: run.id, ok: false });
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({
          reconciliationId: run.id,
          problems: { accountBalance: 1, currencySum: 1 },
        }),
        'The ledger does not reconcile',
      );
    } finally {
      await shiftRealBalance(-5);
      logged.mockRestore();
    }
    expect((await runNow()).json().run.ok).toBe(true);
  });

  it('refuses a second run while one is going, and takes a run open for too long as abandoned', async () => {
    const now = testApp.clock.now();
    await testApp.database.db.execute(sql`
      insert into ledger_reconciliations (started_at, trigger) values (${now.toISOString()}::timestamptz, 'command')`);
    const refused = await runNow();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('reconciliation_running');
    expect((await status()).running).toMatchObject({ trigger: 'command', finishedAt: null });
    // The schedule's period is covered by the run going: the job skips rather than fails.
    expect(await testApp.app.ledgerReconciliations.runScheduled()).toBeNull();

    // Half an hour on (the console's session has ended by then: the service is asked directly).
    testApp.clock.advance(31 * 60_000);
    const reconciliations = testApp.app.ledgerReconciliations;
    expect(await reconciliations.runScheduled()).toMatchObject({ trigger: 'schedule', ok: true });
    expect((await reconciliations.status()).running).toBeUndefined();
    const { runs } = await reconciliations.history(10, 0);
    expect(runs.find((run) => run.trigger === 'command')).toMatchObject({
      ok: null,
      finishedAt: expect.any(Date),
    });
  });

  it('shows the runs to readers of the ledger, and lets only holders of ledger.reconcile run one', async () => {
    const support = await signInOperator(testApp, ['support']);
    expect((await support.call({ url: RECONCILIATIONS })).statusCode).toBe(403);
    expect((await support.call({ method: 'POST', url: RECONCILIATIONS, payload: {} })).statusCode).toBe(403);
    const auditor = await signInOperator(testApp, ['auditor']);
    expect((await auditor.call({ url: RECONCILIATIONS })).statusCode).toBe(200);
  });

  it('reads its schedule from LEDGER_RECONCILE_CRON, hourly unless set, and refuses a malformed one', () => {
    expect(loadConfig({}).ledgerReconcileCron).toBe('0 * * * *');
    expect(loadConfig({ LEDGER_RECONCILE_CRON: '*/15 * * * *' }).ledgerReconcileCron).toBe('*/15 * * * *');
    expect(() => loadConfig({ LEDGER_RECONCILE_CRON: 'hourly' })).toThrow(/LEDGER_RECONCILE_CRON/);
  });
});
