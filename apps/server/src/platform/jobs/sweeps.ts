import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { JobLease } from './job-lease.ts';

/** A sweep: a round of background work every `everyMs`, safe to repeat. */
export interface Sweep {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/** The job node holding this lease runs every sweep. */
const SWEEPS_LEASE = 'sweeps';
const LEASE_TTL_MS = 15_000;
/** Renewed three times per lease, so a slow statement or two never lets it lapse under a working node. */
const LEASE_RENEW_MS = LEASE_TTL_MS / 3;

/**
 * The sweeps of a job node (decision 024): timers in the process, each round run only while this node holds the
 * sweeps' lease, so one node runs them at a time whatever the number of nodes. A round starts a period after the
 * last one started, never before it ended; a failed round is logged and the next period is its retry. Idle, a
 * node costs one statement per renewal, not a job's rows per round.
 */
export class Sweeps {
  readonly #sweeps: Sweep[] = [];
  readonly #lease: JobLease;
  readonly #log: FastifyBaseLogger;
  readonly #timers = new Set<NodeJS.Timeout>();
  readonly #rounds = new Set<Promise<void>>();
  #started = false;

  constructor(deps: { db: Db; log: FastifyBaseLogger }) {
    this.#lease = new JobLease({ db: deps.db, name: SWEEPS_LEASE, ttlMs: LEASE_TTL_MS });
    this.#log = deps.log;
  }

  add(sweep: Sweep): void {
    this.#sweeps.push(sweep);
  }

  async start(): Promise<void> {
    if (this.#started || this.#sweeps.length === 0) return;
    this.#started = true;
    await this.#renewLogged();
    this.#every(LEASE_RENEW_MS, () => this.#renewLogged());
    for (const sweep of this.#sweeps) this.#every(sweep.everyMs, () => this.#round(sweep));
  }

  /** Stops the timers, waits for the rounds in flight and gives the lease up. */
  async stop(): Promise<void> {
    if (!this.#started) return;
    this.#started = false;
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    await Promise.all(this.#rounds);
    await this.#lease.release().catch((error: unknown) => {
      this.#log.warn({ err: error }, 'sweeps lease not released; it lapses by itself');
    });
  }

  /** Runs `work` every `periodMs` from each start, the next never before the last has ended. */
  #every(periodMs: number, work: () => Promise<void>): void {
    const schedule = (delayMs: number) => {
      const timer = setTimeout(async () => {
        this.#timers.delete(timer);
        const startedAt = performance.now();
        const round = work();
        this.#rounds.add(round);
        await round;
        this.#rounds.delete(round);
        if (this.#started) schedule(Math.max(0, periodMs - (performance.now() - startedAt)));
      }, delayMs);
      timer.unref();
      this.#timers.add(timer);
    };
    schedule(periodMs);
  }

  async #round(sweep: Sweep): Promise<void> {
    if (!this.#lease.held) return;
    try {
      await sweep.run();
    } catch (error) {
      // A stable message to alert on, as for the queue's jobs.
      this.#log.error({ err: error, job: sweep.name }, 'job failed');
    }
  }

  async #renewLogged(): Promise<void> {
    await this.#lease.renew().catch((error: unknown) => {
      this.#log.error({ err: error }, 'sweeps lease not renewed');
    });
  }
}
