import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/platform/db/database.ts';
import { rowsOf } from '../../apps/server/src/platform/db/prepared.ts';

/** A place in the outbox's `(tx_id, id)` order, the order the relay hands events over in. */
export interface OutboxPlace {
  txId: bigint;
  eventId: number;
}

/** A place at a moment of the database's clock (ms since the epoch). */
interface Sample extends OutboxPlace {
  at: number;
}

/**
 * The name the relay's horizon is sampled under: the oldest transaction still open (`pg_snapshot_xmin`). The relay
 * reads only events written by transactions before it (decision 023), so an event becomes visible to every
 * subscriber once the horizon has passed its transaction.
 */
export const RELAY_HORIZON = 'relay horizon';

const atOrAfter = (place: OutboxPlace, than: OutboxPlace) =>
  place.txId > than.txId || (place.txId === than.txId && place.eventId >= than.eventId);

/**
 * Watches the outbox's readers from outside: every `intervalMs`, one query reads every subscriber's committed
 * position and the relay's horizon, stamped with the database's clock. A subscriber's position commits with its
 * work (decision 023), so the first sample at or past an event tells when that work had committed, to within one
 * interval; the horizon's first sample past the event's transaction tells when the relay could first see it.
 */
export class OutboxProgressSampler {
  readonly #db: Db;
  readonly #intervalMs: number;
  readonly #samples = new Map<string, Sample[]>();
  #running: Promise<void> | null = null;
  #stopping = false;

  constructor(db: Db, intervalMs: number) {
    this.#db = db;
    this.#intervalMs = intervalMs;
  }

  start(): void {
    this.#running = this.#loop();
  }

  async stop(): Promise<void> {
    this.#stopping = true;
    await this.#running;
  }

  /** The subscribers seen, and the relay's horizon. */
  names(): string[] {
    return [...this.#samples.keys()];
  }

  /** Waits until `name` has passed `place`, for at most `timeoutMs`; false if it has not by then. */
  async until(name: string, place: OutboxPlace, timeoutMs: number): Promise<boolean> {
    const deadline = performance.now() + timeoutMs;
    while (performance.now() < deadline) {
      const last = this.#samples.get(name)?.at(-1);
      if (last && atOrAfter(last, place)) return true;
      await new Promise((resolve) => setTimeout(resolve, this.#intervalMs));
    }
    return false;
  }

  /** When `name` was first seen at or past the event at `place`; undefined if never. */
  reachedAt(name: string, place: OutboxPlace): number | undefined {
    const samples = this.#samples.get(name) ?? [];
    // Places only move forward: the first sample at or past the event is found by halving.
    let low = 0;
    let high = samples.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (atOrAfter(samples[middle] as Sample, place)) high = middle;
      else low = middle + 1;
    }
    return samples[low]?.at;
  }

  async #loop(): Promise<void> {
    while (!this.#stopping) {
      const rows = rowsOf<{ name: string; tx_id: string; event_id: string; at: number }>(
        await this.#db.execute(sql`
          select subscriber as name, tx_id::text as tx_id, event_id::text as event_id,
                 (extract(epoch from clock_timestamp()) * 1000)::float8 as at
          from outbox_positions
          union all
          -- Every event of a transaction before the horizon is visible: as a place, the horizon's own first.
          select ${RELAY_HORIZON}, pg_snapshot_xmin(pg_current_snapshot())::text, '0',
                 (extract(epoch from clock_timestamp()) * 1000)::float8`),
      );
      for (const row of rows) {
        const samples = this.#samples.get(row.name) ?? [];
        samples.push({ txId: BigInt(row.tx_id), eventId: Number(row.event_id), at: row.at });
        this.#samples.set(row.name, samples);
      }
      await new Promise((resolve) => setTimeout(resolve, this.#intervalMs));
    }
  }
}
