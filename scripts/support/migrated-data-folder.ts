import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/platform/db/database.ts';

/**
 * The variable naming a migrated PGlite data folder that `startServer` copies into each new server's data folder,
 * so a server started for a journey opens a migrated database instead of creating and migrating one (half its
 * start-up).
 */
export const MIGRATED_PGLITE_VARIABLE = 'E2E_MIGRATED_PGLITE';

/** Creates a PGlite data folder with every migration applied, once for a run; `dispose` removes it. */
export async function migratedPgliteFolder(): Promise<{ folder: string; dispose(): void }> {
  const parent = mkdtempSync(path.join(tmpdir(), 'casino-migrated-'));
  const folder = path.join(parent, 'pglite');
  const database = await openDatabase({ pgliteDir: folder });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return { folder, dispose: () => rmSync(parent, { recursive: true, force: true }) };
}
