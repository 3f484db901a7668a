import type { PlaceSportBetBody, SportSelectionRequest } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleBet } from '../../src/modules/sportsbook/bets/settle-bet.ts';
import { settleBetSet } from '../../src/modules/sportsbook/bets/settle-bet-set.ts';
import type { SettleDeps } from '../../src/modules/sportsbook/bets/settle-deps.ts';
import { BetsNotSettled, settleSportBets } from '../../src/modules/sportsbook/bets/settle-sport-bets.ts';
import { SportBetsRepository } from '../../src/modules/sportsbook/bets/sport-bets.repository.ts';
import { reconcile } from '../../src/modules/wallet/reconciliation.ts';
import { WalletService } from '../../src/modules/wallet/wallet.service.ts';
import type { Db } from '../../src/platform/db/database.ts';
import { rowsOf } from '../../src/platform/db/migrations.ts';
import { principalOf } from '../games/support/wallet-api.ts';
import type { SportMarkets } from '../support/sport-markets.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';
import { betOf, bettor, marketsOf, matchMaker, newReference, pick, place, single } from './support.ts';

/** Thrown to roll a transaction back once what it did has been read. */
class RolledBack extends Error {}

const PRICES = { '1': 200, x: 340, '2': 380, over: 190, under: 190 } as const;
type Outcome = keyof typeof PRICES;

/** What a settlement did, read inside its transaction: bets, selections, transfers, events, balances. */
async function stateAfter(tx: Db, betIds: readonly number[], playerIds: readonly number[], marks: Marks) {
  const ids = sql.join(
    betIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const players = sql.join(
    playerIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const bets = rowsOf(
    await tx.execute(sql`
      select id, outcome, payout, unrecovered, settlement_step, settled_at
        from sport_bets where id in (${ids}) order by id`),
  );
  const selections = rowsOf(
    await tx.execute(sql`
      select bet_id, position, result from sport_bet_selections where bet_id in (${ids}) order by bet_id, position`),
  );
  // House shards are drawn at random: an entry is compared by its account's kind and owner, not its id.
  const transfers = rowsOf(
    await tx.execute(sql`
      select t.idempotency_key, t.kind, t.player_id, t.metadata,
             (select jsonb_agg(jsonb_build_array(a.kind, a.player_id, e.amount,
                                                 case when a.player_id is null then null else e.balance_after end)
                               order by a.player_id nulls first)
                from wallet_entries e join wallet_accounts a on a.id = e.account_id
               where e.transfer_id = t.id) as entries
        from wallet_transfers t where t.id > ${marks.transfer} order by t.idempotency_key`),
  );
  const events = rowsOf<{ event: unknown }>(
    await tx.execute(sql`
      select jsonb_build_array(type, player_id, payload - 'transferId') as event
        from outbox_events where id > ${marks.event}`),
  )
    .map((row) => JSON.stringify(row.event))
    .sort();
  const balances = rowsOf(
    await tx.execute(sql`
      select player_id, balance from wallet_accounts
       where player_id in (${players}) and kind = 'real' order by player_id`),
  );
  const [house] = rowsOf(
    await tx.execute(sql`select sum(balance) as balance from wallet_accounts where kind = 'sportsbook'`),
  );
  return { bets, selections, transfers, events, balances, house };
}

interface Marks {
  transfer: number;
  event: number;
}

async function marksOf(tx: Db): Promise<Marks> {
  const [row] = rowsOf<{ transfer: string | null; event: string | null }>(
    await tx.execute(sql`
      select (select max(id) from wallet_transfers) as transfer, (select max(id) from outbox_events) as event`),
  );
  return { transfer: Number(row?.transfer ?? 0), event: Number(row?.event ?? 0) };
}

describe('settling a market’s bets as a set', () => {
  let testApp: TestApp;
  let markets: SportMarkets;
  let deps: SettleDeps;
  const newMatch = matchMaker(() => markets, 'set');
  const settle = () => testApp.app.jobs.runNow('sportsbook-settlement');

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { RATE_LIMITS: 'off' } });
    markets = await marketsOf(testApp);
    const db = testApp.database.db;
    deps = {
      repository: new SportBetsRepository(db),
      wallet: new WalletService({ db, clock: testApp.clock }),
      clock: testApp.clock,
    };
  });
  afterAll(() => testApp?.close());

  /**
   * Settles the bets as they stand now by one path, reads what it did and rolls it back. `freebets` are made free
   * bets first (inside the same transaction), so the free-bet rule is compared too.
   */
  async function throughPath(
    path: 'one by one' | 'as a set',
    betIds: number[],
    playerIds: number[],
    freebets: number[],
  ) {
    let seen: (Awaited<ReturnType<typeof stateAfter>> & { changed: number }) | undefined;
    await testApp.database.db
      .transaction(async (tx) => {
        if (freebets.length > 0)
          await tx.execute(
            sql`update sport_bets set freebet_id = 999999 where id in (${sql.join(
              freebets.map((id) => sql`${id}`),
              sql`, `,
            )})`,
          );
        const marks = await marksOf(tx);
        let changed = 0;
        if (path === 'as a set') changed = await settleBetSet(deps, tx, betIds);
        else for (const id of betIds) if (await settleBet(deps, tx, id)) changed += 1;
        seen = { changed, ...(await stateAfter(tx, betIds, playerIds, marks)) };
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    return seen;
  }

  it('ends every kind of bet where settling its bets one by one would, through settlements, dead heats, voids and rollbacks', async () => {
    const leg = fc.record({
      match: fc.constantFrom(0, 1, 2),
      outcome: fc.constantFrom<Outcome>('1', 'x', '2', 'over', 'under'),
    });
    const slip = fc.record({
      kind: fc.constantFrom('single', 'express', 'system'),
      legs: fc.uniqueArray(leg, { minLength: 3, maxLength: 3, selector: (entry) => entry.match }),
      stake: fc.integer({ min: 200, max: 1_000 }).map((third) => third * 3),
      player: fc.constantFrom(0, 1),
      freebet: fc.boolean(),
    });
    /** What the feed does to a match: a result (a dead heat halves the total), a cancel, a window voided, a rollback. */
    const action = fc.record({
      match: fc.constantFrom(0, 1, 2),
      does: fc.constantFrom('result', 'dead heat', 'cancel', 'window', 'rollback', 'result'),
      winner: fc.constantFrom<'1' | 'x' | '2'>('1', 'x', '2'),
      goals: fc.constantFrom(1, 4),
    });
    const round = fc.record({
      actions: fc.array(action, { minLength: 1, maxLength: 4 }),
      /** What each player keeps of their real balance after the round (the rest spent), in percent. */
      keep: fc.tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 })),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(slip, { minLength: 2, maxLength: 8 }),
        fc.array(round, { minLength: 1, maxLength: 3 }),
        async (slips, rounds) => {
          const matches = [await newMatch(), await newMatch(), await newMatch()] as const;
          const players = [await bettor(testApp, 50_000), await bettor(testApp, 50_000)] as const;
          const placedAt = testApp.clock.now().getTime();
          const betIds: number[] = [];
          const freebets: number[] = [];
          for (const entry of slips) {
            const legs =
              entry.kind === 'single'
                ? entry.legs.slice(0, 1)
                : entry.kind === 'express'
                  ? entry.legs.slice(0, 2)
                  : entry.legs;
            const body: PlaceSportBetBody = {
              referenceId: newReference(),
              type: entry.kind as PlaceSportBetBody['type'],
              ...(entry.kind === 'system' ? { systemSize: 2 } : {}),
              stake: entry.stake,
              oddsPolicy: 'none',
              selections: legs.map(
                (choice): SportSelectionRequest =>
                  pick(matches[choice.match], choice.outcome, PRICES[choice.outcome]),
              ),
            };
            const bet = await place(players[entry.player], body);
            expect(bet.status).toBe('accepted');
            betIds.push(Number(bet.id));
            if (entry.freebet) freebets.push(Number(bet.id));
          }
          const playerIds = players.map((player) => player.id);
          for (const { actions, keep } of rounds) {
            for (const { match, does, winner, goals } of actions) {
              const eventId = matches[match];
              if (does === 'result') await markets.settle(eventId, winner, goals);
              if (does === 'rollback') await markets.rollback(eventId);
              if (does === 'cancel') await markets.cancel(eventId);
              if (does === 'window')
                await markets.cancel(eventId, { startTime: placedAt, endTime: placedAt + 1 });
              if (does === 'dead heat')
                await markets.send({
                  type: 'bet_settlement',
                  eventId,
                  markets: [
                    {
                      id: '1x2',
                      specifiers: {},
                      outcomes: (['1', 'x', '2'] as const).map((id) => ({
                        id,
                        result: id === winner ? 1 : 0,
                        voidFactor: id === 'x' ? 1 : 0,
                      })),
                    },
                    {
                      id: 'total',
                      specifiers: { total: '2.5' },
                      outcomes: [
                        { id: 'over', result: 1, voidFactor: 0.5 },
                        { id: 'under', result: 0, voidFactor: 0.5 },
                      ],
                    },
                  ],
                });
            }
            const oneByOne = await throughPath('one by one', betIds, playerIds, freebets);
            const asASet = await throughPath('as a set', betIds, playerIds, freebets);
            expect(asASet).toEqual(oneByOne);
            await settle();
            for (const [index, player] of players.entries()) {
              const spent = Math.floor(
                ((await principalOf(testApp, player.id)) * (100 - keep[index]!)) / 100,
              );
              if (spent > 0)
                await deps.wallet.ledger.transfer({
                  idempotencyKey: `spent-${newReference()}`,
                  kind: 'adjustment',
                  currency: 'UAH',
                  postings: [
                    { account: { playerId: player.id, kind: 'real' }, amount: -spent },
                    { account: { house: 'adjustments' }, amount: spent },
                  ],
                });
            }
          }
        },
      ),
      { numRuns: 15 },
    );
    const report = await reconcile(testApp.database.db);
    expect(report.ok, JSON.stringify(report.checks)).toBe(true);
  }, 120_000);

  it('settles a market’s many bets in one set, moves nothing when the set is settled again, and takes back after a rollback', async () => {
    const match = await newMatch();
    const [rich, poor] = [await bettor(testApp, 100_000), await bettor(testApp, 3_000)];
    const bets = [];
    for (let index = 0; index < 30; index += 1) {
      const outcome = (['1', 'x', '2'] as const)[index % 3] ?? '1';
      bets.push(await place(rich, single(pick(match, outcome, PRICES[outcome]), 1_000)));
    }
    const poorBets = [
      await place(poor, single(pick(match, '1', 200), 1_500)),
      await place(poor, single(pick(match, '1', 200), 1_500)),
    ];
    const ids = [...bets, ...poorBets].map((bet) => Number(bet.id));
    await markets.settle(match, '1');
    expect(await testApp.database.db.transaction((tx) => settleBetSet(deps, tx, ids))).toBe(32);
    expect(await principalOf(testApp, rich.id)).toBe(100_000 - 30_000 + 10 * 2_000);
    expect(await principalOf(testApp, poor.id)).toBe(6_000);
    // Again: every bet already stands where its markets say, so nothing moves or changes.
    const marks = await testApp.database.db.transaction((tx) => marksOf(tx));
    expect(await testApp.database.db.transaction((tx) => settleBetSet(deps, tx, ids))).toBe(0);
    expect(await testApp.database.db.transaction((tx) => marksOf(tx))).toEqual(marks);

    // The poor player spends most of the wins; the rollback takes back what the balance holds, bet after bet.
    await deps.wallet.ledger.transfer({
      idempotencyKey: `spent-${newReference()}`,
      kind: 'adjustment',
      currency: 'UAH',
      postings: [
        { account: { playerId: poor.id, kind: 'real' }, amount: -5_000 },
        { account: { house: 'adjustments' }, amount: 5_000 },
      ],
    });
    await markets.rollback(match);
    await testApp.database.db.transaction((tx) => settleBetSet(deps, tx, ids));
    expect(await principalOf(testApp, poor.id)).toBe(0);
    expect(await principalOf(testApp, rich.id)).toBe(70_000);
    const [first, second] = poorBets;
    expect(await betOf(poor, first!.id)).toMatchObject({ outcome: 'open', payout: 2_000 });
    expect(await betOf(poor, second!.id)).toMatchObject({ outcome: 'open', payout: 3_000 });
    // Resettled as before: only what was taken back is paid again.
    await markets.settle(match, '1');
    await testApp.database.db.transaction((tx) => settleBetSet(deps, tx, ids));
    expect(await principalOf(testApp, poor.id)).toBe(1_000);
    expect(await principalOf(testApp, rich.id)).toBe(90_000);
    const report = await reconcile(testApp.database.db);
    expect(report.ok, JSON.stringify(report.checks)).toBe(true);
  });
});

describe('a set one bet of which cannot be paid', () => {
  let testApp: TestApp;
  let markets: SportMarkets;
  let deps: SettleDeps;
  const newMatch = matchMaker(() => markets, 'poisoned');

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { RATE_LIMITS: 'off' } });
    markets = await marketsOf(testApp);
    const db = testApp.database.db;
    deps = {
      repository: new SportBetsRepository(db),
      wallet: new WalletService({ db, clock: testApp.clock }),
      clock: testApp.clock,
    };
  });
  afterAll(() => testApp?.close());

  it('commits none of the set, settles the other bets one by one, leaves that bet open and fails the run', async () => {
    const match = await newMatch();
    const player = await bettor(testApp, 10_000);
    const bets = [];
    for (let index = 0; index < 4; index += 1)
      bets.push(await place(player, single(pick(match, '1', 200), 1_000)));
    const blocked = bets[2]!;
    // The key the bet's payout would take is already used by another movement.
    await deps.wallet.ledger.transfer({
      idempotencyKey: `sport-bet:${blocked.id}:settlement:1`,
      kind: 'adjustment',
      currency: 'UAH',
      postings: [
        { account: { house: 'adjustments' }, amount: -1 },
        { account: { playerId: player.id, kind: 'real' }, amount: 1 },
      ],
    });
    await markets.settle(match, '1');
    const ids = bets.map((bet) => Number(bet.id));
    // The set alone is refused whole: nothing of it is written.
    await expect(testApp.database.db.transaction((tx) => settleBetSet(deps, tx, ids))).rejects.toMatchObject({
      code: 'idempotency_conflict',
    });
    for (const bet of bets) expect(await betOf(player, bet.id)).toMatchObject({ outcome: 'open', payout: 0 });
    expect(await principalOf(testApp, player.id)).toBe(6_001);

    const before = await deps.repository.settledUpTo(testApp.database.db);
    const failure = await settleSportBets(deps).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BetsNotSettled);
    expect((failure as BetsNotSettled).betIds).toEqual([Number(blocked.id)]);
    for (const bet of bets)
      expect(await betOf(player, bet.id)).toMatchObject(
        bet === blocked ? { outcome: 'open', payout: 0 } : { outcome: 'won', payout: 2_000 },
      );
    expect(await principalOf(testApp, player.id)).toBe(6_001 + 3 * 2_000);
    // The progress stays: the next run settles the market again, paying the others nothing more.
    expect(await deps.repository.settledUpTo(testApp.database.db)).toBe(before);
    await expect(settleSportBets(deps)).rejects.toBeInstanceOf(BetsNotSettled);
    expect(await principalOf(testApp, player.id)).toBe(6_001 + 3 * 2_000);
    const report = await reconcile(testApp.database.db);
    expect(report.ok, JSON.stringify(report.checks)).toBe(true);
  });
});
