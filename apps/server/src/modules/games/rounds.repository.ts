import type { RoundStatus } from '@casino/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { type GameRoundRow, gameRounds } from './seamless-wallet.schema.ts';

/** Reads of a player's rounds: game recall and the round a launch resumes. */
export class RoundsRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** The provider's id of the player's latest unfinished round of the game, if any (RTS 10). */
  async openRoundId(playerId: number, gameId: number): Promise<string | null> {
    const [row] = await this.#db
      .select({ roundId: gameRounds.roundId })
      .from(gameRounds)
      .where(
        and(eq(gameRounds.playerId, playerId), eq(gameRounds.gameId, gameId), eq(gameRounds.status, 'open')),
      )
      .orderBy(desc(gameRounds.openedAt), desc(gameRounds.id))
      .limit(1);
    return row?.roundId ?? null;
  }

  /** The player's rounds, newest first, optionally of one game and in one status, with their total for paging. */
  async history(query: {
    playerId: number;
    gameId?: number;
    status?: RoundStatus;
    limit: number;
    offset: number;
  }): Promise<{ items: GameRoundRow[]; total: number }> {
    const where = and(
      eq(gameRounds.playerId, query.playerId),
      query.gameId === undefined ? undefined : eq(gameRounds.gameId, query.gameId),
      query.status === undefined ? undefined : eq(gameRounds.status, query.status),
    );
    const [items, [totalRow]] = await Promise.all([
      this.#db
        .select()
        .from(gameRounds)
        .where(where)
        .orderBy(desc(gameRounds.openedAt), desc(gameRounds.id))
        .limit(query.limit)
        .offset(query.offset),
      this.#db.select({ total: count() }).from(gameRounds).where(where),
    ]);
    return { items, total: totalRow?.total ?? 0 };
  }
}
