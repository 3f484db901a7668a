import { and, desc, eq, gte, max, sql, sum } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { gameRounds } from './seamless-wallet.schema.ts';

/** A game's real-money stakes and wins over a window, in minor units. */
export interface GameReturn {
  gameId: number;
  stakes: number;
  wins: number;
}

/**
 * What real play says about games, read from the casino's rounds of every provider alike: the popular games,
 * the games a player played last, the realised return to player, a player's stakes in a game. Rounds are real
 * money only (demo play never reaches the casino), so these are facts about money played.
 */
export class PlayStats {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** The games most players started rounds in since `since` (ties: more rounds first). */
  async popularGameIds(since: Date, limit: number): Promise<number[]> {
    const rows = await this.#db
      .select({ gameId: gameRounds.gameId })
      .from(gameRounds)
      .where(gte(gameRounds.openedAt, since))
      .groupBy(gameRounds.gameId)
      .orderBy(desc(sql`count(distinct ${gameRounds.playerId})`), desc(sql`count(*)`), gameRounds.gameId)
      .limit(limit);
    return rows.map((row) => row.gameId);
  }

  /** The player's games, the one played most recently first. */
  async lastPlayedGameIds(playerId: number, limit: number): Promise<number[]> {
    const rows = await this.#db
      .select({ gameId: gameRounds.gameId })
      .from(gameRounds)
      .where(eq(gameRounds.playerId, playerId))
      .groupBy(gameRounds.gameId)
      .orderBy(desc(max(gameRounds.openedAt)), gameRounds.gameId)
      .limit(limit);
    return rows.map((row) => row.gameId);
  }

  /**
   * The games that returned the most of their stakes in rounds closed since `since`, highest return first. Stakes
   * and wins are summed over every currency, so a game's ratio is weighted by the amounts played in each.
   */
  async realisedRtp(since: Date, limit: number): Promise<GameReturn[]> {
    const stakes = sum(gameRounds.stake);
    const wins = sum(gameRounds.win);
    const rows = await this.#db
      .select({ gameId: gameRounds.gameId, stakes, wins })
      .from(gameRounds)
      .where(and(eq(gameRounds.status, 'closed'), gte(gameRounds.closedAt, since)))
      .groupBy(gameRounds.gameId)
      .having(sql`${stakes} > 0`)
      .orderBy(desc(sql`${wins}::numeric / ${stakes}`), gameRounds.gameId)
      .limit(limit);
    return rows.map((row) => ({ gameId: row.gameId, stakes: Number(row.stakes), wins: Number(row.wins) }));
  }

  /** The player's real-money stakes in the game so far (refunded stakes excluded). */
  async betsAmount(playerId: number, gameId: number): Promise<number> {
    const [row] = await this.#db
      .select({ total: sum(gameRounds.stake) })
      .from(gameRounds)
      .where(and(eq(gameRounds.playerId, playerId), eq(gameRounds.gameId, gameId)));
    return Number(row?.total ?? 0);
  }
}
