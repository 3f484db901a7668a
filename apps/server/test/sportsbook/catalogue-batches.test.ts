import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxFeed, type FeedMessage } from '../../src/modules/sandbox-feed/index.ts';
import { CatalogueRepository } from '../../src/modules/sportsbook/catalogue/catalogue.repository.ts';
import { foldMessages } from '../../src/modules/sportsbook/catalogue/catalogue-changes.ts';
import { manualClock } from '../../src/platform/clock.ts';
import type { Db } from '../../src/platform/db/database.ts';
import { catalogueRows, emptyCatalogue } from '../support/sport-catalogue.ts';
import { createTestDatabase, TEST_DATABASE_KIND, type TestDatabase } from '../support/test-database.ts';

const START = Date.parse('2026-11-27T12:00:00.000Z');
const HOUR = 60 * 60_000;

let testDatabase: TestDatabase;
let db: Db;
let repository: CatalogueRepository;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  db = testDatabase.database.db;
  repository = new CatalogueRepository(db);
});
afterAll(() => testDatabase?.cleanup());

/** The whole lives (announcement to settlement) of the matches of two sports that kick off in one hour. */
function twoMatchesLives(): FeedMessage[] {
  const feed = createSandboxFeed({
    clock: manualClock(new Date(START + 4 * HOUR).toISOString()),
    seed: 'batches',
    speed: 3,
  });
  const [football, tennis] = ['football', 'tennis'].map((sport) => {
    const fixture = feed.fixtures(START, START + HOUR).find((entry) => entry.sport === sport);
    if (!fixture) throw new Error(`no ${sport} in the hour`);
    return fixture.eventId;
  });
  return feed
    .messagesBetween(START - 25 * HOUR, START + 4 * HOUR)
    .filter((message) => message.eventId === football || message.eventId === tennis);
}

const catalogue = () => catalogueRows(db);

async function apply(batch: readonly FeedMessage[]) {
  await db.transaction((tx) => repository.write(tx, foldMessages(batch)));
}

describe(`the catalogue whatever the batches (${TEST_DATABASE_KIND})`, () => {
  it('ends the same however the messages are cut into batches and whatever earlier stretch is replayed', async () => {
    const messages = twoMatchesLives();
    expect(messages.length).toBeGreaterThan(100);
    await emptyCatalogue(db);
    await apply(messages);
    const reference = await catalogue();
    expect(reference.markets.some((market) => market.status === 'settled')).toBe(true);

    // The first batch announces both matches (the consumer asks the provider about a match it never saw announced;
    // this test writes batches straight to the catalogue).
    const announced =
      messages.findLastIndex((message) => message.type === 'fixture_change' && message.change === 'new') + 1;
    const cuts = fc.uniqueArray(fc.integer({ min: announced, max: messages.length - 1 }), { maxLength: 12 });
    const replay = fc.record({ after: fc.nat(), from: fc.nat(), length: fc.integer({ min: 1, max: 60 }) });
    await fc.assert(
      fc.asyncProperty(cuts, fc.option(replay), async (points, replayed) => {
        await emptyCatalogue(db);
        const bounds = [0, ...[...points].sort((a, b) => a - b), messages.length];
        const batches = bounds.slice(1).map((end, index) => messages.slice(bounds[index], end));
        if (replayed) {
          // A recovery re-sends a stretch of what came before it, after some batch.
          const after = 1 + (replayed.after % batches.length);
          const sent = bounds[after] ?? messages.length;
          const from = replayed.from % sent;
          batches.splice(after, 0, messages.slice(from, Math.min(from + replayed.length, sent)));
        }
        for (const batch of batches) await apply(batch);
        expect(await catalogue()).toEqual(reference);
      }),
      { numRuns: 20 },
    );
  }, 120_000);
});
