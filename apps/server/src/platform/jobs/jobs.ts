import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromDrizzle, type Job, type PgBoss, type Queue } from 'pg-boss';
import type { Database, Db } from '../db/database.ts';
import { createBoss } from './boss.ts';
import { type Sweep, Sweeps } from './sweeps.ts';

/**
 * Background work that recurs (decision 024): a sweep every `everyMs` (run by the job node holding the sweeps'
 * lease, for periods below cron's minute) or a job on a `cron` expression (UTC). One node at a time runs it, once
 * per period, whatever the number of nodes. `run` does one round and is safe to repeat (a round may be run twice
 * when a node dies or loses the lease in the middle of it).
 */
export type PeriodicJob = { name: string; run(): Promise<unknown> } & (
  | { everyMs: number }
  | { cron: string }
);

/** How a one-off job is retried: `limit` retries, `delaySeconds` doubling with each when `backoff`. */
export interface RetryPolicy {
  limit: number;
  delaySeconds: number;
  backoff: boolean;
  maxDelaySeconds?: number;
}

/** A kind of one-off job (a tournament's end, a lottery draw): its data, how it runs and how it is retried. */
export interface TaskDefinition<Data extends object> {
  name: string;
  retry?: RetryPolicy;
  /** How long one attempt may run before it counts as failed. */
  expireInSeconds?: number;
  run(data: Data, job: { id: string; retryCount: number }): Promise<unknown>;
}

export interface SendOptions {
  /** The domain transaction to send in: the job exists only if that transaction commits. */
  tx?: Db;
  /** Not before this moment. */
  startAfter?: Date;
  /** At most one job waiting per key (e.g. the tournament's id). */
  singletonKey?: string;
}

/** A queue of one-off jobs, typed by their data. */
export interface Task<Data extends object> {
  readonly name: string;
  readonly deadLetterQueue: string;
  /** Queues a job; resolves with its id, or null when `singletonKey` found one waiting already. */
  send(data: Data, options?: SendOptions): Promise<string | null>;
}

const DEFAULT_RETRY: RetryPolicy = { limit: 5, delaySeconds: 10, backoff: true, maxDelaySeconds: 3600 };
/** How often a worker looks for a job. */
const POLLING_SECONDS = 2;
const PERIODIC_EXPIRE_SECONDS = 15 * 60;
/** Dead letters and failed jobs are kept this long for a look and a retry. */
const DEAD_LETTER_RETENTION_SECONDS = 30 * 24 * 3600;

/** pg-boss statements in a Drizzle transaction of either driver (both answer raw SQL with `{ rows }`). */
function inTransaction(tx: Db) {
  return fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql);
}

/** The queue a task's jobs go to when they have failed every retry. */
export function deadLetterQueueOf(name: string): string {
  return `${name}.dead`;
}

interface Registered {
  kind: 'periodic' | 'task';
  queue: Queue;
  run(data: object, job: { id: string; retryCount: number }): Promise<unknown>;
  /** A periodic job's schedule. */
  cron?: string;
}

/**
 * The job queue on the application's own database (decision 024): pg-boss, on PostgreSQL or PGlite, its schema
 * created by a committed migration. Modules declare periodic jobs and tasks while the app is built; `start()`
 * creates their queues and, on a node that runs jobs (`work: true`), their schedules, workers and sweeps. A node
 * that does not still sends jobs. Tests run a round with `runNow(name)` and due jobs with `runDue(name)`.
 */
export class JobQueue {
  readonly #registered = new Map<string, Registered>();
  readonly #sweepsByName = new Map<string, Sweep>();
  readonly #sweeps: Sweeps;
  readonly #database: Database;
  readonly #log: FastifyBaseLogger;
  readonly #work: boolean;
  #boss: PgBoss | null = null;

  constructor(deps: { database: Database; log: FastifyBaseLogger; work: boolean }) {
    this.#database = deps.database;
    this.#log = deps.log;
    this.#work = deps.work;
    this.#sweeps = new Sweeps({ db: deps.database.db, log: deps.log });
  }

  periodic(job: PeriodicJob): void {
    if ('everyMs' in job) {
      this.#claimName(job.name);
      this.#sweepsByName.set(job.name, job);
      this.#sweeps.add(job);
      return;
    }
    this.#register(job.name, {
      kind: 'periodic',
      cron: job.cron,
      // The next period is the retry: a failed round is recorded, not repeated.
      queue: {
        name: job.name,
        policy: 'stately',
        retryLimit: 0,
        expireInSeconds: PERIODIC_EXPIRE_SECONDS,
        deleteAfterSeconds: 3600,
      },
      run: () => job.run(),
    });
  }

  task<Data extends object>(definition: TaskDefinition<Data>): Task<Data> {
    const retry = definition.retry ?? DEFAULT_RETRY;
    const deadLetterQueue = deadLetterQueueOf(definition.name);
    this.#register(definition.name, {
      kind: 'task',
      queue: {
        name: definition.name,
        policy: 'standard',
        retryLimit: retry.limit,
        retryDelay: retry.delaySeconds,
        retryBackoff: retry.backoff,
        ...(retry.maxDelaySeconds ? { retryDelayMax: retry.maxDelaySeconds } : {}),
        ...(definition.expireInSeconds ? { expireInSeconds: definition.expireInSeconds } : {}),
        deleteAfterSeconds: DEAD_LETTER_RETENTION_SECONDS,
        deadLetter: deadLetterQueue,
      },
      run: (data, job) => definition.run(data as Data, job),
    });
    return {
      name: definition.name,
      deadLetterQueue,
      send: (data, options = {}) =>
        this.#started().send(definition.name, data, {
          ...(options.startAfter ? { startAfter: options.startAfter } : {}),
          ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
          ...(options.tx ? { db: inTransaction(options.tx) } : {}),
        }),
    };
  }

  /** Runs one round of a periodic job here and now, outside its schedule (tests choose the moment this way). */
  runNow(name: string): Promise<unknown> {
    const sweep = this.#sweepsByName.get(name);
    if (sweep) return sweep.run();
    const registered = this.#registered.get(name);
    if (registered?.kind !== 'periodic') throw new Error(`no periodic job named ${name}`);
    return registered.run({}, { id: 'now', retryCount: 0 });
  }

  /**
   * Runs the task's jobs that are due, here and now, as a worker would (completing, failing, retrying and
   * dead-lettering them); `ignoreDelay` also takes those waiting for their start or their retry's backoff.
   * Resolves with the number of jobs run.
   */
  async runDue(name: string, options: { ignoreDelay?: boolean } = {}): Promise<number> {
    const registered = this.#registered.get(name);
    if (registered?.kind !== 'task') throw new Error(`no task named ${name}`);
    const boss = this.#started();
    const jobs = await boss.fetch<object>(name, {
      batchSize: 100,
      ignoreStartAfter: options.ignoreDelay ?? false,
    });
    for (const job of jobs) {
      try {
        await this.#runJob(registered, job);
        await boss.complete(name, job);
      } catch (error) {
        await boss.fail(name, job, { message: (error as Error).message });
      }
    }
    return jobs.length;
  }

  /** The pg-boss instance, for reading queues and jobs (`npm run jobs`) and for tests. */
  get boss(): PgBoss {
    return this.#started();
  }

  /**
   * Starts pg-boss on the migrated database (its own migration off: the schema is a committed migration) and
   * creates the declared queues; on a node that works, also schedules the periodic jobs and starts the workers
   * and the sweeps.
   */
  async start(): Promise<void> {
    if (this.#boss) return;
    const boss = createBoss(this.#database, { work: this.#work });
    boss.on('error', (error) => this.#log.error({ err: error }, 'job queue error'));
    boss.on('warning', (warning) => this.#log.warn({ warning }, 'job queue warning'));
    await boss.start();
    this.#boss = boss;
    const declared = [...this.#registered.values()];
    const names = declared.flatMap(({ queue }) =>
      queue.deadLetter ? [queue.name, queue.deadLetter] : [queue.name],
    );
    const sweepNames = [...this.#sweepsByName.keys()];
    const existing = new Set((await boss.getQueues([...names, ...sweepNames])).map((queue) => queue.name));
    for (const registered of declared) await this.#createQueue(boss, registered, existing);
    if (!this.#work) return;
    for (const registered of declared) await this.#startWorker(boss, registered);
    // Sweeps were self-rescheduling jobs before they ran under a lease: a database from then has their queues.
    for (const name of sweepNames.filter((name) => existing.has(name))) {
      await boss.unschedule(name);
      await boss.deleteQueue(name);
    }
    await this.#sweeps.start();
  }

  /** Stops the sweeps and the workers, waiting for the rounds and jobs in hand. */
  async stop(): Promise<void> {
    const boss = this.#boss;
    this.#boss = null;
    await this.#sweeps.stop();
    await boss?.stop({ graceful: true, close: false, timeout: 10_000 });
  }

  #register(name: string, registered: Registered): void {
    this.#claimName(name);
    this.#registered.set(name, registered);
  }

  #claimName(name: string): void {
    if (this.#boss) throw new Error(`job ${name} came after the job queue started`);
    if (this.#registered.has(name) || this.#sweepsByName.has(name))
      throw new Error(`two jobs are named ${name}`);
  }

  #started(): PgBoss {
    if (!this.#boss) throw new Error('the job queue has not started (is the database migrated?)');
    return this.#boss;
  }

  /**
   * Creates the queue (and its dead letter queue) when missing; a job node also brings an existing queue's
   * options up to date, since the code that declares them may have changed with a deploy.
   */
  async #createQueue(boss: PgBoss, registered: Registered, existing: ReadonlySet<string>): Promise<void> {
    const { name, policy, deadLetter, ...options } = registered.queue;
    if (deadLetter && !existing.has(deadLetter)) {
      await boss.createQueue(deadLetter, { retentionSeconds: DEAD_LETTER_RETENTION_SECONDS });
    }
    const withDeadLetter = { ...options, ...(deadLetter ? { deadLetter } : {}) };
    if (!existing.has(name)) await boss.createQueue(name, { policy, ...withDeadLetter });
    else if (this.#work) await boss.updateQueue(name, withDeadLetter);
  }

  async #startWorker(boss: PgBoss, registered: Registered): Promise<void> {
    const { name } = registered.queue;
    await boss.work<object>(
      name,
      { batchSize: 1, pollingIntervalSeconds: POLLING_SECONDS },
      async ([job]) => {
        if (job) await this.#runJob(registered, job);
      },
    );
    if (registered.cron) await boss.schedule(name, registered.cron, {}, { tz: 'UTC' });
  }

  async #runJob(registered: Registered, job: Job<object>): Promise<void> {
    try {
      await registered.run(job.data ?? {}, { id: job.id, retryCount: job.retryCount });
    } catch (error) {
      const { retryLimit = 0 } = registered.queue;
      const last = job.retryCount >= retryLimit;
      // Stable messages to alert on; a dead-lettered job waits in its queue for a look and a retry.
      this.#log.error(
        { err: error, job: registered.queue.name, jobId: job.id, retryCount: job.retryCount },
        last && registered.queue.deadLetter ? 'job dead-lettered' : 'job failed',
      );
      throw error;
    }
  }
}
