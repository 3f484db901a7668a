import { fromPglite, type Db as JobDb } from 'pg-boss';
import type { DatabaseDriver } from '../db/database.ts';

/**
 * pg-boss on the application's own connections: PGlite through pg-boss's adapter (its statements wait for the
 * single connection like every other), PostgreSQL through the application's pool (no second pool). pg-boss
 * sends its schema statements as one text without parameters, which node-postgres answers with a result per
 * statement: their rows are joined, as pg-boss's own pool does.
 */
export function jobQueueAdapter(driver: DatabaseDriver): JobDb {
  if (driver.kind === 'pglite') return fromPglite(driver.client);
  const { pool } = driver;
  return {
    async executeSql(text, values) {
      const result = (await pool.query(text, values)) as unknown;
      if (Array.isArray(result))
        return { rows: result.flatMap((part: { rows?: unknown[] }) => part.rows ?? []) };
      return result as { rows: unknown[] };
    },
  };
}
