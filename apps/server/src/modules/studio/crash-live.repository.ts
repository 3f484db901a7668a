import { and, desc, eq, inArray, isNotNull, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { type CrashBetRow, type CrashRoundRow, crashBets, crashRounds } from './crash-live.schema.ts';
import type { Executor } from './studio.repository.ts';
import { studioSessions } from './studio.schema.ts';

/** A bet claimed for one attempt of the casino call it owes, with the wallet session to make it under. */
export interface ClaimedCrashBet {
  bet: CrashBetRow;
  walletSessionToken: string;
}

/** The only SQL of the live crash game's tables. */
export class CrashLiveRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  get db(): Executor {
    return this.#db;
  }

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.#db.transaction((tx) => work(tx as unknown as Executor));
  }

  // ---- rounds ----

  async latestRound(executor: Executor, gameSlug: string): Promise<CrashRoundRow | null> {
    const [row] = await executor
      .select()
      .from(crashRounds)
      .where(eq(crashRounds.gameSlug, gameSlug))
      .orderBy(desc(crashRounds.number))
      .limit(1);
    return row ?? null;
  }

  /** The game's latest round under a row lock: the scheduler's turn, one node at a time. */
  async lockLatestRound(tx: Executor, gameSlug: string): Promise<CrashRoundRow | null> {
    const [row] = await tx
      .select()
      .from(crashRounds)
      .where(eq(crashRounds.gameSlug, gameSlug))
      .orderBy(desc(crashRounds.number))
      .limit(1)
      .for('update');
    return row ?? null;
  }

  async round(executor: Executor, id: string): Promise<CrashRoundRow | null> {
    const [row] = await executor.select().from(crashRounds).where(eq(crashRounds.id, id)).limit(1);
    return row ?? null;
  }

  /** A new round; null when another node scheduled the same number first. */
  async insertRound(tx: Executor, round: CrashRoundRow): Promise<CrashRoundRow | null> {
    const [row] = await tx.insert(crashRounds).values(round).onConflictDoNothing().returning();
    return row ?? null;
  }

  /** Rounds whose rocket has crashed by `now` and whose stakes are not all decided yet, oldest first. */
  async crashedUnsettled(executor: Executor, gameSlug: string, now: Date): Promise<CrashRoundRow[]> {
    return executor
      .select()
      .from(crashRounds)
      .where(
        and(
          eq(crashRounds.gameSlug, gameSlug),
          isNull(crashRounds.settledAt),
          lte(crashRounds.crashesAt, now),
        ),
      )
      .orderBy(crashRounds.number);
  }

  async markSettled(tx: Executor, roundId: string, at: Date): Promise<void> {
    await tx.update(crashRounds).set({ settledAt: at }).where(eq(crashRounds.id, roundId));
  }

  /** The recent crashed rounds, newest first. */
  async history(executor: Executor, gameSlug: string, now: Date, limit: number): Promise<CrashRoundRow[]> {
    return executor
      .select()
      .from(crashRounds)
      .where(and(eq(crashRounds.gameSlug, gameSlug), lte(crashRounds.crashesAt, now)))
      .orderBy(desc(crashRounds.number))
      .limit(limit);
  }

  // ---- bets ----

  /** A new stake; null when the session has one in the round already. */
  async insertBet(tx: Executor, bet: typeof crashBets.$inferInsert): Promise<CrashBetRow | null> {
    const [row] = await tx.insert(crashBets).values(bet).onConflictDoNothing().returning();
    return row ?? null;
  }

  /** The session's stake in a round, locked until the transaction ends: one cash-out at a time. */
  async lockBet(tx: Executor, roundId: string, sessionId: string): Promise<CrashBetRow | null> {
    const [row] = await tx
      .select()
      .from(crashBets)
      .where(and(eq(crashBets.roundId, roundId), eq(crashBets.sessionId, sessionId)))
      .limit(1)
      .for('update');
    return row ?? null;
  }

  async bet(executor: Executor, id: string): Promise<CrashBetRow | null> {
    const [row] = await executor.select().from(crashBets).where(eq(crashBets.id, id)).limit(1);
    return row ?? null;
  }

  /** The stakes a round shows: accepted ones (open, cashed or lost), in the order they came. */
  async shownBets(executor: Executor, roundId: string): Promise<CrashBetRow[]> {
    return executor
      .select()
      .from(crashBets)
      .where(and(eq(crashBets.roundId, roundId), notInArray(crashBets.status, ['placing', 'refused'])))
      .orderBy(crashBets.placedAt);
  }

  /** The round's stakes still in the air, locked: the scheduler decides them. */
  async lockOpenBets(tx: Executor, roundId: string, maxAutoCashOut?: number): Promise<CrashBetRow[]> {
    return tx
      .select()
      .from(crashBets)
      .where(
        and(
          eq(crashBets.roundId, roundId),
          eq(crashBets.status, 'open'),
          maxAutoCashOut === undefined ? undefined : lte(crashBets.autoCashOut, maxAutoCashOut),
        ),
      )
      .for('update');
  }

  /** Stakes still being asked of the casino: a round is settled only once none is left. */
  async placingCount(executor: Executor, roundId: string): Promise<number> {
    const [row] = await executor
      .select({ count: sql<number>`count(*)::int` })
      .from(crashBets)
      .where(and(eq(crashBets.roundId, roundId), eq(crashBets.status, 'placing')));
    return row?.count ?? 0;
  }

  /** Stakes whose placing request died before the casino answered: refused, the stake given back in case it was taken. */
  async abandonPlacing(tx: Executor, roundId: string, placedBefore: Date, now: Date): Promise<void> {
    await tx
      .update(crashBets)
      .set({
        status: 'refused',
        refusal: 'unanswered',
        pendingCall: 'rollback',
        nextAttemptAt: now,
        attempts: 0,
      })
      .where(
        and(
          eq(crashBets.roundId, roundId),
          eq(crashBets.status, 'placing'),
          lte(crashBets.placedAt, placedBefore),
        ),
      );
  }

  async updateBet(
    executor: Executor,
    id: string,
    patch: Partial<typeof crashBets.$inferInsert>,
  ): Promise<CrashBetRow> {
    const [row] = await executor.update(crashBets).set(patch).where(eq(crashBets.id, id)).returning();
    if (!row) throw new Error(`crash bet ${id} vanished`);
    return row;
  }

  /**
   * Records how an attempt of the owed call ended, guarded by the attempt number so a lapsed attempt cannot
   * overwrite a newer one; null when it was overtaken.
   */
  async recordCall(
    claim: Pick<CrashBetRow, 'id' | 'attempts'>,
    patch: Partial<typeof crashBets.$inferInsert>,
  ): Promise<CrashBetRow | null> {
    const [row] = await this.#db
      .update(crashBets)
      .set(patch)
      .where(
        and(
          eq(crashBets.id, claim.id),
          eq(crashBets.attempts, claim.attempts),
          isNotNull(crashBets.pendingCall),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** Claims bets whose owed call is due (or one bet now, by id), one attempt each; safe on several nodes. */
  async claimCalls(
    now: Date,
    leaseEnd: Date,
    which: { limit: number } | { betId: string },
  ): Promise<ClaimedCrashBet[]> {
    const due = this.#db
      .select({ id: crashBets.id })
      .from(crashBets)
      .where(
        'betId' in which
          ? and(eq(crashBets.id, which.betId), isNotNull(crashBets.pendingCall))
          : and(isNotNull(crashBets.pendingCall), lte(crashBets.nextAttemptAt, now)),
      )
      .orderBy(crashBets.nextAttemptAt)
      .limit('betId' in which ? 1 : which.limit)
      .for('update', { skipLocked: true });
    const claimed = await this.#db
      .update(crashBets)
      .set({ attempts: sql`${crashBets.attempts} + 1`, nextAttemptAt: leaseEnd })
      .where(inArray(crashBets.id, due))
      .returning();
    if (claimed.length === 0) return [];
    const sessions = await this.#db
      .select({ id: studioSessions.id, walletSessionToken: studioSessions.walletSessionToken })
      .from(studioSessions)
      .where(inArray(studioSessions.id, [...new Set(claimed.map((bet) => bet.sessionId))]));
    const tokens = new Map(sessions.map((session) => [session.id, session.walletSessionToken]));
    return claimed.map((bet) => ({ bet, walletSessionToken: tokens.get(bet.sessionId) ?? '' }));
  }
}
