import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ChanceSeeds } from '../../apps/server/src/modules/chance/chance-seeds.ts';
import { FairDraws } from '../../apps/server/src/modules/chance/fair-draws.ts';
import { JackpotContributions } from '../../apps/server/src/modules/chance/jackpots/jackpot-contributions.ts';
import { JackpotPayouts } from '../../apps/server/src/modules/chance/jackpots/jackpot-payouts.ts';
import { JackpotsRepository } from '../../apps/server/src/modules/chance/jackpots/jackpots.repository.ts';
import { jackpots } from '../../apps/server/src/modules/chance/jackpots/jackpots.schema.ts';
import type { Db } from '../../apps/server/src/platform/db/database.ts';
import { rowsOf } from '../../apps/server/src/platform/db/prepared.ts';
import { type OutboxRow, parseOutboxRow } from '../../apps/server/src/platform/events/relayed-event.ts';
import { ownCpuMs, processCpuMs } from './cpu-time.ts';

/** Time spent in one step of the reader, over every call. */
export interface StepTime {
  step: string;
  calls: number;
  ms: number;
}

/**
 * What the profile found: each step's time, the whole batches' time, and the CPU they used in this process and in
 * the database's backend (steadier than times on a machine shared with other work), over `stakes`.
 */
export interface ReaderProfile {
  stakes: number;
  batches: number;
  totalMs: number;
  processCpuMs: number;
  databaseCpuMs: number;
  steps: StepTime[];
}

/** The profile's own jackpot: a copy of the one measured, so the replayed stakes count again. */
const PROFILE_SLUG = 'bench-profile';

/** Never committed: the profile's writes are undone once timed. */
class RolledBack extends Error {}

/**
 * Wraps each method of `target` named in `steps` so the time of its calls (round trips, lock waits, the database's
 * work) adds to that step's total.
 */
function timed<T extends object>(target: T, steps: Record<string, string>, totals: Map<string, StepTime>): T {
  return new Proxy(target, {
    get(object, key) {
      const value = Reflect.get(object, key, object);
      const step = typeof key === 'string' ? steps[key] : undefined;
      if (typeof value !== 'function' || !step) return value;
      return async (...args: unknown[]) => {
        const started = performance.now();
        try {
          return await value.apply(object, args);
        } finally {
          const total = totals.get(step) ?? { step, calls: 0, ms: 0 };
          total.calls += 1;
          total.ms += performance.now() - started;
          totals.set(step, total);
        }
      };
    },
  });
}

/**
 * Where the `jackpots` reader's time goes: the latest `batches × batchSize` stakes of the outbox are handed, in
 * relay-sized batches, to a reader built as the app builds it but with each step timed, in transactions that roll
 * back. The jackpot `slug`'s terms are copied to a jackpot of the profile's own (the others switched off), so every
 * stake counts, moves and draws as it did in the run. Runs on the app's database while nothing else loads it.
 */
export async function profileJackpotReader(
  app: FastifyInstance,
  slug: string,
  options: { batches: number; batchSize: number },
): Promise<ReaderProfile> {
  const { db, clock, rng } = app.platform;
  const rows = rowsOf<OutboxRow>(
    await db.execute(sql`
      select id, tx_id::text as tx_id, type, version, player_id, payload, created_at from outbox_events
      where type = 'BetPlaced' order by tx_id desc, id desc limit ${options.batches * options.batchSize}`),
  ).reverse();
  const events = rows.flatMap((row) => parseOutboxRow(row).event ?? []);
  const totals = new Map<string, StepTime>();
  const repository = timed(
    new JackpotsRepository(db),
    { enabled: 'jackpots read', contribute: 'contribution row', contribution: 'contribution read' },
    totals,
  );
  const wallet = timed(
    app.wallet,
    { lockJackpotPool: 'pool lock (and balance)', jackpotTransfer: 'ledger transfer' },
    totals,
  );
  const draws = timed(
    new FairDraws({ seeds: new ChanceSeeds({ db, rng, clock }), clock }),
    { draw: 'trigger draw' },
    totals,
  );
  const payouts = new JackpotPayouts({ wallet, repository });
  const quiet = { poolChanged: async () => {}, won: async () => {} };
  const reader = new JackpotContributions({ repository, wallet, draws, payouts, pushes: quiet, clock })
    .subscriber;
  let totalMs = 0;
  let processMs = 0;
  let databaseMs = 0;
  for (let start = 0; start < events.length; start += options.batchSize) {
    const batch = events.slice(start, start + options.batchSize);
    await db
      .transaction(async (tx) => {
        await copyJackpot(tx as unknown as Db, slug);
        const [backend] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
        const pid = backend?.pid ?? 0;
        const databaseBefore = processCpuMs(pid);
        const processBefore = ownCpuMs();
        const started = performance.now();
        for (const event of batch) await reader.handle(event, tx as unknown as Db, () => {});
        await reader.finishBatch?.(tx as unknown as Db);
        totalMs += performance.now() - started;
        processMs += ownCpuMs() - processBefore;
        databaseMs += processCpuMs(pid) - databaseBefore;
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
  }
  return {
    stakes: events.length,
    batches: Math.ceil(events.length / options.batchSize),
    totalMs,
    processCpuMs: processMs,
    databaseCpuMs: databaseMs,
    steps: [...totals.values()],
  };
}

/** In `tx`: `slug`'s terms as the profile's jackpot, the only one enabled. */
async function copyJackpot(tx: Db, slug: string): Promise<void> {
  await tx.execute(sql`update ${jackpots} set enabled = false`);
  await tx.execute(sql`
    insert into ${jackpots} (slug, title, enabled, seed_amount, share_basis_points, tickets_per_minor_unit, games, updated_at)
    select ${PROFILE_SLUG}, title, true, seed_amount, share_basis_points, tickets_per_minor_unit, games, updated_at
    from ${jackpots} where slug = ${slug}`);
}
