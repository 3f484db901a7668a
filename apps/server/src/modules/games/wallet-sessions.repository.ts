import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { appendOutboxEvents } from '../../platform/events/append-outbox-events.ts';
import type { OutboxEvent } from '../../platform/events/outbox-event.ts';
import {
  type GameLaunchTokenRow,
  type GameSessionRow,
  gameLaunchTokens,
  gameSessions,
} from './seamless-wallet.schema.ts';

/** The only SQL on launch tokens and wallet sessions. */
export class WalletSessionsRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Stores a launch token, with the events of the launch in the same transaction. */
  async insertLaunchToken(
    token: typeof gameLaunchTokens.$inferInsert,
    events: readonly OutboxEvent[],
  ): Promise<void> {
    await this.#db.transaction(async (tx) => {
      await tx.insert(gameLaunchTokens).values(token);
      await appendOutboxEvents(tx, events);
    });
  }

  /** Uses a launch token up: one statement, so of two trades of one token exactly one gets it. */
  async consumeLaunchToken(
    provider: string,
    tokenHash: string,
    now: Date,
  ): Promise<GameLaunchTokenRow | null> {
    const [row] = await this.#db
      .update(gameLaunchTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(gameLaunchTokens.tokenHash, tokenHash),
          eq(gameLaunchTokens.provider, provider),
          isNull(gameLaunchTokens.usedAt),
          gt(gameLaunchTokens.expiresAt, now),
        ),
      )
      .returning();
    return row ?? null;
  }

  async insertSession(session: typeof gameSessions.$inferInsert): Promise<GameSessionRow> {
    const [row] = await this.#db.insert(gameSessions).values(session).returning();
    if (!row) throw new Error('wallet session not stored');
    return row;
  }

  async findSession(tokenHash: string): Promise<GameSessionRow | null> {
    const [row] = await this.#db.select().from(gameSessions).where(eq(gameSessions.tokenHash, tokenHash));
    return row ?? null;
  }

  /** Forgets launch tokens that expired before `before`: used or not, they can launch nothing any more. */
  async deleteLaunchTokens(before: Date): Promise<number> {
    const deleted = await this.#db
      .delete(gameLaunchTokens)
      .where(lt(gameLaunchTokens.expiresAt, before))
      .returning({ id: gameLaunchTokens.id });
    return deleted.length;
  }

  /** Forgets demo sessions idle since before `before`: no round or money call ever refers to one. */
  async deleteDemoSessions(before: Date): Promise<number> {
    const deleted = await this.#db
      .delete(gameSessions)
      .where(and(eq(gameSessions.mode, 'demo'), lt(gameSessions.lastActiveAt, before)))
      .returning({ id: gameSessions.id });
    return deleted.length;
  }
}
