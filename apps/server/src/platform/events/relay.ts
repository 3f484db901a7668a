import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { executePrepared, rowsOf } from '../db/prepared.ts';

/** An event as the relay hands it over: the outbox row. */
export interface RelayedEvent {
  id: number;
  type: string;
  playerId: number | null;
  payload: Record<string, unknown>;
  createdAt: Date;
}

/** Work to do once the batch's transaction has committed (e.g. announcing a row it stored). */
export type AfterCommit = (work: () => Promise<unknown>) => void;

/**
 * A reader of the outbox with its own position (push, bonuses, tournaments, ...). `handle` runs inside the relay's
 * transaction, so database work it does commits together with the position: exactly once for that work, at least
 * once for anything sent from `handle` itself, at most once for `afterCommit` work. Throwing rolls the batch back to
 * be retried on the next round, so a handler throws only for failures that may pass (a broker down) and logs and
 * skips events it can never handle.
 */
export interface OutboxSubscriber {
  name: string;
  handle(event: RelayedEvent, tx: Db, afterCommit: AfterCommit): Promise<void>;
}

const DEFAULT_BATCH_SIZE = 200;
/** A wake-up waits this long, so a burst of writes makes one round, not one round each. */
const WAKE_DELAY_MS = 20;
/** A round drains at most this many batches per subscriber, so one round never runs unbounded. */
const MAX_BATCHES_PER_ROUND = 20;

interface EventRow {
  id: string | number;
  tx_id: string;
  type: string;
  player_id: string | number | null;
  payload: Record<string, unknown>;
  created_at: string | Date;
}

/**
 * The outbox relay (ARCHITECTURE rule 4). For each subscriber, in one transaction: lock its position row with
 * `FOR UPDATE SKIP LOCKED` (another node holding it is doing the work, so this one moves on), read the events after
 * the position written by transactions that have all finished (`tx_id < pg_snapshot_xmin(pg_current_snapshot())`,
 * so a transaction committing late is never skipped) in `(tx_id, id)` order, hand them over, and move the position.
 * It runs as a job on the `jobs` role; `wake()` starts a round at once after a local commit.
 */
export class OutboxRelay {
  readonly #db: Db;
  readonly #subscribers: OutboxSubscriber[];
  readonly #batchSize: number;
  readonly #log: FastifyBaseLogger;
  #prepared = false;
  #round: Promise<number> | null = null;
  #again = false;
  #wakeTimer: NodeJS.Timeout | null = null;
  #stopped = false;

  constructor(deps: {
    db: Db;
    subscribers?: readonly OutboxSubscriber[];
    log: FastifyBaseLogger;
    batchSize?: number;
  }) {
    this.#db = deps.db;
    this.#subscribers = [...(deps.subscribers ?? [])];
    this.#log = deps.log;
    this.#batchSize = deps.batchSize ?? DEFAULT_BATCH_SIZE;
  }

  /** Adds a subscriber; modules subscribe while the app is built, before the relay takes its positions. */
  subscribe(subscriber: OutboxSubscriber): void {
    if (this.#prepared) throw new Error(`subscriber ${subscriber.name} came after the relay started`);
    if (this.#subscribers.some((existing) => existing.name === subscriber.name)) {
      throw new Error(`two outbox subscribers are named ${subscriber.name}`);
    }
    this.#subscribers.push(subscriber);
  }

  /**
   * Relays what is ready to every subscriber; resolves with the number of events handled. Calls while a round runs
   * share it and ask for one more round after it, so an event committed meanwhile is not left for the next tick.
   */
  runOnce(): Promise<number> {
    if (this.#round) {
      this.#again = true;
      return this.#round;
    }
    this.#round = this.#runRounds().finally(() => {
      this.#round = null;
    });
    return this.#round;
  }

  /** Starts a round soon without waiting for it (after a commit that may have appended events). */
  wake(): void {
    if (this.#wakeTimer || this.#stopped) return;
    this.#wakeTimer = setTimeout(() => {
      this.#wakeTimer = null;
      this.runOnce().catch((error: unknown) => this.#log.error({ err: error }, 'outbox relay round failed'));
    }, WAKE_DELAY_MS);
    this.#wakeTimer.unref();
  }

  /** No more wake-ups; resolves when the round in flight has finished. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#wakeTimer) clearTimeout(this.#wakeTimer);
    await this.#round?.catch(() => {});
  }

  /** One subscriber failing does not hold the others back; the round reports the first failure at its end. */
  async #runRounds(): Promise<number> {
    let handled = 0;
    let failure: unknown = null;
    do {
      this.#again = false;
      await this.prepare();
      for (const subscriber of this.#subscribers) {
        handled += await this.#drain(subscriber).catch((error: unknown) => {
          failure ??= error;
          return 0;
        });
      }
    } while (this.#again && failure === null);
    if (failure !== null) throw failure;
    return handled;
  }

  async #drain(subscriber: OutboxSubscriber): Promise<number> {
    let handled = 0;
    for (let batch = 0; batch < MAX_BATCHES_PER_ROUND; batch++) {
      const count = await this.#relayBatch(subscriber);
      handled += count;
      if (count < this.#batchSize) break;
    }
    return handled;
  }

  async #relayBatch(subscriber: OutboxSubscriber): Promise<number> {
    const committed: (() => Promise<unknown>)[] = [];
    const count = await this.#db.transaction(async (tx) => {
      const [position] = rowsOf<{ tx_id: string; event_id: string | number }>(
        await executePrepared(
          tx,
          'outbox-position',
          sql`
          select tx_id::text as tx_id, event_id from outbox_positions
          where subscriber = ${subscriber.name}
          for update skip locked`,
        ),
      );
      if (!position) return 0;
      const events = rowsOf<EventRow>(
        await executePrepared(
          tx,
          'outbox-events',
          sql`
          select id, tx_id::text as tx_id, type, player_id, payload, created_at from outbox_events
          where (tx_id, id) > (${position.tx_id}::xid8, ${Number(position.event_id)}::bigint)
            and tx_id < pg_snapshot_xmin(pg_current_snapshot())
          order by tx_id, id
          limit ${this.#batchSize}`,
        ),
      );
      for (const row of events) {
        await subscriber.handle(toEvent(row), tx, (work) => committed.push(work));
      }
      const last = events.at(-1);
      if (last) {
        await executePrepared(
          tx,
          'outbox-move-position',
          sql`
          update outbox_positions
          set tx_id = ${last.tx_id}::xid8, event_id = ${Number(last.id)}, updated_at = now()
          where subscriber = ${subscriber.name}`,
        );
      }
      return events.length;
    });
    for (const work of committed) {
      await work().catch((error: unknown) =>
        this.#log.warn({ err: error, subscriber: subscriber.name }, 'outbox after-commit work failed'),
      );
    }
    return count;
  }

  /**
   * Gives each new subscriber a position at the end of the finished events: it starts with what happens from now
   * on rather than replaying history. Run once at boot, before any event the node should relay is written.
   */
  async prepare(): Promise<void> {
    if (this.#prepared) return;
    for (const subscriber of this.#subscribers) {
      await this.#db.execute(sql`
        insert into outbox_positions (subscriber, tx_id, event_id)
        select ${subscriber.name}, coalesce(last.tx_id, '0'::xid8), coalesce(last.id, 0)
        from (select 1) as one
        left join lateral (
          select tx_id, id from outbox_events
          where tx_id < pg_snapshot_xmin(pg_current_snapshot())
          order by tx_id desc, id desc
          limit 1
        ) as last on true
        on conflict (subscriber) do nothing`);
    }
    this.#prepared = true;
  }
}

function toEvent(row: EventRow): RelayedEvent {
  return {
    id: Number(row.id),
    type: row.type,
    playerId: row.player_id === null ? null : Number(row.player_id),
    payload: row.payload,
    createdAt: new Date(row.created_at),
  };
}
