import path from 'node:path';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import { type Database, openDatabase } from '../../apps/server/src/platform/db/database.ts';
import { AppError } from '../../apps/server/src/platform/http/app-error.ts';

/**
 * Runs an operations command (`npm run jobs`, `npm run outbox`) on the database the server uses: DATABASE_URL, or
 * the PGlite folder under DATA_DIR (stop the server first: one process at a time may open it). Unlike the
 * development operator commands it runs in production too: it reads state and asks the running nodes for
 * replays, and never migrates.
 */
export async function runOpsCommand(
  usage: string,
  work: (database: Database) => Promise<boolean>,
): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') },
  );
  try {
    if (!(await database.isReady())) {
      console.error('The database is not migrated yet: start the server once.');
      process.exitCode = 1;
    } else if (!(await work(database))) {
      console.error(usage);
      process.exitCode = 2;
    }
  } catch (error) {
    // A refusal the services explain (a login taken, a withdrawal already decided) is said, not thrown.
    if (!(error instanceof AppError)) throw error;
    const fields = Object.entries(error.fields ?? {}).map(([field, problem]) => `${field}: ${problem}`);
    console.error([error.message, ...fields].join('\n'));
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

/** Prints rows as aligned columns, or `empty` when there are none. */
export function printTable(rows: Record<string, unknown>[], empty: string): void {
  if (rows.length === 0) {
    console.log(empty);
    return;
  }
  const text = (value: unknown) =>
    value instanceof Date ? value.toISOString() : value === null || value === undefined ? '' : String(value);
  const columns = Object.keys(rows[0] ?? {});
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => text(row[column]).length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, index) => cell.padEnd(widths[index] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(line(columns));
  for (const row of rows) console.log(line(columns.map((column) => text(row[column]))));
}
