import { fairLotteryWinners, lotteryEntriesHash, serverSeedHash } from '@casino/game-math';
import { asc, eq, isNull, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../../src/modules/accounts/players/players.schema.ts';
import { dropWins } from '../../src/modules/chance/drops/drops.schema.ts';
import {
  lotteryDraws,
  lotteryPlayers,
  lotteryTickets,
} from '../../src/modules/chance/lottery/lottery.schema.ts';
import { seedAsAtBoot } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let testDatabase: TestDatabase;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  // Twice, as two boots would: the second adds nothing.
  await seedAsAtBoot(testDatabase.database, { NODE_ENV: 'development' });
  await seedAsAtBoot(testDatabase.database, { NODE_ENV: 'development' });
});
afterAll(() => testDatabase?.cleanup());

describe('the development seed of the lottery', () => {
  it('runs a lottery with a past draw made over the demo players’ tickets and the next one scheduled', async () => {
    const { db } = testDatabase.database;
    const draws = await db.select().from(lotteryDraws).orderBy(asc(lotteryDraws.drawAt));
    expect(draws.map((draw) => draw.status)).toEqual(['drawn', 'scheduled']);
    const [past] = draws;
    if (!past?.serverSeed || !past.levels || !past.ticketsHash) throw new Error('no past draw');
    expect(serverSeedHash(past.serverSeed)).toBe(past.serverSeedHash);
    const entries = await db
      .select()
      .from(lotteryTickets)
      .where(eq(lotteryTickets.drawId, past.id))
      .orderBy(asc(lotteryTickets.id));
    expect(past.ticketsHash).toBe(lotteryEntriesHash(entries));
    for (const level of past.levels) {
      const pool = entries.filter((ticket) => ticket.kind === level.ticketKind);
      const seeds = { serverSeed: past.serverSeed, clientSeed: past.ticketsHash, nonce: level.id };
      const winners = fairLotteryWinners(seeds, pool.length, level.winners).map((index) => pool[index]?.id);
      const recorded = entries
        .filter((ticket) => ticket.wonLevelId === level.id)
        .sort((a, b) => (a.winPosition ?? 0) - (b.winPosition ?? 0))
        .map((ticket) => ticket.id);
      expect(recorded).toEqual(winners);
      expect(winners.length).toBeGreaterThan(0);
    }

    const [demo] = await db.select({ id: players.id }).from(players).where(eq(players.login, 'demo'));
    const [stars] = await db
      .select()
      .from(lotteryPlayers)
      .where(eq(lotteryPlayers.playerId, demo?.id ?? 0));
    // 250 from the lottery's seed, and what the demo's past star drop gave.
    const [dropped] = await db
      .select({ stars: sum(dropWins.stars).mapWith(Number) })
      .from(dropWins)
      .where(eq(dropWins.playerId, demo?.id ?? 0));
    expect(dropped?.stars).toBeGreaterThan(0);
    expect(stars?.stars).toBe(250 + (dropped?.stars ?? 0));
    const unused = await db.select().from(lotteryTickets).where(isNull(lotteryTickets.drawId));
    expect(unused.filter((ticket) => ticket.playerId === demo?.id).map((ticket) => ticket.kind)).toEqual([
      'regular',
      'gold',
    ]);
  });
});
