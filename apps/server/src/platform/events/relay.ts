import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { rowsOf } from '../db/prepared.ts';
import { type OutboxPlace, outboxStore } from './outbox-store.ts';
import { parkedEvents } from './parked-events.ts';
import { RelayCounters } from './relay-counters.ts';
import { type OutboxRow, parseOutboxRow, type RelayedEvent } from './relayed-event.ts';

export type { RelayedEvent } from './relayed-event.ts';

/** Work to do once the batch's transaction has committed (a push publication, announcing a stored row). */
export type AfterCommit = (work: () => Promise<unknown>) => void;

/**
 * A reader of the outbox with its own position (push, bonuses, tournaments, ...), handed each event parsed and
 * typed (packages/contracts/src/events). `handle` runs inside the relay's transaction: database work it does
 * commits together with the position. Side effects outside the database (a publication) go to `afterCommit`:
 * they run once the position has committed, and if one fails, or the process dies before they are done, the
 * events from the failed one on are handed over again (at least once). So a subscriber using `afterCommit` keeps
 * its database work idempotent per event id. Throwing is a failure: the batch rolls back and the event is
 * retried with backoff, then parked for this subscriber after `maxAttempts`; other subscribers go on.
 */
export interface OutboxSubscriber {
  name: string;
  handle(event: RelayedEvent, tx: Db, afterCommit: AfterCommit): Promise<void>;
  /**
   * Optional: runs once a batch's events have been handed over, in the batch's transaction, before the position
   * moves, so a subscriber may gather a batch's work and write it once (one ledger transfer for many events).
   * Throwing fails the batch on its last event handled.
   */
  finishBatch?(tx: Db): Promise<void>;
}

export interface RelayRetryPolicy {
  /** Failures on one event before it is parked for the subscriber. */
  maxAttempts: number;
  /** The wait after the first failure, doubling with each failure up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RELAY_RETRY: RelayRetryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 1000,
  maxDelayMs: 5 * 60_000,
};

const DEFAULT_BATCH_SIZE = 200;
/** A wake-up waits this long, so a burst of writes makes one round, not one round each. */
const WAKE_DELAY_MS = 20;
/** A round drains at most this many batches per subscriber, so one round never runs unbounded. */
const MAX_BATCHES_PER_ROUND = 20;
/** How long after-commit work may take before another node takes it for lost and hands its events over again. */
const DEFAULT_PENDING_LEASE_MS = 30_000;
/** Parked events replayed per subscriber and round. */
const REPLAYS_PER_ROUND = 20;

/** A handler threw on an event: the batch rolls back and the failure is counted against that event. */
class SubscriberFailure extends Error {
  readonly row: OutboxRow;

  constructor(row: OutboxRow, cause: unknown) {
    super(`subscriber failed on outbox event ${row.id}`, { cause });
    this.row = row;
  }
}

interface Deferred {
  row: OutboxRow;
  /** The place just before the event, where the position goes back to if the work fails. */
  before: OutboxPlace;
  work: () => Promise<unknown>;
}

interface BatchResult {
  handled: number;
  /** More events may be ready right away. */
  more: boolean;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The outbox relay (ARCHITECTURE rule 4; decisions 010 and 023). Each subscriber is drained on its own, all of
 * them at once: in one transaction per batch, lock its position row with `FOR UPDATE SKIP LOCKED` (another node
 * holding it is doing the work), read the events after it written by transactions that have all finished
 * (`tx_id < pg_snapshot_xmin(pg_current_snapshot())`, so a late commit is never skipped) in `(tx_id, id)` order,
 * check each against its schema, hand it over and move the position; then run the batch's after-commit work.
 * It is a stream consumer of its own, not a queued job: it runs on the `jobs` role every `intervalMs` and
 * `wake()` starts a round right after a local commit.
 */
export class OutboxRelay {
  readonly #db: Db;
  readonly #subscribers: OutboxSubscriber[];
  readonly #batchSize: number;
  readonly #retry: RelayRetryPolicy;
  readonly #leaseMs: number;
  readonly #log: FastifyBaseLogger;
  readonly counters = new RelayCounters();
  #prepared = false;
  #round: Promise<number> | null = null;
  #again = false;
  #wakeTimer: NodeJS.Timeout | null = null;
  #tickTimer: NodeJS.Timeout | null = null;
  #stopped = false;

  constructor(deps: {
    db: Db;
    subscribers?: readonly OutboxSubscriber[];
    log: FastifyBaseLogger;
    batchSize?: number;
    retry?: Partial<RelayRetryPolicy>;
    pendingLeaseMs?: number;
  }) {
    this.#db = deps.db;
    this.#subscribers = [...(deps.subscribers ?? [])];
    this.#log = deps.log;
    this.#batchSize = deps.batchSize ?? DEFAULT_BATCH_SIZE;
    this.#retry = { ...DEFAULT_RELAY_RETRY, ...deps.retry };
    this.#leaseMs = deps.pendingLeaseMs ?? DEFAULT_PENDING_LEASE_MS;
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
   * Relays what is ready to every subscriber at once; resolves with the number of events handled. A subscriber's
   * failure is its own (retried, then parked); the round rejects only when the relay itself could not work (the
   * database unreachable). Calls while a round runs share it and ask for one more round after it, so an event
   * committed meanwhile is not left for the next tick.
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

  /**
   * Whether the subscriber has handled every event of what happened up to `until` (by the event's own time when it
   * carries one, else when it was stored), and no transaction that may still write one is open: a consumer closing
   * a period (a competition's board) waits for it.
   */
  async handledUntil(subscriber: string, until: Date): Promise<boolean> {
    const [row] = rowsOf<{ done: boolean }>(
      await this.#db.execute(sql`
        select exists (select 1 from outbox_positions where subscriber = ${subscriber})
          and not exists (
            select 1 from outbox_events e, outbox_positions p
            where p.subscriber = ${subscriber}
              and (e.tx_id, e.id) > (p.tx_id, p.event_id)
              and coalesce((e.payload ->> 'occurredAt')::timestamptz, e.created_at) <= ${until.toISOString()}::timestamptz)
          and not exists (
            select 1 from pg_stat_activity
            where backend_xid is not null and xact_start <= ${until.toISOString()}::timestamptz) as done`),
    );
    return row?.done === true;
  }

  /** Starts a round soon without waiting for it (after a commit that may have appended events). */
  wake(): void {
    if (this.#wakeTimer || this.#stopped) return;
    this.#wakeTimer = setTimeout(() => {
      this.#wakeTimer = null;
      this.#runLogged();
    }, WAKE_DELAY_MS);
    this.#wakeTimer.unref();
  }

  /** Runs a round every `intervalMs` (events nobody woke it for: other nodes' writes, jobs), until `stop()`. */
  start(intervalMs: number): void {
    const tick = () => {
      this.#tickTimer = setTimeout(async () => {
        await this.#runLogged();
        if (!this.#stopped) tick();
      }, intervalMs);
      this.#tickTimer.unref();
    };
    if (!this.#stopped) tick();
  }

  /** No more rounds; resolves when the round in flight has finished. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#wakeTimer) clearTimeout(this.#wakeTimer);
    if (this.#tickTimer) clearTimeout(this.#tickTimer);
    await this.#round?.catch(() => {});
  }

  async #runLogged(): Promise<void> {
    await this.runOnce().catch((error: unknown) =>
      this.#log.error({ err: error }, 'outbox relay round failed'),
    );
  }

  async #runRounds(): Promise<number> {
    let handled = 0;
    let failure: unknown = null;
    do {
      this.#again = false;
      await this.prepare();
      const withWork = await outboxStore.subscribersWithWork(this.#db);
      const counts = await Promise.all(
        this.#subscribers
          .filter((subscriber) => withWork.has(subscriber.name))
          .map((subscriber) =>
            this.#drain(subscriber).catch((error: unknown) => {
              failure ??= error;
              return 0;
            }),
          ),
      );
      handled += counts.reduce((sum, count) => sum + count, 0);
    } while (this.#again && failure === null && !this.#stopped);
    if (failure !== null) throw failure;
    return handled;
  }

  async #drain(subscriber: OutboxSubscriber): Promise<number> {
    let handled = await this.#replayParked(subscriber);
    for (let batch = 0; batch < MAX_BATCHES_PER_ROUND; batch++) {
      const result = await this.#relayBatch(subscriber);
      handled += result.handled;
      if (!result.more) break;
    }
    return handled;
  }

  async #relayBatch(subscriber: OutboxSubscriber): Promise<BatchResult> {
    const deferred: Deferred[] = [];
    const parked: { row: OutboxRow; error: string; attempts: number }[] = [];
    let outcome: BatchResult & { pending: OutboxPlace | null };
    try {
      outcome = await this.#db.transaction(async (tx) => {
        const position = await outboxStore.lockPosition(tx, subscriber.name);
        if (!position || position.pendingLive) return { handled: 0, more: false, pending: null };
        // After-commit work that lapsed (its node died) is redone: read again from where it started.
        const start = position.pending ?? position.place;
        const rows = await outboxStore.readAfter(tx, start, this.#batchSize);
        let previous = start;
        let passedFailing = false;
        let stoppedBefore = false;
        let handled = 0;
        let lastHandled: OutboxRow | undefined;
        for (const [index, row] of rows.entries()) {
          const place = { txId: row.tx_id, eventId: Number(row.id) };
          if (place.eventId === position.failingEventId) {
            if (position.attempts >= this.#retry.maxAttempts) {
              const reason = { error: position.lastError ?? 'failed', attempts: position.attempts };
              await outboxStore.park(tx, subscriber.name, row, reason);
              parked.push({ row, ...reason });
              passedFailing = true;
              previous = place;
              continue;
            }
            // What precedes the failing event is settled first; the event itself waits out its backoff.
            if (index > 0 || !position.retryDue) {
              stoppedBefore = index > 0;
              break;
            }
            passedFailing = true;
          }
          const parsed = parseOutboxRow(row);
          if (parsed.error !== undefined) {
            await outboxStore.park(tx, subscriber.name, row, { error: parsed.error, attempts: 0 });
            parked.push({ row, error: parsed.error, attempts: 0 });
          } else {
            const before = previous;
            try {
              await subscriber.handle(parsed.event, tx, (work) => deferred.push({ row, before, work }));
            } catch (error) {
              throw new SubscriberFailure(row, error);
            }
            handled += 1;
            lastHandled = row;
          }
          previous = place;
        }
        if (lastHandled && subscriber.finishBatch) {
          try {
            await subscriber.finishBatch(tx);
          } catch (error) {
            throw new SubscriberFailure(lastHandled, error);
          }
        }
        const moved = previous !== start;
        const pending = deferred.length > 0 ? start : null;
        if (moved || position.pending) {
          await outboxStore.move(tx, subscriber.name, previous, {
            passedFailing,
            pending,
            leaseMs: this.#leaseMs,
          });
        }
        return { handled, more: stoppedBefore || rows.length === this.#batchSize, pending };
      });
    } catch (error) {
      if (!(error instanceof SubscriberFailure)) throw error;
      await this.#failed(subscriber, error.row, error.cause);
      return { handled: 0, more: false };
    }
    this.#alertParked(subscriber, parked);
    if (outcome.pending) {
      for (const { row, before, work } of deferred) {
        try {
          await work();
        } catch (error) {
          await outboxStore.rewind(this.#db, subscriber.name, outcome.pending, before);
          await this.#failed(subscriber, row, error);
          return { handled: outcome.handled, more: false };
        }
      }
      await outboxStore.confirm(this.#db, subscriber.name, outcome.pending);
    }
    this.counters.add(subscriber.name, 'delivered', outcome.handled);
    return outcome;
  }

  /** Counts a failure against the event; once it has failed `maxAttempts` times, the next round parks it. */
  async #failed(subscriber: OutboxSubscriber, row: OutboxRow, cause: unknown): Promise<void> {
    const eventId = Number(row.id);
    const attempts = await outboxStore.recordFailure(
      this.#db,
      subscriber.name,
      { eventId, error: errorText(cause) },
      this.#retry,
    );
    this.counters.add(subscriber.name, 'failed');
    this.#log.warn(
      { err: cause, subscriber: subscriber.name, eventId, type: row.type, attempts },
      'outbox subscriber failed',
    );
    if (attempts >= this.#retry.maxAttempts) this.#again = true;
  }

  #alertParked(subscriber: OutboxSubscriber, parked: { row: OutboxRow; error: string; attempts: number }[]) {
    for (const { row, error, attempts } of parked) {
      this.counters.add(subscriber.name, 'parked');
      // A stable message to alert on: the subscriber went on without this event until someone replays it.
      this.#log.error(
        { subscriber: subscriber.name, eventId: Number(row.id), type: row.type, attempts, error },
        'outbox event parked',
      );
    }
  }

  /** Hands over again the parked events an operator asked to replay, each in its own transaction. */
  async #replayParked(subscriber: OutboxSubscriber): Promise<number> {
    let replayed = 0;
    for (let count = 0; count < REPLAYS_PER_ROUND; count++) {
      const deferred: (() => Promise<unknown>)[] = [];
      let taken: OutboxRow | undefined;
      try {
        taken = await this.#db.transaction(async (tx) => {
          const [row] = await parkedEvents.takeReplays(tx, subscriber.name, 1);
          if (!row) return undefined;
          const parsed = parseOutboxRow(row);
          if (parsed.error !== undefined) throw new SubscriberFailure(row, new Error(parsed.error));
          try {
            await subscriber.handle(parsed.event, tx, (work) => deferred.push(work));
            await subscriber.finishBatch?.(tx);
          } catch (error) {
            throw new SubscriberFailure(row, error);
          }
          await parkedEvents.remove(tx, subscriber.name, Number(row.id));
          return row;
        });
        if (!taken) break;
        for (const work of deferred) await work();
      } catch (error) {
        const failure =
          error instanceof SubscriberFailure ? error : taken && new SubscriberFailure(taken, error);
        if (!failure) throw error;
        const reason = errorText(failure.cause);
        // After-commit work failed once the row was removed: the event is parked again.
        if (failure !== error)
          await outboxStore.park(this.#db, subscriber.name, failure.row, { error: reason, attempts: 0 });
        await parkedEvents.replayFailed(this.#db, subscriber.name, Number(failure.row.id), reason);
        this.#log.error(
          {
            err: failure.cause,
            subscriber: subscriber.name,
            eventId: Number(failure.row.id),
            type: failure.row.type,
          },
          'outbox event replay failed',
        );
        continue;
      }
      replayed += 1;
      this.counters.add(subscriber.name, 'replayed');
    }
    return replayed;
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
