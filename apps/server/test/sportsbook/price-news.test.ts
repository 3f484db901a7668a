import { channelKind, type PushMessageOf, pushMessageSchema, sportEventChannel } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxFeed } from '../../src/modules/sandbox-feed/index.ts';
import { CatalogueRepository } from '../../src/modules/sportsbook/catalogue/catalogue.repository.ts';
import { CatalogueView } from '../../src/modules/sportsbook/catalogue/catalogue-view.ts';
import { FeedConsumer } from '../../src/modules/sportsbook/catalogue/feed-consumer.ts';
import { PriceNews } from '../../src/modules/sportsbook/catalogue/price-news.ts';
import { manualClock } from '../../src/platform/clock.ts';
import type { Db } from '../../src/platform/db/database.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

const MINUTE = 60_000;
const silentLog = { info: () => {}, warn: () => {} };

let testDatabase: TestDatabase;
let db: Db;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  db = testDatabase.database.db;
});
afterAll(() => testDatabase?.cleanup());

interface Told {
  channel: string;
  message: PushMessageOf<'sportPrices'>;
}

/** The feed followed for a while, every batch's news told to `told` as the push publisher would take it. */
async function followWithNews(minutes: number) {
  const clock = manualClock('2026-11-27T18:00:00.000Z');
  const feed = createSandboxFeed({ clock, seed: 'price-news', speed: 3 });
  const told: Told[] = [];
  const news = new PriceNews(db, {
    publish: async (channel, message) => {
      told.push({ channel, message: pushMessageSchema.parse(message) as PushMessageOf<'sportPrices'> });
    },
  });
  const consumer = new FeedConsumer({
    db,
    provider: feed,
    repository: new CatalogueRepository(db),
    clock,
    log: silentLog,
    firstRecoveryMs: { prematch: 2 * 60 * MINUTE, live: 2 * 60 * MINUTE },
    onApplied: (changes) => news.publish(changes),
  });
  for (let passed = 0; passed < minutes; passed += 1) {
    clock.advance(MINUTE);
    feed.tick();
    await consumer.drain();
  }
  consumer.close();
  return told;
}

describe('price news', () => {
  it('tells each match’s channel its state, score and changed markets, as committed', async () => {
    const told = await followWithNews(20);
    expect(told.length).toBeGreaterThan(0);
    for (const { channel, message } of told) {
      expect(channel).toBe(sportEventChannel(message.data.eventId));
      // Every visitor may listen: a match's channel is public.
      expect(channelKind(channel).kind).toBe('public');
    }
    const live = told.filter(
      ({ message }) => message.data.status === 'live' && message.data.markets.length > 0,
    );
    expect(live.length).toBeGreaterThan(0);

    // The last news of each match names its markets exactly as the match page now reads them.
    const view = new CatalogueView(db);
    const last = new Map(told.map(({ message }) => [message.data.eventId, message.data]));
    for (const prices of [...last.values()].slice(0, 20)) {
      const page = await view.event(prices.eventId, 'en');
      expect(page?.status).toBe(prices.status);
      expect(page?.live ?? null).toEqual(prices.live);
      for (const market of prices.markets.filter((shown) => shown.status !== 'deactivated')) {
        expect(page?.markets).toContainEqual(market);
      }
    }
  });
});
