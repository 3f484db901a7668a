import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../../src/modules/accounts/players/players.schema.ts';
import {
  bonusCalendarZones,
  bonusOfferCampaigns,
  bonusOffers,
} from '../../src/modules/bonuses/personal-offers/bonus-offers.schema.ts';
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

describe('the development seed of personal offers', () => {
  it('gives the demo player an offer open now and one coming, a partner campaign and calendar zones', async () => {
    const { db } = testDatabase.database;
    const [demo] = await db.select({ id: players.id }).from(players).where(eq(players.login, 'demo'));
    const offers = await db
      .select({ sourceRef: bonusOffers.sourceRef, status: bonusOffers.status })
      .from(bonusOffers)
      .where(eq(bonusOffers.playerId, demo?.id ?? 0))
      .orderBy(bonusOffers.id);
    expect(offers).toEqual([
      { sourceRef: 'demo-welcome-back', status: 'offered' },
      { sourceRef: 'demo-weekend', status: 'offered' },
    ]);
    const campaigns = await db.select().from(bonusOfferCampaigns);
    expect(campaigns).toEqual([
      expect.objectContaining({
        slug: 'partner-welcome',
        trigger: 'registration_completed',
        registrationSource: 'partner',
        validDays: 14,
      }),
    ]);
    expect((await db.select().from(bonusCalendarZones)).length).toBeGreaterThan(0);
  });
});
