import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

const dialect = new PgDialect();

/**
 * Runs a raw statement as a named prepared statement: PostgreSQL parses and plans it once per connection instead
 * of on every call (PGlite ignores the name). Drizzle's query builders do the same with `.prepare(name)`; raw SQL
 * reaches it through the session. The name is `prefix` and a hash of the text, so statements whose text varies
 * with their input (a CTE with optional steps) each get their own, and a name never meets two texts.
 */
export function executePrepared(executor: Pick<Db, '_'>, prefix: string, query: SQL): Promise<unknown> {
  const built = dialect.sqlToQuery(query);
  const name = `${prefix}-${createHash('sha1').update(built.sql).digest('base64url').slice(0, 12)}`;
  return executor._.session.prepareQuery(built, undefined, name, false).execute();
}

/** Rows of a raw query on either driver (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}
