import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { type SessionRow, sessions } from './auth.schema.ts';

/** The only code that reads or writes the sessions table. */
export class SessionsRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async insert(row: typeof sessions.$inferInsert): Promise<SessionRow> {
    const [created] = await this.#db.insert(sessions).values(row).returning();
    if (!created) throw new Error('session insert returned nothing');
    return created;
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

  async revokeAllOf(playerId: number, at: Date): Promise<void> {
    await this.#db
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt)));
  }
}
