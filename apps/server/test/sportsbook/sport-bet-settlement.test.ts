import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutOf } from '../../src/modules/sportsbook/bets/bet-math.ts';
import { reconcile } from '../../src/modules/wallet/reconciliation.ts';
import { rowsOf } from '../../src/platform/db/migrations.ts';
import { principalOf } from '../games/support/wallet-api.ts';
import type { SportMarkets } from '../support/sport-markets.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';
import {
  betOf,
  bettor,
  expressOf,
  marketsOf,
  matchMaker,
  newReference,
  pick,
  place,
  single,
} from './support.ts';

describe('settling sports bets from the feed', () => {
  let testApp: TestApp;
  let markets: SportMarkets;
  const newMatch = matchMaker(() => markets, 'settlement');
  const settle = () => testApp.app.jobs.runNow('sportsbook-settlement');
  const sportsbookBalance = async () => {
    const [row] = rowsOf<{ balance: string }>(
      await testApp.database.db.execute(
        sql`select coalesce(sum(balance), 0) as balance from wallet_accounts where kind = 'sportsbook'`,
      ),
    );
    return Number(row?.balance ?? 0);
  };
  const settledEvents = async (betId: string) =>
    rowsOf<{ payload: { outcome: string; change: number; payout: number } }>(
      await testApp.database.db.execute(
        sql`select payload from outbox_events where type = 'SportBetSettled'
            and (payload->>'betId')::bigint = ${Number(betId)} order by id`,
      ),
    ).map((row) => row.payload);

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { RATE_LIMITS: 'off' } });
    markets = await marketsOf(testApp);
  });
  afterAll(() => testApp?.close());

  it('pays a winning single once, however often the settlement arrives, and settles a losing one', async () => {
    const match = await newMatch();
    const player = await bettor(testApp, 10_000);
    const winner = await place(player, single(pick(match, '1', 200), 1_000));
    const loser = await place(player, single(pick(match, 'over', 190), 2_000));
    await markets.settle(match, '1', 2);
    await settle();
    await markets.settle(match, '1', 2);
    await settle();
    await settle();
    expect(await betOf(player, winner.id)).toMatchObject({
      outcome: 'won',
      payout: 2_000,
      selections: [{ result: 'won' }],
    });
    expect(await betOf(player, loser.id)).toMatchObject({ outcome: 'lost', payout: 0 });
    expect(await principalOf(testApp, player.id)).toBe(10_000 - 3_000 + 2_000);
    expect(await settledEvents(winner.id)).toEqual([
      expect.objectContaining({ outcome: 'won', change: 2_000, payout: 2_000 }),
    ]);
    expect(await settledEvents(loser.id)).toEqual([expect.objectContaining({ outcome: 'lost', change: 0 })]);
    const settledList = await player.get('/rest/sports-book/bets/?state=settled');
    expect(settledList.json().data.total).toBe(2);
  });

  it('decides an express when one selection loses, and pays one with a void selection at the others’ price', async () => {
    const [first, second, third] = [await newMatch(), await newMatch(), await newMatch()];
    const player = await bettor(testApp, 10_000);
    const express = (selections: ReturnType<typeof pick>[]) => place(player, expressOf(selections, 1_000));
    const lost = await express([pick(first, '2', 380), pick(second, '1', 200)]);
    const paid = await express([pick(first, '1', 200), pick(third, '1', 200)]);
    await markets.settle(first, '1');
    await settle();
    expect(await betOf(player, lost.id)).toMatchObject({ outcome: 'lost', payout: 0 });
    expect(await betOf(player, paid.id)).toMatchObject({ outcome: 'open' });
    // The third match is abandoned: its selection counts at 1.00.
    await markets.cancel(third);
    await settle();
    expect(await betOf(player, paid.id)).toMatchObject({
      outcome: 'won',
      payout: 2_000,
      selections: [{ result: 'won' }, { result: 'void' }],
    });
    expect(await principalOf(testApp, player.id)).toBe(10_000 - 2_000 + 2_000);
  });

  it('takes a rolled-back payout back as far as the balance holds it, and settles again without paying twice', async () => {
    const match = await newMatch();
    const other = await newMatch();
    const player = await bettor(testApp, 1_000);
    const bet = await place(player, single(pick(match, '1', 200), 1_000));
    await markets.settle(match, '1');
    await settle();
    expect(await principalOf(testApp, player.id)).toBe(2_000);
    // The player stakes most of the win before the feed admits its mistake.
    await place(player, single(pick(other, '1', 200), 1_500));
    const houseBefore = await sportsbookBalance();
    await markets.rollback(match);
    await settle();
    expect(await principalOf(testApp, player.id)).toBe(0);
    expect(await betOf(player, bet.id)).toMatchObject({ outcome: 'open', payout: 1_500 });
    // The shortfall stays on the sportsbook's book, and on the bet for the operator.
    expect(await sportsbookBalance()).toBe(houseBefore + 500);
    const [unrecovered] = rowsOf<{ unrecovered: string }>(
      await testApp.database.db.execute(sql`select unrecovered from sport_bets where id = ${Number(bet.id)}`),
    );
    expect(Number(unrecovered?.unrecovered)).toBe(1_500);

    // Settled again as it should have been: the bet is owed 2,000 and has 1,500, so 500 moves.
    await markets.settle(match, '1');
    await settle();
    expect(await betOf(player, bet.id)).toMatchObject({ outcome: 'won', payout: 2_000 });
    expect(await principalOf(testApp, player.id)).toBe(500);
    expect((await settledEvents(bet.id)).map((event) => [event.outcome, event.change])).toEqual([
      ['won', 2_000],
      ['open', -500],
      ['won', 500],
    ]);
    expect((await reconcile(testApp.database.db)).ok).toBe(true);
  });

  it('tells of a selection decided while its express stays open, and of nothing when nothing changed', async () => {
    const [first, second] = [await newMatch(), await newMatch()];
    const player = await bettor(testApp, 1_000);
    const express = await place(player, expressOf([pick(first, '1', 200), pick(second, '1', 200)], 1_000));
    await markets.settle(first, '1');
    await settle();
    await settle();
    expect(await settledEvents(express.id)).toEqual([
      expect.objectContaining({ outcome: 'open', change: 0 }),
    ]);
    await markets.settle(second, '1');
    await settle();
    expect((await settledEvents(express.id)).map((event) => [event.outcome, event.change])).toEqual([
      ['open', 0],
      ['won', 4_000],
    ]);
  });

  it('voids the bets placed inside a window the feed cancels, and only those', async () => {
    const match = await newMatch();
    const player = await bettor(testApp, 10_000);
    const before = await place(player, single(pick(match, '1', 200), 1_000));
    testApp.clock.advance(60_000);
    const windowStart = testApp.clock.now().getTime();
    const inside = await place(player, single(pick(match, '1', 200), 1_000));
    testApp.clock.advance(60_000);
    await markets.cancel(match, { startTime: windowStart, endTime: windowStart + 30_000 });
    await settle();
    expect(await betOf(player, inside.id)).toMatchObject({ outcome: 'void', payout: 1_000 });
    expect(await betOf(player, before.id)).toMatchObject({ outcome: 'open' });
    await markets.settle(match, '2');
    await settle();
    expect(await betOf(player, before.id)).toMatchObject({ outcome: 'lost' });
    expect(await betOf(player, inside.id)).toMatchObject({ outcome: 'void', payout: 1_000 });
    expect(await principalOf(testApp, player.id)).toBe(9_000);
  });

  it('ends every bet at what its final results pay, whatever order of settlements, rollbacks and replays led there', async () => {
    // Two results a side can have, so that bets win often and a changed result often takes a win back.
    const winners = ['1', '2'] as const;
    // What the feed does next to a match (settles it one way or the other, or rolls its settlement back), and
    // whether settlement runs before the feed's next message.
    const step = fc.record({
      match: fc.constantFrom(0, 1, 2),
      action: fc.constantFrom('1', '2', 'rollback'),
      settleAfter: fc.boolean(),
    });
    const slip = fc.record({
      picks: fc.uniqueArray(
        fc.record({ match: fc.constantFrom(0, 1, 2), outcome: fc.constantFrom(...winners) }),
        {
          minLength: 1,
          maxLength: 2,
          selector: (entry) => entry.match,
        },
      ),
      stake: fc.integer({ min: 500, max: 5_000 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(slip, { minLength: 1, maxLength: 4 }),
        fc.array(step, { minLength: 1, maxLength: 10 }),
        async (slips, steps) => {
          const ids = [await newMatch(), await newMatch(), await newMatch()] as const;
          const player = await bettor(testApp, 100_000);
          const prices = { '1': 200, x: 340, '2': 380 } as const;
          const bets = [];
          for (const entry of slips) {
            bets.push(
              await place(player, {
                referenceId: newReference(),
                type: entry.picks.length === 1 ? 'single' : 'express',
                stake: entry.stake,
                oddsPolicy: 'none',
                selections: entry.picks.map((choice) =>
                  pick(ids[choice.match] as string, choice.outcome, prices[choice.outcome]),
                ),
              }),
            );
          }
          const final = new Map<number, (typeof winners)[number]>();
          for (const { match, action, settleAfter } of steps) {
            if (action === 'rollback') {
              await markets.rollback(ids[match] as string);
              final.delete(match);
            } else {
              await markets.settle(ids[match] as string, action);
              final.set(match, action);
            }
            if (settleAfter) await settle();
          }
          // Every match ends settled; whatever came before, the bets end at what these results pay.
          for (const match of [0, 1, 2]) {
            const winner = final.get(match) ?? '1';
            await markets.settle(ids[match] as string, winner);
            final.set(match, winner);
          }
          await settle();
          let paid = 0;
          for (const [index, bet] of bets.entries()) {
            const entry = slips[index] as (typeof slips)[number];
            const due = payoutOf(
              { type: bet.type, systemSize: null, stake: bet.stake },
              entry.picks.map((choice) => ({
                odds: prices[choice.outcome],
                result: final.get(choice.match) === choice.outcome ? 'won' : 'lost',
              })),
            );
            const settled = await betOf(player, bet.id);
            expect(settled.payout).toBe(due);
            paid += due ?? 0;
          }
          const staked = bets.reduce((sum, bet) => sum + bet.stake, 0);
          expect(await principalOf(testApp, player.id)).toBe(100_000 - staked + paid);
        },
      ),
      { numRuns: 20 },
    );
    expect((await reconcile(testApp.database.db)).ok).toBe(true);
  });
});
