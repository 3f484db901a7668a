import type { FastifyBaseLogger } from 'fastify';

export interface Job {
  name: string;
  everyMs: number;
  /** Does one round of work; safe on several nodes at once (row locks or SKIP LOCKED). */
  run(): Promise<unknown>;
}

/**
 * Runs background jobs on the `jobs` role: each on its own interval, never overlapping itself, errors logged
 * and retried on the next tick. Stopping waits for the rounds in flight.
 */
export class JobRunner {
  readonly #jobs: Job[] = [];
  readonly #timers = new Set<NodeJS.Timeout>();
  readonly #running = new Set<Promise<unknown>>();
  readonly #log: FastifyBaseLogger;
  #stopped = false;

  constructor(log: FastifyBaseLogger) {
    this.#log = log;
  }

  add(job: Job): void {
    this.#jobs.push(job);
  }

  /** Runs one round of a named job now, outside its schedule (tests choose the moment this way). */
  runNow(name: string): Promise<unknown> {
    const job = this.#jobs.find((candidate) => candidate.name === name);
    if (!job) throw new Error(`no job named ${name}`);
    return job.run();
  }

  start(): void {
    for (const job of this.#jobs) this.#schedule(job);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    await Promise.allSettled([...this.#running]);
  }

  #schedule(job: Job): void {
    if (this.#stopped) return;
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      const round = job
        .run()
        .catch((error: unknown) => this.#log.error({ err: error, job: job.name }, 'job failed'))
        .finally(() => {
          this.#running.delete(round);
          this.#schedule(job);
        });
      this.#running.add(round);
    }, job.everyMs);
    timer.unref();
    this.#timers.add(timer);
  }
}
