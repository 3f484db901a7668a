import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../../src/modules/accounts/players/players.schema.ts';
import { chanceDraws } from '../../src/modules/chance/chance.schema.ts';
import { jackpots, jackpotWins } from '../../src/modules/chance/jackpots/jackpots.schema.ts';
import { DEMO_JACKPOT_SLUG } from '../../src/modules/chance/jackpots/jackpots.seed.ts';
import { walletAccounts } from '../../src/modules/wallet/wallet.schema.ts';
import { seedAsAtBoot } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let testDatabase: TestDatabase;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  // Twice, as two boots would: the second moves no money.
  await seedAsAtBoot(testDatabase.database, { NODE_ENV: 'development' });
  await seedAsAtBoot(testDatabase.database, { NODE_ENV: 'development' });
});
afterAll(() => testDatabase?.cleanup());

describe('the development seed of the jackpots', () => {
  it('runs the studio jackpot with a live pool and one past win paid by the real payout step', async () => {
    const { db } = testDatabase.database;
    const [jackpot] = await db.select().from(jackpots).where(eq(jackpots.slug, DEMO_JACKPOT_SLUG));
    expect(jackpot).toMatchObject({ enabled: true, shareBasisPoints: 100, seedAmount: { UAH: 1_000_00 } });
    const [pool] = await db
      .select({ balance: walletAccounts.balance })
      .from(walletAccounts)
      .where(eq(walletAccounts.provider, DEMO_JACKPOT_SLUG));
    // Reseeded at ₴1,000 after the past win, and grown by ₴2,345.67 since.
    expect(pool?.balance).toBe(3_345_67);
    const wins = await db.select().from(jackpotWins);
    expect(wins).toHaveLength(1);
    const [demo] = await db.select().from(players).where(eq(players.login, 'demo'));
    expect(wins[0]).toMatchObject({ playerId: demo?.id, amount: 2_500_00, currency: 'UAH' });
    const [draw] = await db
      .select()
      .from(chanceDraws)
      .where(eq(chanceDraws.id, wins[0]?.drawId ?? 0));
    expect(draw).toMatchObject({ feature: 'jackpot', outcome: { won: true } });
  });
});
