import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { jobLeases } from './jobs.schema.ts';

/**
 * A lease on the database that one job node holds at a time (decision 024): taken when free or lapsed, renewed by
 * its holder, released when the holder stops. Its expiry is the database's clock; the holder counts its own time
 * from before it asked, so it believes it holds the lease a little less long than the database does.
 */
export class JobLease {
  readonly #db: Db;
  readonly #name: string;
  readonly #ttlMs: number;
  readonly #holder = randomUUID();
  /** `performance.now()` until which this node holds the lease; 0 when it does not. */
  #heldUntil = 0;

  constructor(deps: { db: Db; name: string; ttlMs: number }) {
    this.#db = deps.db;
    this.#name = deps.name;
    this.#ttlMs = deps.ttlMs;
  }

  get held(): boolean {
    return performance.now() < this.#heldUntil;
  }

  /** Takes the lease if it is free or lapsed, or extends it if this node holds it; answers whether it holds it. */
  async renew(): Promise<boolean> {
    const asked = performance.now();
    const expiresAt = sql`now() + ${`${this.#ttlMs} milliseconds`}::interval`;
    const taken = await this.#db
      .insert(jobLeases)
      .values({ name: this.#name, holder: this.#holder, expiresAt })
      .onConflictDoUpdate({
        target: jobLeases.name,
        set: { holder: this.#holder, expiresAt },
        setWhere: sql`${jobLeases.holder} = ${this.#holder} or ${jobLeases.expiresAt} < now()`,
      })
      .returning({ name: jobLeases.name });
    this.#heldUntil = taken.length > 0 ? asked + this.#ttlMs : 0;
    return taken.length > 0;
  }

  /** Gives the lease up at once, so another node need not wait for it to lapse. */
  async release(): Promise<void> {
    if (this.#heldUntil === 0) return;
    this.#heldUntil = 0;
    await this.#db
      .delete(jobLeases)
      .where(and(eq(jobLeases.name, this.#name), eq(jobLeases.holder, this.#holder)));
  }
}
