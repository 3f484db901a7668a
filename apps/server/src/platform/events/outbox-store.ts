import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { executePrepared, rowsOf } from '../db/prepared.ts';
import type { OutboxRow } from './relayed-event.ts';

/** A place in the outbox's `(tx_id, id)` order. */
export interface OutboxPlace {
  txId: string;
  eventId: number;
}

/** A subscriber's position row as a batch sees it, locked for the batch's transaction. */
export interface LockedPosition {
  place: OutboxPlace;
  failingEventId: number | null;
  attempts: number;
  /** False while a failure's backoff runs. */
  retryDue: boolean;
  lastError: string | null;
  /** Where after-commit work still in flight started; the events after it are handed over again if it lapses. */
  pending: OutboxPlace | null;
  /** True while that work's lease runs (a node is doing it): the subscriber waits for it. */
  pendingLive: boolean;
}

interface PositionRow {
  tx_id: string;
  event_id: string | number;
  failing_event_id: string | number | null;
  attempts: number;
  retry_due: boolean;
  last_error: string | null;
  pending_tx_id: string | null;
  pending_event_id: string | number | null;
  pending_live: boolean;
}

/** The relay's read (see `outboxStore.readAfter`); the outbox benchmark explains it. */
export function readAfterQuery(place: OutboxPlace, limit: number): SQL {
  return sql`
    select e.id, e.tx_id::text as tx_id, e.type, e.version, e.player_id, e.payload, e.created_at
    from outbox_events e
    where (e.tx_id, e.id) > (${place.txId}::xid8, ${place.eventId}::bigint)
      and e.tx_id < pg_snapshot_xmin(pg_current_snapshot())
    order by e.tx_id, e.id
    limit ${limit}`;
}

/**
 * The SQL of the relay: subscribers' positions, the events after them, failures and parked events. Positions are
 * locked `FOR UPDATE SKIP LOCKED`: a node holding one is relaying to that subscriber, the others move on.
 */
export const outboxStore = {
  /**
   * The subscribers a round has work for: events after their position that are ready, a failure to retry, after-
   * commit work to look after, or parked events an operator asked to replay. Read without locks: a subscriber
   * left out is taken by the next round, and an idle relay makes this one query a round instead of a transaction
   * per subscriber.
   */
  async subscribersWithWork(db: Db): Promise<Set<string>> {
    const rows = rowsOf<{ subscriber: string }>(
      await executePrepared(
        db,
        'outbox-subscribers-with-work',
        sql`
        select p.subscriber from outbox_positions p
        where p.failing_event_id is not null
           or p.pending_tx_id is not null
           or exists (select 1 from outbox_events e
                      where (e.tx_id, e.id) > (p.tx_id, p.event_id)
                        and e.tx_id < pg_snapshot_xmin(pg_current_snapshot()))
           or exists (select 1 from outbox_parked_events x
                      where x.subscriber = p.subscriber and x.replay_requested_at is not null)`,
      ),
    );
    return new Set(rows.map((row) => row.subscriber));
  },

  async lockPosition(tx: Db, subscriber: string): Promise<LockedPosition | null> {
    const [row] = rowsOf<PositionRow>(
      await executePrepared(
        tx,
        'outbox-position',
        sql`
        select tx_id::text as tx_id, event_id, failing_event_id, attempts, last_error,
               coalesce(retry_at <= now(), true) as retry_due,
               pending_tx_id::text as pending_tx_id, pending_event_id,
               coalesce(pending_until > now(), false) as pending_live
        from outbox_positions
        where subscriber = ${subscriber}
        for update skip locked`,
      ),
    );
    if (!row) return null;
    return {
      place: { txId: row.tx_id, eventId: Number(row.event_id) },
      failingEventId: row.failing_event_id === null ? null : Number(row.failing_event_id),
      attempts: row.attempts,
      retryDue: row.retry_due,
      lastError: row.last_error,
      pending:
        row.pending_tx_id === null
          ? null
          : { txId: row.pending_tx_id, eventId: Number(row.pending_event_id) },
      pendingLive: row.pending_live,
    };
  },

  /**
   * The events after `place` written by transactions that have all finished, in `(tx_id, id)` order: the order
   * of the `outbox_events_order` index, which the read walks from `place` (the columns are named through the
   * table, so the order is the xid8's, not the text it is read as).
   */
  async readAfter(tx: Db, place: OutboxPlace, limit: number): Promise<OutboxRow[]> {
    return rowsOf<OutboxRow>(await executePrepared(tx, 'outbox-events', readAfterQuery(place, limit)));
  },

  /**
   * Moves the position. `passedFailing` clears the failure it was retrying; `pending` records where after-commit
   * work starts, held for `leaseMs` (null when the batch left none).
   */
  async move(
    tx: Db,
    subscriber: string,
    to: OutboxPlace,
    options: { passedFailing: boolean; pending: OutboxPlace | null; leaseMs: number },
  ): Promise<void> {
    const { passedFailing, pending, leaseMs } = options;
    await executePrepared(
      tx,
      'outbox-move-position',
      sql`
      update outbox_positions
      set tx_id = ${to.txId}::xid8, event_id = ${to.eventId}, updated_at = now(),
          failing_event_id = case when ${passedFailing}::boolean then null else failing_event_id end,
          attempts = case when ${passedFailing}::boolean then 0 else attempts end,
          retry_at = case when ${passedFailing}::boolean then null else retry_at end,
          last_error = case when ${passedFailing}::boolean then null else last_error end,
          pending_tx_id = ${pending?.txId ?? null}::xid8,
          pending_event_id = ${pending?.eventId ?? null}::bigint,
          pending_until = case when ${pending?.txId ?? null}::xid8 is null then null
                               else now() + ${leaseMs}::integer * interval '1 millisecond' end
      where subscriber = ${subscriber}`,
    );
  },

  /** After-commit work done: the events it followed are delivered (unless the lease lapsed to another node). */
  async confirm(db: Db, subscriber: string, pending: OutboxPlace): Promise<void> {
    await db.execute(sql`
      update outbox_positions set pending_tx_id = null, pending_event_id = null, pending_until = null
      where subscriber = ${subscriber}
        and pending_tx_id = ${pending.txId}::xid8 and pending_event_id = ${pending.eventId}`);
  },

  /** After-commit work failed at an event: the position goes back to just before it, to be handed over again. */
  async rewind(db: Db, subscriber: string, pending: OutboxPlace, to: OutboxPlace): Promise<void> {
    await db.execute(sql`
      update outbox_positions
      set tx_id = ${to.txId}::xid8, event_id = ${to.eventId}, updated_at = now(),
          pending_tx_id = null, pending_event_id = null, pending_until = null
      where subscriber = ${subscriber}
        and pending_tx_id = ${pending.txId}::xid8 and pending_event_id = ${pending.eventId}`);
  },

  /**
   * Counts one more failure of the subscriber on the event (the first on another event starts again at one) and
   * sets when to retry: `baseDelayMs * 2^(attempts-1)`, at most `maxDelayMs`, and at once when the next round
   * is to park it. Returns the attempts so far.
   */
  async recordFailure(
    db: Db,
    subscriber: string,
    failure: { eventId: number; error: string },
    policy: { maxAttempts: number; baseDelayMs: number; maxDelayMs: number },
  ): Promise<number> {
    const [row] = rowsOf<{ attempts: number }>(
      await db.execute(sql`
        with counted as (
          select case when failing_event_id = ${failure.eventId} then attempts + 1 else 1 end as attempts
          from outbox_positions where subscriber = ${subscriber}
        )
        update outbox_positions p
        set failing_event_id = ${failure.eventId}, attempts = counted.attempts,
            last_error = ${failure.error.slice(0, 4000)},
            retry_at = now() + case when counted.attempts >= ${policy.maxAttempts} then interval '0'
              else least(${policy.baseDelayMs}::float8 * power(2, counted.attempts - 1), ${policy.maxDelayMs}::float8)
                   * interval '1 millisecond' end
        from counted
        where p.subscriber = ${subscriber}
        returning p.attempts`),
    );
    return row?.attempts ?? 0;
  },

  /** Sets the event aside for the subscriber, copied whole, with the reason. */
  async park(
    tx: Db,
    subscriber: string,
    row: OutboxRow,
    reason: { error: string; attempts: number },
  ): Promise<void> {
    await tx.execute(sql`
      insert into outbox_parked_events
        (subscriber, event_id, type, version, player_id, payload, event_created_at, error, attempts, parked_at)
      values (${subscriber}, ${Number(row.id)}, ${row.type}, ${Number(row.version)}, ${row.player_id},
              ${JSON.stringify(row.payload)}::jsonb, ${new Date(row.created_at).toISOString()}::timestamptz,
              ${reason.error.slice(0, 4000)}, ${reason.attempts}, now())
      on conflict (subscriber, event_id) do update
      set error = excluded.error, attempts = outbox_parked_events.attempts + excluded.attempts,
          parked_at = excluded.parked_at, replay_requested_at = null`);
  },
};
