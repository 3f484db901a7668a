import { LANGUAGES } from '@casino/contracts';
import { STUDIO_GAMES } from '@casino/game-math';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gameProviders,
  games,
  gameTags,
  rubricGames,
  rubrics,
  tagGroups,
  tags,
} from '../../src/modules/games/catalogue.schema.ts';
import { seedCatalogue } from '../../src/modules/games/catalogue.seed.ts';
import { manualClock } from '../../src/platform/clock.ts';
import type { Db } from '../../src/platform/db/database.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { COMING_SOON, RELEASED } from './support/catalogue.ts';

let testDatabase: TestDatabase;
let db: Db;
const clock = manualClock('2026-03-01T12:00:00.000Z');

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  db = testDatabase.database.db;
});
afterAll(() => testDatabase?.cleanup());

/** Every catalogue row, in a stable order. */
async function snapshot() {
  return {
    providers: await db.select().from(gameProviders).orderBy(asc(gameProviders.id)),
    games: await db.select().from(games).orderBy(asc(games.id)),
    groups: await db.select().from(tagGroups).orderBy(asc(tagGroups.id)),
    tags: await db.select().from(tags).orderBy(asc(tags.id)),
    links: await db.select().from(gameTags).orderBy(asc(gameTags.gameId), asc(gameTags.tagId)),
    rubrics: await db.select().from(rubrics).orderBy(asc(rubrics.id)),
    places: await db.select().from(rubricGames).orderBy(asc(rubricGames.rubricId), asc(rubricGames.gameId)),
  };
}

describe('catalogue seed', () => {
  it('seeds every studio game with rules and descriptions in every language, and two coming-soon games', async () => {
    await seedCatalogue(db, clock);
    const rows = await db.select().from(games).orderBy(asc(games.sortOrder));
    expect(rows.map((row) => row.slug)).toEqual([...RELEASED, ...COMING_SOON]);
    expect(STUDIO_GAMES.map((game) => game.slug).sort()).toEqual([...RELEASED].sort());
    for (const row of rows) {
      for (const lang of LANGUAGES) {
        expect(row.titles[lang], `${row.slug} ${lang}`).not.toBe('');
        expect(row.descriptions[lang].length, `${row.slug} ${lang}`).toBeGreaterThan(40);
        expect(row.rules[lang].length, `${row.slug} ${lang}`).toBeGreaterThan(100);
      }
    }
    const descriptions = rows.flatMap((row) => LANGUAGES.map((lang) => row.descriptions[lang]));
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const game of STUDIO_GAMES) {
      const row = rows.find((candidate) => candidate.slug === game.slug)!;
      expect(row).toMatchObject({
        kind: game.kind,
        rtp: game.rtp,
        volatility: game.volatility,
        betSteps: game.betSteps,
        maxWinMultiplier: game.maxWinMultiplier,
        minGameCycleMs: game.minGameCycleMs,
        art: game.theme,
        releaseAt: null,
      });
    }
    for (const slug of COMING_SOON) {
      const row = rows.find((candidate) => candidate.slug === slug)!;
      expect(row.releaseAt!.getTime()).toBeGreaterThan(clock.now().getTime());
      expect(row.hasDemo).toBe(false);
    }
  });

  it('changes nothing when it runs again, even on two nodes at once', async () => {
    const before = await snapshot();
    clock.advance(30 * 24 * 60 * 60 * 1000);
    await seedCatalogue(db, clock);
    await Promise.all([seedCatalogue(db, clock), seedCatalogue(db, clock)]);
    expect(await snapshot()).toEqual(before);
  });

  it("keeps operations' changes, and brings back a missing game with its tags and places", async () => {
    await db.update(games).set({ isEnabled: false }).where(eq(games.slug, 'hot-sevens'));
    const [egypt] = await db.select().from(tags).where(eq(tags.slug, 'egypt'));
    await db.delete(gameTags).where(eq(gameTags.tagId, egypt!.id));
    const [fruit] = await db.select().from(games).where(eq(games.slug, 'fruit-storm'));
    const fruitLinks = await db.select().from(gameTags).where(eq(gameTags.gameId, fruit!.id));
    const fruitPlaces = await db.select().from(rubricGames).where(eq(rubricGames.gameId, fruit!.id));
    await db.delete(gameTags).where(eq(gameTags.gameId, fruit!.id));
    await db.delete(rubricGames).where(eq(rubricGames.gameId, fruit!.id));
    await db.delete(games).where(eq(games.id, fruit!.id));

    await seedCatalogue(db, clock);
    const [hot] = await db.select().from(games).where(eq(games.slug, 'hot-sevens'));
    expect(hot?.isEnabled).toBe(false);
    expect(await db.select().from(gameTags).where(eq(gameTags.tagId, egypt!.id))).toEqual([]);
    const [back] = await db.select().from(games).where(eq(games.slug, 'fruit-storm'));
    expect(back?.id).not.toBe(fruit!.id);
    const links = await db
      .select({ tagId: gameTags.tagId })
      .from(gameTags)
      .where(eq(gameTags.gameId, back!.id));
    expect(links.map((link) => link.tagId).sort()).toEqual(fruitLinks.map((link) => link.tagId).sort());
    const places = await db
      .select({ rubricId: rubricGames.rubricId, position: rubricGames.position })
      .from(rubricGames)
      .where(inArray(rubricGames.gameId, [back!.id]));
    expect(places.sort((a, b) => a.rubricId - b.rubricId)).toEqual(
      fruitPlaces
        .map(({ rubricId, position }) => ({ rubricId, position }))
        .sort((a, b) => a.rubricId - b.rubricId),
    );
  });
});
