import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from './database.ts';

/**
 * Applies the committed migrations that are not applied yet, in the caller's transaction, keeping drizzle's own
 * record of them (`drizzle.__drizzle_migrations`: one row per migration, named by its folder timestamp), so
 * drizzle-kit and `/readyz` read the same record. Drizzle's migrator opens transactions of its own and reads the
 * record outside them; this runs inside the one transaction that holds the migrations lock (database.ts), so a
 * second node finds the record complete once the first has committed.
 */
export async function applyMigrations(tx: Db, migrationsFolder: string): Promise<number> {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(sql`
    create table if not exists drizzle.__drizzle_migrations (
      id serial primary key,
      hash text not null,
      created_at bigint
    )
  `);
  const [last] = rowsOf<{ created_at: string | number }>(
    await tx.execute(
      sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    ),
  );
  const pending = readMigrationFiles({ migrationsFolder }).filter(
    (migration) => last === undefined || Number(last.created_at) < migration.folderMillis,
  );
  for (const migration of pending) {
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
  return pending.length;
}

/** The rows of a raw query: both drivers answer `{ rows }`. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows?: Row[] }).rows ?? [];
}
