import { and, desc, eq, gt, isNull, lt, max, min, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { players } from '../players/players.schema.ts';
import { AccountBlockedError } from './auth.errors.ts';
import { type SessionRow, sessions } from './auth.schema.ts';

/** The only code that reads or writes the sessions table. */
export class SessionsRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /**
   * Opens a session and tells `onNewDevice`, in the same transaction, when none of the player's earlier sessions
   * came from this browser (its user agent): a login from a new device, for the audit trail. The player's row is
   * read under a share lock, so an operator's block either committed before (no session opens: the account is
   * blocked) or waits for this session, which its revocation then ends.
   */
  insertNotingDevice(
    row: typeof sessions.$inferInsert,
    onNewDevice: (tx: Db) => Promise<void>,
  ): Promise<SessionRow> {
    return this.#db.transaction(async (tx) => {
      const [player] = await tx
        .select({ status: players.status })
        .from(players)
        .where(eq(players.id, row.playerId))
        .for('share');
      if (player?.status === 'blocked') throw new AccountBlockedError(null);
      const [known] = await tx
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            eq(sessions.playerId, row.playerId),
            row.userAgent ? eq(sessions.userAgent, row.userAgent) : isNull(sessions.userAgent),
          ),
        )
        .limit(1);
      const [created] = await tx.insert(sessions).values(row).returning();
      if (!created) throw new Error('session insert returned nothing');
      if (!known) await onNewDevice(tx);
      return created;
    });
  }

  async findLive(tokenHash: string, at: Date): Promise<SessionRow | undefined> {
    const [row] = await this.#db
      .select()
      .from(sessions)
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, at)));
    return row;
  }

  async touch(id: string, at: Date, expiresAt: Date): Promise<void> {
    await this.#db.update(sessions).set({ lastSeenAt: at, expiresAt }).where(eq(sessions.id, id));
  }

  async revoke(id: string, at: Date): Promise<void> {
    await this.#db
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  }

  /** Revokes every live session of the player, on the app's connection or in the caller's transaction. */
  async revokeAllOf(playerId: number, at: Date, executor: Db = this.#db): Promise<void> {
    await executor
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt)));
  }

  /**
   * Minutes the player was logged in between `since` and `now`: each session from its start until it was revoked
   * or last seen (plus the touch interval, as it may have been used that long since), cut to the window.
   */
  async loggedInMinutes(
    executor: Db,
    playerId: number,
    since: Date,
    now: Date,
    touchMs: number,
  ): Promise<number> {
    const end = sql`least(coalesce(${sessions.revokedAt}, 'infinity'::timestamptz), ${sessions.lastSeenAt} + make_interval(secs => ${touchMs / 1000}), ${now.toISOString()}::timestamptz)`;
    const start = sql`greatest(${sessions.createdAt}, ${since.toISOString()}::timestamptz)`;
    const [row] = await executor
      .select({
        seconds: sql<string>`coalesce(sum(greatest(0, extract(epoch from (${end} - ${start})))), 0)`,
      })
      .from(sessions)
      .where(
        and(
          eq(sessions.playerId, playerId),
          lt(sessions.createdAt, now),
          or(isNull(sessions.revokedAt), gt(sessions.revokedAt, since)),
        ),
      );
    return Math.floor(Number(row?.seconds ?? 0) / 60);
  }

  /**
   * The browsers and apps the player signed in from, told apart by user agent as the new-device audit record is
   * (`insertNotingDevice`): when each was first and last seen and the address it was last seen from. Most recent
   * first, at most `limit`.
   */
  async devicesOf(playerId: number, limit: number) {
    const lastSeenAt = max(sessions.lastSeenAt);
    const rows = await this.#db
      .select({
        userAgent: sessions.userAgent,
        firstSeenAt: min(sessions.createdAt),
        lastSeenAt,
        ip: sql<string | null>`(array_agg(${sessions.ip} order by ${sessions.lastSeenAt} desc))[1]`,
      })
      .from(sessions)
      .where(eq(sessions.playerId, playerId))
      .groupBy(sessions.userAgent)
      .orderBy(desc(lastSeenAt))
      .limit(limit);
    return rows.flatMap((row) =>
      row.firstSeenAt && row.lastSeenAt
        ? [{ userAgent: row.userAgent, ip: row.ip, firstSeenAt: row.firstSeenAt, lastSeenAt: row.lastSeenAt }]
        : [],
    );
  }

  /** The player's login sessions, newest first. */
  sessionsOf(playerId: number, limit: number): Promise<SessionRow[]> {
    return this.#db
      .select()
      .from(sessions)
      .where(eq(sessions.playerId, playerId))
      .orderBy(desc(sessions.createdAt))
      .limit(limit);
  }

  /** When the player's latest live session began: the start of "this session" for session figures. */
  async latestLiveSessionStart(playerId: number, now: Date): Promise<Date | null> {
    const [row] = await this.#db
      .select({ createdAt: sessions.createdAt })
      .from(sessions)
      .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    return row?.createdAt ?? null;
  }
}
