import { createServer, type Server, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.ts';
import {
  CountingStore,
  LOCAL_FALLBACK_WEIGHT,
  LocalCounters,
  RedisCounters,
  type SharedCounters,
  type WindowCount,
} from './rate-limit-store.ts';

const MINUTE = 60_000;
const START = '2026-03-01T12:00:00.000Z';

/** Shared counters in memory, as several nodes see one Redis; `failing` makes every call reject. */
function memoryShared(): SharedCounters & { failing: boolean; calls: number } {
  const local = new LocalCounters(manualClock(START));
  const shared = {
    failing: false,
    calls: 0,
    async increment(key: string, windowMs: number): Promise<WindowCount> {
      shared.calls += 1;
      if (shared.failing) throw new Error('ECONNREFUSED');
      return local.increment(key, windowMs);
    },
  };
  return shared;
}

function recordingEvents() {
  const events: string[] = [];
  return {
    events,
    onSharedDown: () => void events.push('down'),
    onSharedBack: () => void events.push('back'),
  };
}

/** How many attempts a store allows under `max` before one goes over it. */
async function allowed(store: CountingStore, key: string, max: number, windowMs = MINUTE): Promise<number> {
  let count = 0;
  while ((await store.increment(key, windowMs)).current <= max) count += 1;
  return count;
}

describe('local counters', () => {
  it('count attempts in a fixed window and start again after it', () => {
    const clock = manualClock(START);
    const counters = new LocalCounters(clock);
    expect(counters.increment('a', MINUTE)).toEqual({ current: 1, ttl: MINUTE });
    clock.advance(20_000);
    expect(counters.increment('a', MINUTE)).toEqual({ current: 2, ttl: 40_000 });
    expect(counters.increment('b', MINUTE)).toEqual({ current: 1, ttl: MINUTE });
    clock.advance(40_000);
    expect(counters.increment('a', MINUTE)).toEqual({ current: 1, ttl: MINUTE });
  });

  it('keep a bounded number of keys, forgetting the oldest window first', () => {
    const counters = new LocalCounters(manualClock(START), 2);
    counters.increment('a', MINUTE);
    counters.increment('b', MINUTE);
    counters.increment('c', MINUTE);
    expect(counters.increment('a', MINUTE).current).toBe(1);
    expect(counters.increment('c', MINUTE).current).toBe(2);
  });
});

describe('the counting store', () => {
  it('counts in memory alone without shared counters: the whole budget on one node', async () => {
    const store = new CountingStore({ clock: manualClock(START), events: recordingEvents() });
    expect(await allowed(store, 'login:ip:1', 30)).toBe(30);
  });

  it('gives two nodes one budget through the shared counters', async () => {
    const shared = memoryShared();
    const nodes = [0, 1].map(
      () => new CountingStore({ shared, clock: manualClock(START), events: recordingEvents() }),
    );
    const answers: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      answers.push((await nodes[attempt % 2]!.increment('code:ip:1', MINUTE)).current);
    }
    expect(answers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('counts alone and strictly while the shared counters fail: a quarter of the budget, never unlimited', async () => {
    const shared = memoryShared();
    shared.failing = true;
    const log = recordingEvents();
    const store = new CountingStore({ shared, clock: manualClock(START), events: log });
    expect(await allowed(store, 'login:ip:1', 30)).toBe(Math.floor(30 / LOCAL_FALLBACK_WEIGHT));
    expect(await allowed(store, 'registration:account:a', 5)).toBe(1);
    expect(log.events).toEqual(['down']);
  });

  it('remembers what it counted before the outage', async () => {
    const shared = memoryShared();
    const store = new CountingStore({ shared, clock: manualClock(START), events: recordingEvents() });
    for (let attempt = 0; attempt < 6; attempt += 1) await store.increment('login:ip:1', MINUTE);
    shared.failing = true;
    // Six seen here count 24 of 30: one more fits, the next is over.
    expect(await allowed(store, 'login:ip:1', 30)).toBe(1);
  });

  it('says once that the shared counters are down, and once that they are back', async () => {
    const shared = memoryShared();
    const log = recordingEvents();
    const store = new CountingStore({ shared, clock: manualClock(START), events: log });
    shared.failing = true;
    await store.increment('k', MINUTE);
    await store.increment('k', MINUTE);
    shared.failing = false;
    expect((await store.increment('k', MINUTE)).current).toBe(1);
    await store.increment('k', MINUTE);
    expect(log.events).toEqual(['down', 'back']);
  });
});

describe('Redis counters that cannot answer', () => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  async function listen(server: Server): Promise<number> {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (typeof address !== 'object' || !address) throw new Error('no port');
    return address.port;
  }

  async function closedPort(): Promise<number> {
    const server = createServer();
    const port = await listen(server);
    await new Promise((resolve) => server.close(resolve));
    return port;
  }

  /** Counters over a client of whatever listens at `port`, reconnecting quickly as a node's would. */
  function countersAt(port: number): RedisCounters {
    const redis = new Redis({ host: '127.0.0.1', port, lazyConnect: false, retryStrategy: () => 50 });
    redis.on('error', () => undefined);
    cleanup.push(() => redis.disconnect());
    return new RedisCounters({ redis, prefix: 'test:', clock: manualClock(START) });
  }

  it('refuse at once when nothing listens, and the store counts alone', async () => {
    const counters = countersAt(await closedPort());
    const started = Date.now();
    await expect(counters.increment('k', MINUTE)).rejects.toThrow(/redis is/);
    expect(Date.now() - started).toBeLessThan(100);
    const store = new CountingStore({
      shared: counters,
      clock: manualClock(START),
      events: recordingEvents(),
    });
    expect(await allowed(store, 'k', 20)).toBe(5);
  });

  async function silentServer(): Promise<number> {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    const port = await listen(silent);
    cleanup.push(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    });
    return port;
  }

  it('refuse when the server accepts the connection but never gets ready', async () => {
    const counters = countersAt(await silentServer());
    await expect(counters.increment('k', MINUTE)).rejects.toThrow(/redis is/);
  });
});
