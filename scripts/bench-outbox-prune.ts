/**
 * `npm run bench:outbox-prune`: the outbox prune and the relay's read on a large outbox, on PostgreSQL
 * (BENCH_DATABASE_URL, a scratch database created and dropped on that server). Writes BENCH_OUTBOX_EVENTS events
 * (1,000,000 by default) in transactions of 10,000, as the stake path would over a few minutes, then times the
 * relay's read of a batch from the middle, the prune of everything every subscriber has passed, and the read
 * again, with their plans. Results go to BENCHMARKS.md (decision 023).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../apps/server/src/platform/db/database.ts';
import { rowsOf } from '../apps/server/src/platform/db/prepared.ts';
import { outboxStore, readAfterQuery } from '../apps/server/src/platform/events/outbox-store.ts';
import { pruneOutbox } from '../apps/server/src/platform/events/prune-outbox.ts';
import { writeBenchmarkSection } from './support/benchmarks-file.ts';
import { untilDisconnected } from './support/database-connections.ts';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const EVENTS = Number(process.env.BENCH_OUTBOX_EVENTS ?? 1_000_000);
const PER_TRANSACTION = 10_000;
const BATCH = 200;

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = performance.now();
  const result = await work();
  return { result, ms: performance.now() - start };
}

/** The relay's read of one batch after `place`, with its plan (first lines) and time. */
async function relayRead(database: Database, place: { txId: string; eventId: number }) {
  const plan = rowsOf<{ 'QUERY PLAN': string }>(
    await database.db.execute(sql`explain (analyze, buffers) ${readAfterQuery(place, BATCH)}`),
  ).map((row) => row['QUERY PLAN']);
  const { ms } = await timed(() => database.db.transaction((tx) => outboxStore.readAfter(tx, place, BATCH)));
  return { plan, ms };
}

const server = new pg.Client({ connectionString: SERVER_URL });
await server.connect();
const name = `bench_outbox_${randomBytes(4).toString('hex')}`;
await server.query(`CREATE DATABASE ${name}`);
const url = new URL(SERVER_URL);
url.pathname = `/${name}`;
const database = await openDatabase({ url: url.toString() });
try {
  await database.migrate();
  const fill = await timed(async () => {
    for (let written = 0; written < EVENTS; written += PER_TRANSACTION) {
      await database.db.execute(sql`
        insert into outbox_events (type, version, player_id, payload, created_at)
        select 'BalanceChanged', 1, n % 10000 + 1,
               jsonb_build_object('currency', 'UAH', 'kind', 'game_bet', 'accounts', jsonb_build_object('real', n),
                                  'transferId', n),
               now() - interval '2 days'
        from generate_series(${written + 1}::bigint, ${Math.min(written + PER_TRANSACTION, EVENTS)}::bigint) as n`);
    }
  });
  await database.db.execute(sql`vacuum analyze outbox_events`);
  const [middle] = rowsOf<{ tx_id: string; id: number }>(
    await database.db.execute(
      sql`select tx_id::text as tx_id, id from outbox_events order by tx_id, id offset ${Math.floor(EVENTS / 2)} limit 1`,
    ),
  );
  const [last] = rowsOf<{ tx_id: string; id: number }>(
    await database.db.execute(
      sql`select tx_id::text as tx_id, id from outbox_events order by tx_id desc, id desc limit 1`,
    ),
  );
  const half = { txId: middle?.tx_id ?? '0', eventId: Number(middle?.id ?? 0) };
  const end = { txId: last?.tx_id ?? '0', eventId: Number(last?.id ?? 0) };
  // Two subscribers: one caught up, one halfway. The prune may take only the first half.
  await database.db.execute(sql`
    insert into outbox_positions (subscriber, tx_id, event_id)
    values ('caught-up', ${end.txId}::xid8, ${end.eventId}), ('halfway', ${half.txId}::xid8, ${half.eventId})`);
  const before = await relayRead(database, half);
  const prune = await timed(() => pruneOutbox(database.db, { retentionMs: 3600_000, maxBatches: 10_000 }));
  const after = await relayRead(database, half);
  const [left] = rowsOf<{ count: number }>(
    await database.db.execute(sql`select count(*)::int as count from outbox_events`),
  );
  const report = [
    `Outbox of ${EVENTS.toLocaleString('en')} events on PostgreSQL, written in transactions of ${PER_TRANSACTION.toLocaleString('en')} ` +
      `(${Math.round(fill.ms / 1000)} s); one subscriber caught up, one halfway.`,
    '',
    '| step | result |',
    '| --- | --- |',
    `| relay read of ${BATCH} events from the middle, before the prune | ${before.ms.toFixed(1)} ms |`,
    `| prune (batches of 10,000) | ${prune.result.toLocaleString('en')} events in ${(prune.ms / 1000).toFixed(1)} s, ` +
      `${Math.round(prune.result / (prune.ms / 1000)).toLocaleString('en')} events/s |`,
    `| events left (the halfway subscriber has not passed them) | ${left?.count.toLocaleString('en')} |`,
    `| relay read of ${BATCH} events from the middle, after the prune | ${after.ms.toFixed(1)} ms |`,
    '',
    'Relay read plan after the prune:',
    '',
    '```',
    ...after.plan,
    '```',
    '',
  ].join('\n');
  console.log(report);
  writeBenchmarkSection('outbox-prune', report);
} finally {
  await database.close();
  await untilDisconnected(server, name);
  await server.query(`DROP DATABASE IF EXISTS ${name}`);
  await server.end();
}
