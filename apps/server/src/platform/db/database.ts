import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
/**
 * Drizzle without its relational query API: every query is built from the tables, and a database given a schema
 * would build a relational query helper for each table on every transaction it opens.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Applies the committed SQL migrations that are not applied yet. */
  migrate(): Promise<void>;
  /** True when the database answers and every committed migration is applied. */
  isReady(): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseLocation = { url: string } | { pgliteDir: string } | { inMemory: true };

/** Opens PostgreSQL when a URL is given, else embedded PGlite (on disk under a folder, or in memory for tests). */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if ('url' in location) return openPostgres(location.url);
  const dataDir = 'pgliteDir' in location ? location.pgliteDir : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ? { dataDir } : {});
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    isReady: () => migrationsApplied(db),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that dies (a server restart) is dropped from the pool; unhandled, it would end the process.
  pool.on('error', (error) =>
    console.error(
      JSON.stringify({ level: 'warn', msg: 'idle database connection lost', error: error.message }),
    ),
  );
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_FOLDER }),
    isReady: () => migrationsApplied(db),
    close: () => pool.end(),
  };
}

async function migrationsApplied(db: Db): Promise<boolean> {
  const { entries } = await import(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), {
    with: { type: 'json' },
  }).then((module) => module.default as { entries: unknown[] });
  try {
    const rows = await db.execute<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    const applied = (rows as unknown as { rows?: { count: number }[] }).rows?.[0]?.count ?? 0;
    return applied >= entries.length;
  } catch {
    return false;
  }
}
