import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config.ts';
import { applyMigrations, rowsOf } from './migrations.ts';

/**
 * Drizzle without its relational query API: every query is built from the tables, and a database given a schema
 * would build a relational query helper for each table on every transaction it opens.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/**
 * How a node uses its PostgreSQL connections (DATABASE_POOL_SIZE and the DATABASE_* timeouts of the README).
 * PGlite is one connection in the process and takes none of them.
 */
export interface PostgresSettings {
  /** Connections this process keeps at most. */
  poolSize: number;
  /** A statement running longer is cancelled; 0 leaves the server's (or the role's) setting in force. */
  statementTimeoutMs: number;
  /**
   * A session idle inside a transaction this long is ended, releasing its locks and its hold on the outbox
   * relay's snapshot (decision 010); 0 leaves the server's setting in force.
   */
  idleInTransactionTimeoutMs: number;
  /** What `pg_stat_activity` shows for this process's connections. */
  applicationName: string;
}

/** A tool's connections (scripts, tests): the server's own settings, no timeouts of ours. */
const TOOL_SETTINGS: PostgresSettings = {
  poolSize: 10,
  statementTimeoutMs: 0,
  idleInTransactionTimeoutMs: 0,
  applicationName: 'casino',
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** The connection underneath Drizzle, for libraries that bring their own SQL (the job queue). */
export type DatabaseDriver = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** The connection underneath Drizzle, for libraries that bring their own SQL (the job queue). */
  driver: DatabaseDriver;
  /**
   * Applies the committed SQL migrations that are not applied yet, under the `migrations` lock (see
   * `exclusively`): of nodes booting at once, one migrates and the others wait, then find nothing to do.
   * Answers how many it applied.
   */
  migrate(): Promise<number>;
  /**
   * Runs `work` in one transaction that first takes the database-wide lock named `lockName`
   * (`pg_advisory_xact_lock`), so the same work started by several nodes at once runs one after another. The
   * lock is a transaction's, not a session's: it holds through a PgBouncer in transaction mode and is released
   * by the commit, the rollback or a dead connection. Waiting for it, and the work, have no statement timeout.
   */
  exclusively<T>(lockName: string, work: (tx: Db) => Promise<T>): Promise<T>;
  /** True when the database answers and every committed migration is applied. */
  isReady(): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseLocation =
  | { url: string; settings?: Partial<PostgresSettings> }
  | { pgliteDir: string }
  /** In memory; `copyOf` starts it from a dumped data directory (PGlite's `dumpDataDir`) instead of empty. */
  | { inMemory: true; copyOf?: Blob };

/** Where the configured database is: PostgreSQL at DATABASE_URL with the pool settings, else PGlite under DATA_DIR. */
export function databaseLocationOf(config: Config): DatabaseLocation {
  return config.databaseUrl
    ? { url: config.databaseUrl, settings: config.postgres }
    : { pgliteDir: path.join(config.dataDir, 'pglite') };
}

/** Opens PostgreSQL when a URL is given, else embedded PGlite (on disk under a folder, or in memory for tests). */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if ('url' in location) return openPostgres(location.url, { ...TOOL_SETTINGS, ...location.settings });
  const dataDir = 'pgliteDir' in location ? location.pgliteDir : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const copyOf = 'copyOf' in location ? location.copyOf : undefined;
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(copyOf ? { loadDataDir: copyOf } : {}),
    // The extensions the migrations create (`pg_trgm`: the back office's player search indexes). PGlite ships
    // each as a bundle loaded here, on every open: a copy from a dump or a data folder on disk needs it as well.
    extensions: { pg_trgm },
  });
  return pgliteDatabase(client, () => client.close());
}

/**
 * The database over an open PGlite client, closed by `close` (the client's own close, or a test worker's putting
 * it back in its pool).
 */
export function pgliteDatabase(client: PGlite, close: () => Promise<void>): Database {
  // One process holds a PGlite database, so its lock never waits; taking it keeps one code path for both engines.
  return withLockedWork(drizzlePglite(client) as unknown as Db, { kind: 'pglite', client }, close);
}

async function openPostgres(url: string, settings: PostgresSettings): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: settings.poolSize,
    application_name: settings.applicationName,
    // node-postgres sends these as startup parameters, and leaves out a 0 (the server's setting stays).
    statement_timeout: settings.statementTimeoutMs,
    idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs,
  });
  // An idle connection that dies (a server restart) is dropped from the pool; unhandled, it would end the process.
  pool.on('error', (error) => logLine('warn', 'idle database connection lost', { error: error.message }));
  return withLockedWork(drizzlePg(pool) as unknown as Db, { kind: 'postgres', pool }, () => pool.end());
}

function withLockedWork(db: Db, driver: DatabaseDriver, close: () => Promise<void>): Database {
  const exclusively = <T>(lockName: string, work: (tx: Db) => Promise<T>) =>
    runExclusively(db, lockName, work);
  return {
    db,
    kind: driver.kind,
    driver,
    exclusively,
    migrate: () => exclusively('migrations', (tx) => applyMigrations(tx, MIGRATIONS_FOLDER)),
    isReady: () => migrationsApplied(db),
    close,
  };
}

async function runExclusively<T>(db: Db, lockName: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`set local statement_timeout = 0`);
    const key = sql`hashtextextended(${`casino:${lockName}`}, 0)`;
    const [free] = rowsOf<{ taken: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as taken`),
    );
    if (!free?.taken) {
      logLine('info', 'waiting for another node holding the lock', { lock: lockName });
      await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
    }
    return work(tx);
  });
}

/** Before the app (and its logger) exists, the database speaks in the same JSON lines. */
function logLine(level: 'info' | 'warn', msg: string, fields: Record<string, unknown>): void {
  const line = JSON.stringify({ level, msg, ...fields });
  if (level === 'warn') console.error(line);
  else console.log(line);
}

async function migrationsApplied(db: Db): Promise<boolean> {
  const { entries } = await import(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), {
    with: { type: 'json' },
  }).then((module) => module.default as { entries: unknown[] });
  try {
    const [applied] = rowsOf<{ count: number }>(
      await db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`),
    );
    return (applied?.count ?? 0) >= entries.length;
  } catch {
    return false;
  }
}
