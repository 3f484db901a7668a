import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import type { Database } from '../../apps/server/src/platform/db/database.ts';
import { rowsOf } from '../../apps/server/src/platform/db/prepared.ts';
import type { OutboxPlace } from './outbox-progress.ts';
import type { Scratch } from './scratch-database.ts';
import { freePort } from './server-process.ts';

/**
 * The app in the benchmark's own process (api and jobs roles, so its relay runs too) on a scratch database,
 * migrated and seeded as at boot (demo data included), listening on a free port. No rate limits, and no minimum
 * cycle between a slot's spins (2.5 s would cap each player at 0.4 spins/s).
 */
export async function startInProcessApp({
  database,
  dataDir,
  url,
}: Scratch): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'development',
    ROLES: 'api,jobs',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'off',
    SLOT_MIN_CYCLE_MS: '0',
    ...(url ? { DATABASE_URL: url } : {}),
  });
  await database.migrate();
  const app = await buildApp({ config, database });
  await app.seeds.runAtBoot(database, config);
  await app.listen({ host: config.host, port: config.port });
  return { app, baseUrl };
}

/** The last event written so far, in the relay's order. */
export async function lastOutboxEvent(database: Database): Promise<OutboxPlace> {
  const [row] = rowsOf<{ tx_id: string; id: string }>(
    await database.db.execute(
      sql`select tx_id::text as tx_id, id::text as id from outbox_events order by tx_id desc, id desc limit 1`,
    ),
  );
  return { txId: BigInt(row?.tx_id ?? 0), eventId: Number(row?.id ?? 0) };
}
