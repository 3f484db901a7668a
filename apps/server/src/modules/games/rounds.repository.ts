import type { RoundStatus } from '@casino/contracts';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { type GameRoundRow, gameRounds } from './seamless-wallet.schema.ts';

/** Reads of a player's rounds: game recall, the round a launch resumes, and the back office's round lookup. */
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

  /** A round by the casino's own number. */
  async byId(id: number): Promise<GameRoundRow | undefined> {
    const [row] = await this.#db.select().from(gameRounds).where(eq(gameRounds.id, id));
    return row;
  }

  /**
   * The rounds with this provider's round id, of any of `providers` (an id is unique per provider only); the
   * providers are named so the lookup is a probe of the (provider, round id) index per provider.
   */
  async byProviderRoundId(roundId: string, providers: readonly string[]): Promise<GameRoundRow[]> {
    if (providers.length === 0) return [];
    return this.#db
      .select()
      .from(gameRounds)
      .where(and(inArray(gameRounds.provider, [...providers]), eq(gameRounds.roundId, roundId)))
      .orderBy(gameRounds.id);
  }
}
