import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSandboxFeed } from '../../src/modules/sandbox-feed/index.ts';
import { CatalogueRepository } from '../../src/modules/sportsbook/catalogue/catalogue.repository.ts';
import { FeedConsumer, HEARTBEAT_GAP_MS } from '../../src/modules/sportsbook/catalogue/feed-consumer.ts';
import { sportFeedProducers } from '../../src/modules/sportsbook/sportsbook.schema.ts';
import { manualClock } from '../../src/platform/clock.ts';
import type { Db } from '../../src/platform/db/database.ts';
import { catalogueRows, emptyCatalogue } from '../support/sport-catalogue.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

const START = '2026-11-27T12:00:00.000Z';
const SEED = 'consumer-test';
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const silentLog = { info: () => {}, warn: () => {} };

let testDatabase: TestDatabase;
let db: Db;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  db = testDatabase.database.db;
});
afterAll(() => testDatabase?.cleanup());
beforeEach(async () => {
  await emptyCatalogue(db);
});

/** A first start that recovers two hours of each producer: enough for what the tests compare, and quick. */
const SHORT_FIRST_RECOVERY = { prematch: 2 * 60 * MINUTE, live: 2 * 60 * MINUTE };

/** A catalogue whose next write fails, as a full disk or a lost connection would make it. */
class FailingRepository extends CatalogueRepository {
  failNext = false;

  override async write(...args: Parameters<CatalogueRepository['write']>): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('the database went away');
    }
    await super.write(...args);
  }
}

function follow(
  at: string = START,
  firstRecoveryMs?: typeof SHORT_FIRST_RECOVERY,
  repository: CatalogueRepository = new CatalogueRepository(db),
) {
  const clock = manualClock(at);
  const feed = createSandboxFeed({ clock, seed: SEED, speed: 3 });
  const consumer = new FeedConsumer({
    db,
    provider: feed,
    repository,
    clock,
    log: silentLog,
    ...(firstRecoveryMs ? { firstRecoveryMs } : {}),
  });
  /** One turn of the periodic job. */
  const turn = async () => {
    feed.tick();
    await consumer.drain();
    await consumer.checkHeartbeats();
  };
  /** Runs the job every `every` for `duration`. */
  const run = async (duration: number, every = MINUTE) => {
    for (let passed = 0; passed < duration; passed += every) {
      clock.advance(every);
      await turn();
    }
  };
  return { clock, feed, consumer, turn, run };
}

const catalogue = () => catalogueRows(db);

async function producerStates() {
  const rows = await db.select().from(sportFeedProducers).orderBy(asc(sportFeedProducers.producer));
  return Object.fromEntries(rows.map((row) => [row.producer, row.state]));
}

describe('the sportsbook following the odds feed', () => {
  // A day of a whole calendar's fixtures and prices, the heaviest write the consumer makes: given a minute.
  it('recovers the coming day of fixtures and the matches under way on its first start, then counts both producers up', async () => {
    const { consumer, turn, feed } = follow();
    await turn();
    expect(consumer.isUp('prematch')).toBe(true);
    expect(consumer.isUp('live')).toBe(true);
    expect(await producerStates()).toEqual({ live: 'up', prematch: 'up' });

    const { events, markets } = await catalogue();
    const now = Date.parse(START);
    const announced = feed.fixtures(now, now + 24 * 60 * MINUTE).map((fixture) => fixture.eventId);
    expect(events.map((event) => event.id)).toEqual(expect.arrayContaining(announced));
    // No match left behind "not started" long after its kick-off: what started was recovered from the live producer.
    expect(
      events.filter(
        (event) => event.status === 'not_started' && event.scheduledAt.getTime() < now - 30 * MINUTE,
      ),
    ).toEqual([]);
    // Matches that kicked off before the day of announcements were described by the provider.
    const live = events.filter((event) => event.status === 'live');
    expect(live.length).toBeGreaterThan(3);
    expect(live.every((event) => event.live?.status === 'live' && event.scheduledAt.getTime() <= now)).toBe(
      true,
    );
    expect(markets.length).toBeGreaterThan(events.length * 5);
    expect(
      markets.every((market) => market.outcomes.every((outcome) => Number.isInteger(outcome.odds))),
    ).toBe(true);
  }, 60_000);

  it('settles the matches it follows, and a recovery that replays them changes nothing', async () => {
    const { turn, run, feed, consumer } = follow(START, SHORT_FIRST_RECOVERY);
    await turn();
    await run(45 * MINUTE);
    const followed = await catalogue();
    expect(followed.events.some((event) => event.status === 'closed' && event.live?.status === 'ended')).toBe(
      true,
    );
    const settled = followed.markets.filter((market) => market.status === 'settled');
    expect(settled.length).toBeGreaterThan(50);
    expect(
      settled.every((market) =>
        market.results?.some((outcome) => outcome.result === 1 || outcome.voidFactor > 0),
      ),
    ).toBe(true);

    feed.recover('live', Date.parse(START) - 60 * MINUTE, 99);
    feed.recover('prematch', Date.parse(START), 100);
    await consumer.drain();
    expect(await catalogue()).toEqual(followed);
  });

  it('stops trusting a producer that goes down, and recovers what it missed once it is back', async () => {
    const reference = follow(START, SHORT_FIRST_RECOVERY);
    await reference.turn();
    await reference.run(20 * MINUTE);
    const uninterrupted = await catalogue();

    await emptyCatalogue(db);
    const { consumer, feed, turn, run } = follow(START, SHORT_FIRST_RECOVERY);
    await turn();
    await run(5 * MINUTE);
    feed.takeDown('live');
    await run(10 * MINUTE);
    expect(consumer.isUp('live')).toBe(false);
    expect(consumer.isUp('prematch')).toBe(true);
    expect((await producerStates()).live).toBe('down');

    feed.bringUp('live');
    await run(5 * MINUTE);
    expect(consumer.isUp('live')).toBe(true);
    expect(await catalogue()).toEqual(uninterrupted);
  });

  it('recovers what a failed write lost, as after an outage', async () => {
    const reference = follow(START, SHORT_FIRST_RECOVERY);
    await reference.turn();
    await reference.run(10 * MINUTE);
    const uninterrupted = await catalogue();

    await emptyCatalogue(db);
    const repository = new FailingRepository(db);
    const { clock, consumer, turn, run } = follow(START, SHORT_FIRST_RECOVERY, repository);
    await turn();
    await run(3 * MINUTE);
    repository.failNext = true;
    clock.advance(MINUTE);
    await expect(turn()).rejects.toThrow('the database went away');
    expect(consumer.isUp('live')).toBe(false);
    await run(6 * MINUTE);
    expect(consumer.isUp('live')).toBe(true);
    expect(await catalogue()).toEqual(uninterrupted);
  });

  it('counts a producer down when its heartbeats stop, and recovers it on the next one', async () => {
    const { clock, consumer, turn } = follow(START, SHORT_FIRST_RECOVERY);
    await turn();
    clock.advance(HEARTBEAT_GAP_MS + SECOND);
    await consumer.checkHeartbeats();
    expect(consumer.isUp('live')).toBe(false);
    expect(await producerStates()).toEqual({ live: 'down', prematch: 'down' });
    await turn();
    expect(consumer.isUp('live')).toBe(true);
    expect(await producerStates()).toEqual({ live: 'up', prematch: 'up' });
  });
});
