import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rowsOf } from '../db/prepared.ts';
import type { OutboxRow } from './relayed-event.ts';

export interface ParkedEvent {
  subscriber: string;
  eventId: number;
  type: string;
  playerId: number | null;
  error: string;
  attempts: number;
  parkedAt: Date;
  replayRequestedAt: Date | null;
}

interface ParkedRow {
  subscriber: string;
  event_id: string | number;
  type: string;
  player_id: string | number | null;
  error: string;
  attempts: number;
  parked_at: string | Date;
  replay_requested_at: string | Date | null;
}

/** Events set aside for a subscriber: what operators see (`npm run outbox`) and ask to replay. */
export const parkedEvents = {
  async list(db: Db, subscriber?: string): Promise<ParkedEvent[]> {
    const rows = rowsOf<ParkedRow>(
      await db.execute(sql`
        select subscriber, event_id, type, player_id, error, attempts, parked_at, replay_requested_at
        from outbox_parked_events
        where ${subscriber ?? null}::text is null or subscriber = ${subscriber ?? null}
        order by subscriber, event_id`),
    );
    return rows.map((row) => ({
      subscriber: row.subscriber,
      eventId: Number(row.event_id),
      type: row.type,
      playerId: row.player_id === null ? null : Number(row.player_id),
      error: row.error,
      attempts: row.attempts,
      parkedAt: new Date(row.parked_at),
      replayRequestedAt: row.replay_requested_at === null ? null : new Date(row.replay_requested_at),
    }));
  },

  /** Asks the relay to hand the subscriber's parked event (or all of them) over again; returns how many. */
  async requestReplay(db: Db, subscriber: string, eventId: number | 'all'): Promise<number> {
    const only = eventId === 'all' ? null : eventId;
    const rows = rowsOf<{ event_id: number }>(
      await db.execute(sql`
        update outbox_parked_events set replay_requested_at = now()
        where subscriber = ${subscriber} and (${only}::bigint is null or event_id = ${only}::bigint)
        returning event_id`),
    );
    return rows.length;
  },

  /** The subscriber's events waiting for a replay, locked for the caller's transaction, oldest first. */
  async takeReplays(tx: Db, subscriber: string, limit: number): Promise<OutboxRow[]> {
    return rowsOf<OutboxRow>(
      await tx.execute(sql`
        select event_id as id, '0' as tx_id, type, version, player_id, payload, event_created_at as created_at
        from outbox_parked_events
        where subscriber = ${subscriber} and replay_requested_at is not null
        order by event_id
        limit ${limit}
        for update skip locked`),
    );
  },

  async remove(tx: Db, subscriber: string, eventId: number): Promise<void> {
    await tx.execute(
      sql`delete from outbox_parked_events where subscriber = ${subscriber} and event_id = ${eventId}`,
    );
  },

  /** A replay failed: the event stays parked with the new reason, until asked again. */
  async replayFailed(db: Db, subscriber: string, eventId: number, error: string): Promise<void> {
    await db.execute(sql`
      update outbox_parked_events
      set replay_requested_at = null, error = ${error.slice(0, 4000)}, attempts = attempts + 1, parked_at = now()
      where subscriber = ${subscriber} and event_id = ${eventId}`);
  },
};
