import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { loginLockouts } from './login-lockouts.schema.ts';

/** Wrong passwords by account and client address; a row is forgotten once it has been quiet a day. */
export class LoginLockoutsRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Until when `address` is locked out of the account, or null. */
  async lockedUntil(playerId: number, address: string, now: Date): Promise<Date | null> {
    const [row] = await this.#db
      .select({ lockedUntil: loginLockouts.lockedUntil })
      .from(loginLockouts)
      .where(and(eq(loginLockouts.playerId, playerId), eq(loginLockouts.address, address)));
    return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
  }

  /**
   * Counts a wrong password in one statement, so parallel guesses cannot be under-counted: the failure that
   * reaches `limit` resets the count and locks this address out of the account until `at + lockMs`.
   */
  async recordFailure(input: {
    playerId: number;
    address: string;
    at: Date;
    limit: number;
    lockMs: number;
  }): Promise<Date | null> {
    const lockUntil = new Date(input.at.getTime() + input.lockMs);
    const reachesLimit = sql`${loginLockouts.failedLogins} + 1 >= ${input.limit}`;
    const [row] = await this.#db
      .insert(loginLockouts)
      .values({
        playerId: input.playerId,
        address: input.address,
        failedLogins: input.limit <= 1 ? 0 : 1,
        lockedUntil: input.limit <= 1 ? lockUntil : null,
        updatedAt: input.at,
      })
      .onConflictDoUpdate({
        target: [loginLockouts.playerId, loginLockouts.address],
        set: {
          failedLogins: sql`case when ${reachesLimit} then 0 else ${loginLockouts.failedLogins} + 1 end`,
          lockedUntil: sql`case when ${reachesLimit} then ${lockUntil.toISOString()}::timestamptz else ${loginLockouts.lockedUntil} end`,
          updatedAt: input.at,
        },
      })
      .returning({ failedLogins: loginLockouts.failedLogins, lockedUntil: loginLockouts.lockedUntil });
    const locked = row?.failedLogins === 0 && row.lockedUntil?.getTime() === lockUntil.getTime();
    return locked ? lockUntil : null;
  }

  /** A right password from `address` starts its count again. */
  async clear(playerId: number, address: string): Promise<void> {
    await this.#db
      .delete(loginLockouts)
      .where(and(eq(loginLockouts.playerId, playerId), eq(loginLockouts.address, address)));
  }

  /** A new password lifts every lock of the account. */
  async clearAll(playerId: number): Promise<void> {
    await this.#db.delete(loginLockouts).where(eq(loginLockouts.playerId, playerId));
  }

  /** Forgets rows untouched since `before` (their locks are long over). */
  async prune(before: Date): Promise<number> {
    const deleted = await this.#db
      .delete(loginLockouts)
      .where(lt(loginLockouts.updatedAt, before))
      .returning({ playerId: loginLockouts.playerId });
    return deleted.length;
  }
}
