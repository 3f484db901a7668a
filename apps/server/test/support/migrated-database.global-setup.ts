import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/platform/db/database.ts';
import { createEmptyPostgresDatabase } from './empty-postgres-database.ts';
import type { MigratedDatabase } from './migrated-database.ts';

/**
 * Vitest global setup: migrates one database for the whole run, and every test file starts from a copy of it
 * instead of applying the migrations again. On PGlite the copy is a dump of the migrated data directory, loaded
 * into each file's in-memory database; on PostgreSQL it is a template database each file's database is created
 * from (`CREATE DATABASE … TEMPLATE`), which the server copies file by file, far faster than replaying the SQL.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const { migrated, dispose } = serverUrl ? await postgresTemplate(serverUrl) : await pgliteDump();
  project.provide('migratedDatabase', migrated);
  return dispose;
}

async function pgliteDump(): Promise<{ migrated: MigratedDatabase; dispose: () => Promise<void> }> {
  const database = await openDatabase({ inMemory: true });
  try {
    await database.migrate();
    if (database.driver.kind !== 'pglite') throw new Error('expected PGlite');
    const dump = await database.driver.client.dumpDataDir('none');
    const folder = mkdtempSync(path.join(tmpdir(), 'casino-test-db-'));
    const file = path.join(folder, 'migrated.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return {
      migrated: { kind: 'pglite', dumpFile: file },
      dispose: async () => rmSync(folder, { recursive: true, force: true }),
    };
  } finally {
    await database.close();
  }
}

async function postgresTemplate(
  serverUrl: string,
): Promise<{ migrated: MigratedDatabase; dispose: () => Promise<void> }> {
  const template = await createEmptyPostgresDatabase(serverUrl);
  const database = await openDatabase({ url: template.url });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    await template.drop();
    throw error;
  }
  // The server copies a template only while nobody is connected to it.
  await database.close();
  return {
    migrated: { kind: 'postgres', template: new URL(template.url).pathname.slice(1) },
    dispose: () => template.drop(),
  };
}
