import { readFileSync } from 'node:fs';
import { inject } from 'vitest';

/** The run's migrated database, prepared once by the global setup, that each test file copies. */
export type MigratedDatabase = { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    migratedDatabase: MigratedDatabase;
  }
}

/** The migrated PGlite data directory to load, when the run is on PGlite. */
export function migratedPgliteDump(): Blob {
  const migrated = inject('migratedDatabase');
  if (migrated.kind !== 'pglite')
    throw new Error('the run prepared a PostgreSQL template, not a PGlite dump');
  return new Blob([readFileSync(migrated.dumpFile)]);
}

/** The migrated template database to create each file's database from, when the run is on PostgreSQL. */
export function migratedPostgresTemplate(): string {
  const migrated = inject('migratedDatabase');
  if (migrated.kind !== 'postgres')
    throw new Error('the run prepared a PGlite dump, not a PostgreSQL template');
  return migrated.template;
}
