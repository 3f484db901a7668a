import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { executePrepared, rowsOf } from '../db/prepared.ts';

export interface PruneOptions {
  /** Events younger than this stay, whatever the positions: a window to look back at what happened. */
  retentionMs: number;
  /** Rows deleted per statement: short transactions, short locks, steady WAL. */
  batchSize?: number;
  /** Statements per run at most; the next run goes on. */
  maxBatches?: number;
}

const DEFAULT_BATCH_SIZE = 10_000;
const DEFAULT_MAX_BATCHES = 100;

/**
 * Deletes outbox events that every subscriber has passed and that are older than the retention window, in
 * batches, oldest first along the relay's own `(tx_id, id)` index. The horizon is the lowest place any
 * subscriber row holds — its position, or where its after-commit work in flight started — so an event a
 * subscriber has not passed (one far behind, one retrying a failing event) is never deleted; a parked event was
 * passed and is kept in `outbox_parked_events`. A subscriber whose code is removed keeps its row, and so holds
 * the prune back, until its row is deleted. Returns the number of events deleted.
 */
export async function pruneOutbox(db: Db, options: PruneOptions): Promise<number> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const maxBatches = options.maxBatches ?? DEFAULT_MAX_BATCHES;
  let deleted = 0;
  // Each batch starts after the last one: the index entries of rows just deleted stay until vacuum, and walking
  // them again on every batch would make a run quadratic.
  let after = { txId: '0', eventId: 0 };
  for (let batch = 0; batch < maxBatches; batch++) {
    const [row] = rowsOf<{ deleted: number; last_tx_id: string | null; last_id: string | number | null }>(
      await executePrepared(
        db,
        'outbox-prune',
        sql`
        with horizon as (
          select tx_id, event_id from (
            select tx_id, event_id from outbox_positions
            union all
            select pending_tx_id, pending_event_id from outbox_positions where pending_tx_id is not null
          ) as places
          order by tx_id, event_id
          limit 1
        ), doomed as (
          select e.id from outbox_events e, horizon h
          where (e.tx_id, e.id) <= (h.tx_id, h.event_id)
            and (e.tx_id, e.id) > (${after.txId}::xid8, ${after.eventId}::bigint)
            and e.created_at < now() - ${options.retentionMs}::bigint * interval '1 millisecond'
          order by e.tx_id, e.id
          limit ${batchSize}
        ), gone as (
          delete from outbox_events where id in (select id from doomed) returning tx_id, id
        ), last as (
          select tx_id, id from gone order by tx_id desc, id desc limit 1
        )
        select (select count(*)::int from gone) as deleted,
               (select tx_id::text from last) as last_tx_id, (select id from last) as last_id`,
      ),
    );
    const count = row?.deleted ?? 0;
    deleted += count;
    if (count < batchSize || !row?.last_tx_id) break;
    after = { txId: row.last_tx_id, eventId: Number(row.last_id) };
  }
  return deleted;
}
