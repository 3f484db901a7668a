/**
 * The sportsbook's side of the odds feed (the adapter between any FeedProvider and the catalogue): it applies what
 * the feed sends, in order, one transaction per batch, and watches each producer's heartbeat. A producer that says
 * it is down, or falls silent, is recovered from the last message applied, and counts as up again only when the
 * feed says the recovery is complete; until then its prices are not to be bet on, and its regular messages wait
 * for the recovery's (which are older) to be applied first. Every message is applied only over older state, so a
 * recovery that replays what was already applied changes nothing.
 */
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type {
  FeedDelivery,
  FeedMessage,
  FeedProvider,
  Heartbeat,
  Producer,
  SnapshotComplete,
} from '../../sandbox-feed/index.ts';
import type { CatalogueRepository, ProducerRow } from './catalogue.repository.ts';
import { type CatalogueChanges, foldMessages } from './catalogue-changes.ts';

/**
 * What a first start recovers of each producer: the same six hours of both. A match that started earlier would get
 * only its pre-match messages (its bet stop at kick-off, no result) and stay "not started" for ever; every fixture
 * of the coming day is priced in any six hours (pre-match prices move every two), and a price of a fixture not yet
 * seen brings its description from the feed.
 */
const FIRST_RECOVERY_MS: Readonly<Record<Producer, number>> = {
  prematch: 6 * 60 * 60_000,
  live: 6 * 60 * 60_000,
};
/** Just under the 72 hours feeds keep messages for. */
const OLDEST_RECOVERY_MS = 71 * 60 * 60_000;
/** No heartbeat for this long and the producer counts as down. */
export const HEARTBEAT_GAP_MS = 30_000;
/** A recovery the feed has not completed in this long is asked for again. */
const RECOVERY_TIMEOUT_MS = 2 * 60_000;

export interface FeedConsumerOptions {
  readonly db: Db;
  readonly provider: FeedProvider;
  readonly repository: CatalogueRepository;
  readonly clock: Clock;
  readonly log: { info(object: object, message: string): void; warn(object: object, message: string): void };
  /** How far back a first start recovers each producer (by default a day of pre-match and six hours of live). */
  readonly firstRecoveryMs?: Readonly<Record<Producer, number>>;
  /**
   * Told each batch once it is committed (the pages following a match hear of it). A failure is logged and
   * forgotten: the catalogue is right whatever became of the news.
   */
  readonly onApplied?: (changes: CatalogueChanges) => Promise<unknown>;
}

export class FeedConsumer {
  readonly #options: FeedConsumerOptions;
  readonly #pending: FeedDelivery[] = [];
  /** Producers recovered by this process and up since: only their prices are current. */
  readonly #synced = new Set<Producer>();
  readonly #recovering = new Map<Producer, { requestId: number; askedAt: number }>();
  /** Regular messages of a producer not yet recovered: applied once its recovery is. */
  #held: Record<Producer, FeedMessage[]> = { prematch: [], live: [] };
  readonly #unsubscribe: () => void;

  constructor(options: FeedConsumerOptions) {
    this.#options = options;
    this.#unsubscribe = options.provider.subscribe((delivery) => this.#pending.push(delivery));
  }

  /**
   * Applies everything received so far, in order, including what a recovery asked for on the way sends. If a
   * write fails, what was taken from the queue is lost here: every producer then counts as down, so the next
   * heartbeat recovers it from the last message the database holds.
   */
  async drain(): Promise<void> {
    try {
      await this.#drainPending();
    } catch (error) {
      this.#forgetProgress();
      throw error;
    }
  }

  async #drainPending(): Promise<void> {
    while (this.#pending.length > 0) {
      let batch: FeedMessage[] = [];
      for (const delivery of this.#pending.splice(0)) {
        if (delivery.type !== 'alive' && delivery.type !== 'snapshot_complete') {
          if (delivery.requestId === undefined && !this.#synced.has(delivery.producer)) {
            this.#held[delivery.producer].push(delivery);
          } else batch.push(delivery);
          continue;
        }
        await this.#apply(batch);
        batch = [];
        if (delivery.type === 'alive') await this.#heartbeat(delivery);
        else await this.#snapshotComplete(delivery);
      }
      await this.#apply(batch);
    }
  }

  /** Marks down a producer whose heartbeats stopped: its next heartbeat starts a recovery. */
  async checkHeartbeats(): Promise<void> {
    const now = this.#options.clock.now();
    for (const producer of this.#synced) {
      const row = await this.#options.repository.producer(producer);
      if (row && (row.lastAliveAt ?? 0) < now.getTime() - HEARTBEAT_GAP_MS) {
        this.#synced.delete(producer);
        this.#options.log.warn({ producer }, 'odds feed producer silent: down until recovered');
        await this.#options.repository.saveProducer({ ...row, state: 'down', updatedAt: now });
      }
    }
  }

  /** Whether this producer's prices are current: recovered and heard from within the heartbeat gap. */
  isUp(producer: Producer): boolean {
    return this.#synced.has(producer);
  }

  close(): void {
    this.#unsubscribe();
  }

  #forgetProgress(): void {
    this.#synced.clear();
    this.#recovering.clear();
    this.#held = { prematch: [], live: [] };
    this.#pending.length = 0;
  }

  async #apply(messages: readonly FeedMessage[]): Promise<void> {
    if (messages.length === 0) return;
    const changes = foldMessages(messages);
    await this.#describeUnknownEvents(changes);
    const now = this.#options.clock.now();
    await this.#options.db.transaction(async (tx) => {
      await this.#options.repository.write(tx, changes);
      // Only an up producer's messages and a recovery's come here (see drain), each in order: the next recovery
      // can start from the last of them.
      for (const [producer, at] of Object.entries(changes.lastMessageAt) as [Producer, number][]) {
        await this.#options.repository.advanceLastMessage(tx, producer, at, now);
      }
    });
    await this.#options.onApplied?.(changes).catch((error: unknown) => {
      this.#options.log.warn({ err: error }, 'odds feed batch applied, its news not told');
    });
  }

  /**
   * Events the batch prices but the catalogue has never seen announced (a first start joins matches already under
   * way) are described by the provider; what it does not know is dropped, with a warning. A bet stop alone does not
   * bring an event in: there is nothing of it to stop (a recovery's window can begin just before a kick-off).
   */
  async #describeUnknownEvents(changes: CatalogueChanges): Promise<void> {
    const mentioned = new Set([
      ...changes.events.keys(),
      ...[...changes.markets.values()].map((market) => market.eventId),
    ]);
    const undescribed = [...mentioned].filter((eventId) => !changes.events.get(eventId)?.fixture);
    const known = await this.#options.repository.knownEvents([
      ...new Set([...undescribed, ...changes.stops.map((stop) => stop.eventId)]),
    ]);
    for (const eventId of undescribed.filter((id) => !known.has(id))) {
      const fixture = this.#options.provider.fixture(eventId);
      if (fixture) {
        changes.events.set(eventId, { timestamp: 0, ...changes.events.get(eventId), fixture });
        known.add(eventId);
        continue;
      }
      this.#options.log.warn(
        { eventId },
        'feed message for an event the provider does not describe; dropped',
      );
      changes.events.delete(eventId);
      for (const [key, market] of changes.markets)
        if (market.eventId === eventId) changes.markets.delete(key);
    }
    const stops = changes.stops.filter((stop) => known.has(stop.eventId) || changes.events.has(stop.eventId));
    changes.stops.splice(0, changes.stops.length, ...stops);
  }

  async #heartbeat(beat: Heartbeat): Promise<void> {
    const { repository, clock } = this.#options;
    const now = clock.now();
    const row: ProducerRow = (await repository.producer(beat.producer)) ?? {
      producer: beat.producer,
      lastMessageAt: null,
      lastAliveAt: null,
      state: 'down',
      recoveryRequestId: 0,
      updatedAt: now,
    };
    const alive = { ...row, lastAliveAt: beat.timestamp, updatedAt: now };
    if (!beat.subscribed) {
      this.#synced.delete(beat.producer);
      this.#recovering.delete(beat.producer);
      // The recovery that follows the outage re-sends them.
      this.#held[beat.producer] = [];
      if (row.state !== 'down')
        this.#options.log.warn({ producer: beat.producer }, 'odds feed producer down');
      await repository.saveProducer({ ...alive, state: 'down' });
      return;
    }
    const recovering = this.#recovering.get(beat.producer);
    if (
      this.#synced.has(beat.producer) ||
      (recovering && now.getTime() - recovering.askedAt < RECOVERY_TIMEOUT_MS)
    ) {
      await repository.saveProducer(alive);
      return;
    }
    const requestId = row.recoveryRequestId + 1;
    const oldest = now.getTime() - OLDEST_RECOVERY_MS;
    // One millisecond back: messages sharing the last one's time may not all have arrived; applying one twice is harmless.
    const since = Math.max(
      row.lastMessageAt === null
        ? now.getTime() - (this.#options.firstRecoveryMs ?? FIRST_RECOVERY_MS)[beat.producer]
        : row.lastMessageAt - 1,
      oldest,
    );
    await repository.saveProducer({ ...alive, state: 'recovering', recoveryRequestId: requestId });
    this.#recovering.set(beat.producer, { requestId, askedAt: now.getTime() });
    this.#options.log.info({ producer: beat.producer, requestId, since }, 'odds feed recovery requested');
    this.#options.provider.recover(beat.producer, since, requestId);
  }

  async #snapshotComplete(snapshot: SnapshotComplete): Promise<void> {
    if (this.#recovering.get(snapshot.producer)?.requestId !== snapshot.requestId) return;
    this.#recovering.delete(snapshot.producer);
    this.#synced.add(snapshot.producer);
    const held = this.#held[snapshot.producer];
    this.#held[snapshot.producer] = [];
    await this.#apply(held);
    this.#options.log.info({ producer: snapshot.producer }, 'odds feed producer up');
    const row = await this.#options.repository.producer(snapshot.producer);
    if (row)
      await this.#options.repository.saveProducer({
        ...row,
        state: 'up',
        updatedAt: this.#options.clock.now(),
      });
  }
}
