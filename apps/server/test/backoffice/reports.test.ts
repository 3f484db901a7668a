import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SportMovement } from '../../src/modules/wallet/wallet.service.ts';
import { type SignedInOperator, signInOperator } from '../support/operators.ts';
import { buildTestApp, seedAsAtBoot, type TestApp } from '../support/test-app.ts';
import { insertTestPlayer } from '../support/wallet-fixtures.ts';

let testApp: TestApp;
let auditor: SignedInOperator;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { RATE_LIMITS: 'off' } });
  await seedAsAtBoot(testApp.database);
  auditor = await signInOperator(testApp, ['auditor']);
  today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(testApp.clock.now());
});
afterAll(() => testApp.close());

/** The ledger dates its rows by the app's clock: the report's day is the test clock's, in Kyiv. */
let today: string;
const tenMinutesOn = () => new Date(testApp.clock.now().getTime() + 10 * 60_000);

let references = 0;
async function play(playerId: number, kind: 'game_bet' | 'game_win', amount: number, gameSlug: string) {
  references += 1;
  await testApp.database.db.transaction((tx) =>
    testApp.app.wallet.gameTransfer(tx, {
      kind,
      playerId,
      currency: 'UAH',
      provider: 'studio',
      reference: `report-${references}`,
      amount,
      metadata: { gameSlug },
    }),
  );
}

async function deposit(playerId: number, amount: number) {
  references += 1;
  await testApp.database.db.transaction((tx) =>
    testApp.app.wallet.creditDeposit(tx, {
      playerId,
      currency: 'UAH',
      amount,
      provider: 'sandbox',
      paymentId: `report-payment-${references}`,
    }),
  );
}

const daily = async () => {
  const response = await auditor.call({ url: `/backoffice/api/reports/daily/?from=${today}&to=${today}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('the daily report', () => {
  it('sums nothing on an empty ledger, and leaves the cursor where the entries are', async () => {
    expect(await testApp.app.ledgerReport.roll(tenMinutesOn())).toBe(0);
    expect(await testApp.app.ledgerReport.roll(tenMinutesOn())).toBe(0);
  });

  it('sums the ledger the same before and after the rollup, and counts what came after it', async () => {
    const first = await insertTestPlayer(testApp.database.db, 'report-first@example.com');
    const second = await insertTestPlayer(testApp.database.db, 'report-second@example.com');
    await deposit(first, 10_000);
    await deposit(second, 5_000);
    await play(first, 'game_bet', 1_000, 'lucky-dice');
    await play(first, 'game_win', 400, 'lucky-dice');
    await play(second, 'game_bet', 2_000, 'lucky-dice');

    const expected = {
      deposits: 15_000,
      withdrawals: 0,
      stakes: 3_000,
      wins: 400,
      ggr: 2_600,
      bonusCost: 0,
      ngr: 2_600,
      activePlayers: 2,
    };
    const beforeRollup = await daily();
    expect(beforeRollup.days).toEqual([expect.objectContaining({ day: today, ...expected })]);
    expect(beforeRollup.totals).toMatchObject(expected);

    // Ten minutes on, every entry has settled: the rollup sums them all, and the figures do not move.
    const summed = await testApp.app.ledgerReport.roll(tenMinutesOn());
    expect(summed).toBeGreaterThan(0);
    expect((await daily()).days).toEqual(beforeRollup.days);

    await play(second, 'game_win', 6_000, 'lucky-dice');
    expect((await daily()).totals).toMatchObject({ wins: 6_400, ggr: -3_400, activePlayers: 2 });
    await testApp.app.ledgerReport.roll(tenMinutesOn());
    expect((await daily()).totals).toMatchObject({ wins: 6_400, ggr: -3_400, activePlayers: 2 });
  });

  it('counts sports stakes, payouts, cash-outs and reversals with the casino’s, and a free bet’s stake not at all', async () => {
    const before = (await daily()).totals;
    const bettor = await insertTestPlayer(testApp.database.db, 'report-sports@example.com');
    await deposit(bettor, 10_000);
    const sport = (kind: SportMovement['kind'], amount: number) => {
      references += 1;
      return testApp.database.db.transaction((tx) =>
        testApp.app.wallet.sportTransfer(tx, {
          kind,
          playerId: bettor,
          currency: 'UAH',
          amount,
          idempotencyKey: `report-sport-${references}`,
          metadata: { betId: references },
        }),
      );
    };
    // Stakes 3 000 less a refused 500; payouts 4 000 and a cash-out 700, less a reversed 1 000.
    await sport('sport_bet', 3_000);
    await sport('sport_refund', 500);
    await sport('sport_payout', 4_000);
    await sport('sport_cashout', 700);
    await sport('sport_reversal', 1_000);
    await sport('sport_freebet_stake', 2_000);
    const after = (await daily()).totals;
    expect(after.stakes - before.stakes).toBe(2_500);
    expect(after.wins - before.wins).toBe(3_700);
    expect(after.ggr - before.ggr).toBe(-1_200);
    expect(after.activePlayers - before.activePlayers).toBe(1);
  });

  it('gives every day of the period a row, exports CSV, and refuses a reversed or overlong period', async () => {
    const response = await auditor.call({
      url: `/backoffice/api/reports/daily/?from=2026-01-30&to=2026-02-02`,
    });
    expect(response.json().days.map((day: { day: string }) => day.day)).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-02',
    ]);
    const csv = await auditor.call({ url: `/backoffice/api/reports/daily.csv?from=${today}&to=${today}` });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe(
      'day,deposits,withdrawals,stakes,wins,ggr,bonusCost,ngr,activePlayers,newPlayers',
    );
    expect(csv.body.split('\r\n')[1]).toMatch(new RegExp(`^${today},`));
    for (const query of ['from=2026-02-02&to=2026-02-01', 'from=2024-01-01&to=2026-01-01', 'from=x&to=y']) {
      expect((await auditor.call({ url: `/backoffice/api/reports/daily/?${query}` })).statusCode, query).toBe(
        422,
      );
    }
  });

  it('puts each game’s actual RTP beside its published one', async () => {
    const response = await auditor.call({
      url: `/backoffice/api/reports/game-rtp/?from=${today}&to=${today}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const dice = response.json().games.find((game: { slug: string }) => game.slug === 'lucky-dice');
    expect(dice).toMatchObject({
      name: 'Lucky Dice',
      stakes: 3_000,
      wins: 6_400,
      actualRtp: '213.33',
      theoreticalRtp: expect.stringMatching(/^9\d\.\d\d$/),
    });
  });
});
