/**
 * The sportsbook's price news fanned out (bench:sports): real `sportPrices` messages, made by the feed consumer and
 * `PriceNews` from the sandbox feed's live matches, published one at a time through a push
 * node (the real app, push role, in a process of its own) to every subscriber of one live match's channel.
 */
import { type PushMessageOf, sportEventChannel } from '@casino/contracts';
import { createSandboxFeed } from '../../apps/server/src/modules/sandbox-feed/index.ts';
import { CatalogueRepository } from '../../apps/server/src/modules/sportsbook/catalogue/catalogue.repository.ts';
import { FeedConsumer } from '../../apps/server/src/modules/sportsbook/catalogue/feed-consumer.ts';
import { PriceNews } from '../../apps/server/src/modules/sportsbook/catalogue/price-news.ts';
import { manualClock } from '../../apps/server/src/platform/clock.ts';
import { type Db, openDatabase } from '../../apps/server/src/platform/db/database.ts';
import { percentile } from './pgbench.ts';
import { type BenchClient, pushFleet } from './push-fleet.ts';

type SportPricesMessage = PushMessageOf<'sportPrices'>;

const MINUTE = 60_000;
/** Feed time followed to gather news: long enough for live matches to move their prices many times. */
const FOLLOWED_MINUTES = 15;
/** Between publications: lets pongs and socket writes of the last fan-out settle. */
const PAUSE_MS = 100;
const DELIVERY_WAIT_MS = 10_000;

export interface FanoutResult {
  subscribers: number;
  p50: number;
  p99: number;
  delivered: number;
  expected: number;
  /** The messages published: how many markets they carried and their size as sent, on average. */
  markets: number;
  bytes: number;
}

/**
 * The news of the live match the feed moved most often, as the consumer published it, batch after batch, made on
 * a database of its own (the feed's settlements must not reach the bench's bets).
 */
async function liveNews(): Promise<SportPricesMessage[]> {
  const database = await openDatabase({ inMemory: true });
  try {
    await database.migrate();
    return await followFeed(database.db);
  } finally {
    await database.close();
  }
}

async function followFeed(db: Db): Promise<SportPricesMessage[]> {
  const clock = manualClock(new Date());
  const told: SportPricesMessage[] = [];
  const news = new PriceNews(db, {
    publish: async (_channel, message) => {
      if (message.type === 'sportPrices' && message.data.status === 'live') told.push(message);
    },
  });
  const feed = createSandboxFeed({ clock, seed: 'bench-prices', speed: 3 });
  const consumer = new FeedConsumer({
    db,
    provider: feed,
    repository: new CatalogueRepository(db),
    clock,
    log: { info: () => {}, warn: () => {} },
    firstRecoveryMs: { prematch: 60 * MINUTE, live: 60 * MINUTE },
    onApplied: (changes) => news.publish(changes),
  });
  try {
    for (let minute = 0; minute < FOLLOWED_MINUTES; minute += 1) {
      clock.advance(MINUTE);
      feed.tick();
      await consumer.drain();
    }
  } finally {
    consumer.close();
  }
  const byEvent = Map.groupBy(
    told.filter((message) => message.data.markets.length > 0),
    (message) => message.data.eventId,
  );
  const busiest = [...byEvent.values()].sort((a, b) => b.length - a.length)[0];
  if (!busiest) throw new Error('the sandbox feed moved no live prices');
  return busiest;
}

/** Push nodes that serve the subscribers together: one alone, or several behind Redis as production runs them. */
export interface Topology {
  name: string;
  nodes: Record<string, string>[];
}

/**
 * Publishes the busiest live match's news one message at a time, each once every subscriber has the previous one
 * (or a 10 s wait ran out) and after a pause, on each topology in turn: the subscribers split evenly over its
 * nodes, every message published on the first.
 */
export async function sportPriceFanout(
  subscribers: number,
  publications: number,
  topologies: readonly Topology[],
): Promise<(FanoutResult & { topology: string })[]> {
  const news = await liveNews();
  const channel = sportEventChannel((news[0] as SportPricesMessage).data.eventId);
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  // A client reads only its frame's message id (the first id in it): 10,000 browsers parse their copies on their
  // own devices at once, while these 10,000 clients share this process's one thread, which would otherwise measure
  // its own JSON parsing instead of the fan-out.
  const fleet = pushFleet((frame) => {
    const id = /"id":"([^"]+)"/.exec(frame)?.[1];
    const sent = id === undefined ? undefined : sentAt.get(id);
    if (sent !== undefined) latencies.push(performance.now() - sent);
  });
  const results: (FanoutResult & { topology: string })[] = [];
  for (const topology of topologies) {
    const nodes = await Promise.all(topology.nodes.map((env) => fleet.startNode(env)));
    const clients: BenchClient[] = [];
    latencies.length = 0;
    let bytes = 0;
    let markets = 0;
    try {
      for (const [index, node] of nodes.entries()) {
        const share = Math.floor(subscribers / nodes.length) + (index < subscribers % nodes.length ? 1 : 0);
        await fleet.connectClients(node.url, channel, share, clients);
      }
      const publisher = nodes[0] as (typeof nodes)[number];
      for (let seq = 0; seq < publications; seq += 1) {
        const told = news[seq % news.length] as SportPricesMessage;
        const message = { ...told, id: `${told.id}:${topologies.indexOf(topology)}:${seq}` };
        bytes += JSON.stringify(message).length;
        markets += message.data.markets.length;
        sentAt.set(message.id, performance.now());
        publisher.request({ kind: 'publish', channel, message });
        const deadline = Date.now() + DELIVERY_WAIT_MS;
        while (latencies.length < subscribers * (seq + 1) && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      }
    } finally {
      for (const client of clients) client.socket.terminate();
      await Promise.all(nodes.map((node) => node.stop()));
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    results.push({
      topology: topology.name,
      subscribers,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      delivered: sorted.length,
      expected: subscribers * publications,
      markets: markets / publications,
      bytes: bytes / publications,
    });
  }
  return results;
}
