import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { currentAuditContext, writeAuditRecord } from '../audit/index.ts';

/**
 * The catalogue's orders (games, providers, rubrics, a rubric's games) are kept in steps of ten, as the seed
 * writes them, renumbered from 10 whenever an entry moves.
 */
export const SORT_STEP = 10;

/** What an operator's change to the catalogue needs: the tables, the time, and every node's catalogue caches. */
export interface CatalogueChangeDeps {
  db: Db;
  clock: Clock;
  invalidateCatalogue: () => Promise<void>;
}

/** A record of an operator's change to the catalogue: never about one player. */
export type CatalogueAuditRecord = Omit<Parameters<typeof writeAuditRecord>[3], 'playerId'>;

/**
 * Makes an operator's change: `work` runs in one transaction and writes the change's audit record with `audit`
 * (the operator the request runs as). A change that wrote a record is a change: after the commit, so no node
 * rebuilds from the catalogue as it was, every node forgets what it built from it (search index, guests' pages).
 * Asking for what already is writes no record and clears nothing.
 */
export async function changeCatalogue<T>(
  deps: CatalogueChangeDeps,
  work: (tx: Db, audit: (record: CatalogueAuditRecord) => Promise<void>) => Promise<T>,
): Promise<T> {
  let changed = false;
  const result = await deps.db.transaction((tx) =>
    work(tx, async (record) => {
      await writeAuditRecord(tx, deps.clock.now(), await currentAuditContext(), {
        playerId: null,
        ...record,
      });
      changed = true;
    }),
  );
  if (changed) await deps.invalidateCatalogue();
  return result;
}

/** A place asked for (1 for the first; past the end means the last) as an index into a list of `length`. */
export function placeIndex(position: number, length: number): number {
  return Math.min(Math.max(position, 1), length) - 1;
}

/**
 * The sort values that change when `entry` (one of `order`'s, or a newcomer) takes index `to` and the others
 * close ranks, numbered again from `SORT_STEP`.
 */
export function renumbered<T extends { id: number; sortOrder: number }>(
  order: readonly T[],
  entry: T,
  to: number,
): { id: number; sortOrder: number }[] {
  const moved = order.filter((other) => other.id !== entry.id);
  moved.splice(to, 0, entry);
  return moved.flatMap((other, index) => {
    const sortOrder = (index + 1) * SORT_STEP;
    return other.sortOrder === sortOrder ? [] : [{ id: other.id, sortOrder }];
  });
}
