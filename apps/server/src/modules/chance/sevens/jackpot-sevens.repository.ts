import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import {
  type JackpotSevensContributionRow,
  type JackpotSevensRoundRow,
  type JackpotSevensRow,
  jackpotSevens,
  jackpotSevensContributions,
  jackpotSevensRounds,
} from './jackpot-sevens.schema.ts';

/** What a won round records. */
export interface RoundWin {
  roundId: number;
  winnerId: number;
  amountWon: number;
  transferId: number;
  winningStake: string;
  wonAt: Date;
}

/** The jackpot-sevens tables: their only SQL (the pools are the wallet's accounts). */
export class JackpotSevensRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** The jackpots an operator has switched on, the site's first. */
  enabled(executor: Db = this.#db): Promise<JackpotSevensRow[]> {
    return executor
      .select()
      .from(jackpotSevens)
      .where(eq(jackpotSevens.enabled, true))
      .orderBy(asc(jackpotSevens.position), asc(jackpotSevens.slug));
  }

  /** The round running in a currency, if one has opened. */
  async openRound(jackpot: string, currency: string, executor: Db = this.#db) {
    const [row] = await executor
      .select()
      .from(jackpotSevensRounds)
      .where(
        and(
          eq(jackpotSevensRounds.jackpot, jackpot),
          eq(jackpotSevensRounds.currency, currency),
          isNull(jackpotSevensRounds.wonAt),
        ),
      );
    return row;
  }

  async insertRound(tx: Db, row: typeof jackpotSevensRounds.$inferInsert): Promise<JackpotSevensRoundRow> {
    const [round] = await tx.insert(jackpotSevensRounds).values(row).returning();
    if (!round) throw new Error(`jackpot-sevens round of ${row.jackpot} not opened`);
    return round;
  }

  /** Closes an open round as won; false when it was closed before. */
  async recordWin(tx: Db, win: RoundWin): Promise<boolean> {
    const closed = await tx
      .update(jackpotSevensRounds)
      .set({
        wonAt: win.wonAt,
        winnerId: win.winnerId,
        amountWon: win.amountWon,
        transferId: win.transferId,
        winningStake: win.winningStake,
      })
      .where(and(eq(jackpotSevensRounds.id, win.roundId), isNull(jackpotSevensRounds.wonAt)))
      .returning({ id: jackpotSevensRounds.id });
    return closed.length > 0;
  }

  /** Records what an event put in or took out; false when that event was counted before. */
  async contribute(tx: Db, row: typeof jackpotSevensContributions.$inferInsert): Promise<boolean> {
    const inserted = await tx
      .insert(jackpotSevensContributions)
      .values(row)
      .onConflictDoNothing()
      .returning({ key: jackpotSevensContributions.sourceKey });
    return inserted.length > 0;
  }

  async contribution(tx: Db, sourceKey: string): Promise<JackpotSevensContributionRow | undefined> {
    const [row] = await tx
      .select()
      .from(jackpotSevensContributions)
      .where(eq(jackpotSevensContributions.sourceKey, sourceKey));
    return row;
  }

  /** What a player's stakes have put into a round, less what their refunds took back. */
  async playerShare(roundId: number, playerId: number): Promise<number> {
    const [row] = await this.#db
      .select({ total: sql<string | null>`sum(${jackpotSevensContributions.amount})` })
      .from(jackpotSevensContributions)
      .where(
        and(
          eq(jackpotSevensContributions.roundId, roundId),
          eq(jackpotSevensContributions.playerId, playerId),
        ),
      );
    return Number(row?.total ?? 0);
  }

  /** The latest won rounds of a jackpot in a currency, newest first. */
  recentDrops(jackpot: string, currency: string, limit: number): Promise<JackpotSevensRoundRow[]> {
    return this.#db
      .select()
      .from(jackpotSevensRounds)
      .where(
        and(
          eq(jackpotSevensRounds.jackpot, jackpot),
          eq(jackpotSevensRounds.currency, currency),
          isNotNull(jackpotSevensRounds.wonAt),
        ),
      )
      .orderBy(desc(jackpotSevensRounds.wonAt), desc(jackpotSevensRounds.id))
      .limit(limit);
  }

  /** A player's latest won round of any jackpot-sevens. */
  async lastWinOf(playerId: number): Promise<JackpotSevensRoundRow | undefined> {
    const [row] = await this.#db
      .select()
      .from(jackpotSevensRounds)
      .where(eq(jackpotSevensRounds.winnerId, playerId))
      .orderBy(desc(jackpotSevensRounds.wonAt), desc(jackpotSevensRounds.id))
      .limit(1);
    return row;
  }
}
