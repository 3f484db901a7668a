import { and, desc, eq, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { columnPlaceholders, driverRow, ReusableStatement } from '../../platform/db/prepared.ts';
import {
  type StudioMode,
  type StudioRoundRow,
  type StudioSeedRow,
  type StudioSessionRow,
  studioRounds,
  studioSeeds,
  studioSessions,
} from './studio.schema.ts';

/** The database or an open transaction: the same queries run on either. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | '_'>;

/** Whose rounds a minimum game cycle counts: a player's real play, or one demo session. */
export type CycleScope = { mode: 'real'; playerRef: string } | { mode: 'demo'; sessionId: string };

/** A round with the seed it was drawn from, revealed or not. */
export interface RoundWithSeed {
  round: StudioRoundRow;
  serverSeed: string | null;
}

/** A pending round claimed for one settlement attempt, with the wallet session it was played in. */
export interface ClaimedRound {
  round: StudioRoundRow;
  walletSessionToken: string;
}

const SLOT_KINDS = ['video-slot', 'classic-slot'] as const;

/** The columns a new round leaves at their defaults unless it says otherwise. */
const UNSETTLED_ROUND = {
  voidReason: null,
  voidDetails: null,
  balanceAfter: null,
  attempts: 0,
  nextAttemptAt: null,
  lastError: null,
  settledAt: null,
} satisfies Partial<typeof studioRounds.$inferInsert>;

/** The only SQL on the studio's sessions, seeds and rounds. */
export class StudioRepository {
  readonly #db: Db;
  // Every round runs these: built once, planned once per connection.
  readonly #reserveNonce: ReusableStatement<StudioSeedRow>;
  readonly #insertRound: ReusableStatement<StudioRoundRow>;
  readonly #settleDemo: ReusableStatement<{ balance: number | null }>;
  readonly #settleRound: ReusableStatement<StudioRoundRow>;

  constructor(db: Db) {
    this.#db = db;
    this.#reserveNonce = new ReusableStatement(
      'studio-reserve-nonce',
      db
        .update(studioSeeds)
        .set({ nonce: sql`${studioSeeds.nonce} + 1` })
        .where(and(eq(studioSeeds.owner, sql.placeholder('owner')), isNull(studioSeeds.revealedAt)))
        .returning(),
    );
    this.#insertRound = new ReusableStatement(
      'studio-insert-round',
      db
        .insert(studioRounds)
        .values(columnPlaceholders(studioRounds))
        .onConflictDoNothing({ target: [studioRounds.sessionId, studioRounds.roundKey] })
        .returning(),
    );
    const bet = sql.placeholder('bet');
    this.#settleDemo = new ReusableStatement(
      'studio-settle-demo',
      db
        .update(studioSessions)
        .set({ demoBalance: sql`${studioSessions.demoBalance} - ${bet} + ${sql.placeholder('win')}` })
        .where(
          and(
            eq(studioSessions.id, sql.placeholder('sessionId')),
            sql`${studioSessions.demoBalance} >= ${bet}`,
          ),
        )
        .returning({ balance: studioSessions.demoBalance }),
    );
    this.#settleRound = new ReusableStatement(
      'studio-settle-round',
      db
        .update(studioRounds)
        .set({
          status: 'settled',
          // Drizzle types placeholders for inserts only; in a SET they travel as SQL.
          balanceAfter: sql`${sql.placeholder('balanceAfter')}`,
          settledAt: sql`${sql.placeholder('settledAt')}`,
          lastError: null,
        })
        .where(
          and(
            eq(studioRounds.id, sql.placeholder('id')),
            eq(studioRounds.attempts, sql.placeholder('attempts')),
            eq(studioRounds.status, 'pending'),
          ),
        )
        .returning(),
    );
  }

  get db(): Executor {
    return this.#db;
  }

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.#db.transaction((tx) => work(tx as unknown as Executor));
  }

  // ---- sessions ----

  async insertSession(session: typeof studioSessions.$inferInsert): Promise<StudioSessionRow> {
    const [row] = await this.#db.insert(studioSessions).values(session).returning();
    if (!row) throw new Error('studio session not inserted');
    return row;
  }

  async sessionByTokenHash(tokenHash: string): Promise<StudioSessionRow | null> {
    const [row] = await this.#db.select().from(studioSessions).where(eq(studioSessions.tokenHash, tokenHash));
    return row ?? null;
  }

  async session(sessionId: string): Promise<StudioSessionRow | null> {
    const [row] = await this.#db.select().from(studioSessions).where(eq(studioSessions.id, sessionId));
    return row ?? null;
  }

  /** Sets a demo session's balance; null when the session is not a demo one. */
  async setDemoBalance(sessionId: string, balance: number): Promise<number | null> {
    const [row] = await this.#db
      .update(studioSessions)
      .set({ demoBalance: balance })
      .where(and(eq(studioSessions.id, sessionId), isNotNull(studioSessions.demoBalance)))
      .returning({ balance: studioSessions.demoBalance });
    return row?.balance ?? null;
  }

  /**
   * Takes the stake from a demo balance and adds the win, in one statement that refuses (null) when the balance
   * does not cover the stake, so concurrent demo rounds never overdraw it.
   */
  async settleDemo(executor: Executor, sessionId: string, bet: number, win: number): Promise<number | null> {
    const [row] = await this.#settleDemo.execute(executor, { sessionId, bet, win });
    return row?.balance ?? null;
  }

  async demoBalance(executor: Executor, sessionId: string): Promise<number | null> {
    const [row] = await executor
      .select({ balance: studioSessions.demoBalance })
      .from(studioSessions)
      .where(eq(studioSessions.id, sessionId));
    return row?.balance ?? null;
  }

  // ---- seeds ----

  /** Inserts the owner's seed pair unless it has an active one already (another request made it first). */
  async insertSeedUnlessActive(seed: typeof studioSeeds.$inferInsert): Promise<void> {
    await this.#db.insert(studioSeeds).values(seed).onConflictDoNothing();
  }

  async insertSeed(executor: Executor, seed: typeof studioSeeds.$inferInsert): Promise<StudioSeedRow> {
    const [row] = await executor.insert(studioSeeds).values(seed).returning();
    if (!row) throw new Error('studio seed not inserted');
    return row;
  }

  async activeSeed(owner: string): Promise<StudioSeedRow | null> {
    const [row] = await this.#db
      .select()
      .from(studioSeeds)
      .where(and(eq(studioSeeds.owner, owner), isNull(studioSeeds.revealedAt)));
    return row ?? null;
  }

  /** The owner's active seed pair, locked until the transaction ends. */
  async lockActiveSeed(executor: Executor, owner: string): Promise<StudioSeedRow | null> {
    const [row] = await executor
      .select()
      .from(studioSeeds)
      .where(and(eq(studioSeeds.owner, owner), isNull(studioSeeds.revealedAt)))
      .for('update');
    return row ?? null;
  }

  /**
   * Reserves the next nonce of the owner's active seed pair: increments it and returns the pair with the nonce
   * before the increment, in one statement that also locks the row until the transaction ends. Two rounds of
   * the same owner therefore queue here and can never draw the same nonce.
   */
  async reserveNonce(executor: Executor, owner: string): Promise<StudioSeedRow | null> {
    const [row] = await this.#reserveNonce.execute(executor, { owner });
    return row ? { ...row, nonce: row.nonce - 1 } : null;
  }

  async setClientSeed(owner: string, clientSeed: string): Promise<StudioSeedRow | null> {
    const [row] = await this.#db
      .update(studioSeeds)
      .set({ clientSeed })
      .where(and(eq(studioSeeds.owner, owner), isNull(studioSeeds.revealedAt)))
      .returning();
    return row ?? null;
  }

  async reveal(executor: Executor, seedId: string, at: Date): Promise<void> {
    await executor.update(studioSeeds).set({ revealedAt: at }).where(eq(studioSeeds.id, seedId));
  }

  async seedByHash(serverSeedHash: string): Promise<StudioSeedRow | null> {
    const [row] = await this.#db
      .select()
      .from(studioSeeds)
      .where(eq(studioSeeds.serverSeedHash, serverSeedHash));
    return row ?? null;
  }

  // ---- rounds ----

  async roundByKey(executor: Executor, sessionId: string, roundKey: string): Promise<StudioRoundRow | null> {
    const [row] = await executor
      .select()
      .from(studioRounds)
      .where(and(eq(studioRounds.sessionId, sessionId), eq(studioRounds.roundKey, roundKey)));
    return row ?? null;
  }

  /**
   * For the minimum game cycle: when the scope's last slot round that counted (not refused by the casino) was
   * played, and whether the session played this round key already, in one round trip.
   */
  async cycleState(
    executor: Executor,
    scope: CycleScope,
    round: { sessionId: string; roundKey: string },
  ): Promise<{ lastSlotRoundAt: Date | null; keyPlayed: boolean }> {
    const whose =
      scope.mode === 'real'
        ? and(eq(studioRounds.playerRef, scope.playerRef), eq(studioRounds.mode, 'real'))
        : eq(studioRounds.sessionId, scope.sessionId);
    // Epoch milliseconds: a timestamp inside a raw subquery would come back as driver-specific text.
    const lastSlot = executor
      .select({ at: sql`(extract(epoch from ${studioRounds.playedAt}) * 1000)::float8` })
      .from(studioRounds)
      .where(and(whose, inArray(studioRounds.gameKind, [...SLOT_KINDS]), ne(studioRounds.status, 'void')))
      .orderBy(desc(studioRounds.playedAt))
      .limit(1);
    const played = executor
      .select({ id: studioRounds.id })
      .from(studioRounds)
      .where(and(eq(studioRounds.sessionId, round.sessionId), eq(studioRounds.roundKey, round.roundKey)));
    const [row] = await executor
      .select({
        lastSlotRoundAt: sql<number | null>`(${lastSlot})`,
        keyPlayed: sql<boolean>`exists (${played})`,
      })
      .from(sql`(select 1) as one`);
    return {
      lastSlotRoundAt: row?.lastSlotRoundAt == null ? null : new Date(Number(row.lastSlotRoundAt)),
      keyPlayed: row?.keyPlayed ?? false,
    };
  }

  /**
   * Inserts the round unless its session played the round key already (null then). Every column is given, so the
   * statement's text is the same for every round and it is planned once per connection.
   */
  async insertRound(
    executor: Executor,
    round: typeof studioRounds.$inferInsert,
  ): Promise<StudioRoundRow | null> {
    const [row] = await this.#insertRound.execute(
      executor,
      driverRow(studioRounds, { ...UNSETTLED_ROUND, ...round }),
    );
    return row ?? null;
  }

  async roundWithSeed(roundId: string): Promise<RoundWithSeed | null> {
    const [row] = await this.#db
      .select({
        round: studioRounds,
        serverSeed: sql<
          string | null
        >`case when ${studioSeeds.revealedAt} is null then null else ${studioSeeds.serverSeed} end`,
      })
      .from(studioRounds)
      .innerJoin(studioSeeds, eq(studioSeeds.id, studioRounds.seedId))
      .where(eq(studioRounds.id, roundId));
    return row ?? null;
  }

  /** The player's last round of a game in a mode, whatever its status. */
  async lastRoundOfGame(
    playerRef: string,
    mode: StudioMode,
    gameSlug: string,
  ): Promise<StudioRoundRow | null> {
    const [row] = await this.#db
      .select()
      .from(studioRounds)
      .where(
        and(
          eq(studioRounds.playerRef, playerRef),
          eq(studioRounds.mode, mode),
          eq(studioRounds.gameSlug, gameSlug),
        ),
      )
      .orderBy(desc(studioRounds.playedAt))
      .limit(1);
    return row ?? null;
  }

  /**
   * Claims due pending rounds for one settlement attempt each: counts the attempt and pushes the due time to the
   * end of the lease in one statement. Rows another node is claiming are skipped; a claim whose worker dies is
   * due again when its lease ends.
   */
  async claimDue(now: Date, leaseEnd: Date, limit: number): Promise<ClaimedRound[]> {
    const due = this.#db
      .select({ id: studioRounds.id })
      .from(studioRounds)
      .where(and(eq(studioRounds.status, 'pending'), lte(studioRounds.nextAttemptAt, now)))
      .orderBy(studioRounds.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await this.#db
      .update(studioRounds)
      .set({ attempts: sql`${studioRounds.attempts} + 1`, nextAttemptAt: leaseEnd })
      .where(inArray(studioRounds.id, due))
      .returning();
    if (claimed.length === 0) return [];
    const sessions = await this.#db
      .select({ id: studioSessions.id, walletSessionToken: studioSessions.walletSessionToken })
      .from(studioSessions)
      .where(inArray(studioSessions.id, [...new Set(claimed.map((round) => round.sessionId))]));
    const tokens = new Map(sessions.map((session) => [session.id, session.walletSessionToken]));
    return claimed.map((round) => ({ round, walletSessionToken: tokens.get(round.sessionId) ?? '' }));
  }

  /**
   * Claims one pending round for an attempt now, due or not, for a player asking after it: a second attempt
   * beside one in flight is harmless (the casino answers the same bet-win the same way, and only the newest
   * attempt's record is kept). Null when the round is no longer pending.
   */
  async claimNow(roundId: string, leaseEnd: Date): Promise<ClaimedRound | null> {
    const [round] = await this.#db
      .update(studioRounds)
      .set({ attempts: sql`${studioRounds.attempts} + 1`, nextAttemptAt: leaseEnd })
      .where(and(eq(studioRounds.id, roundId), eq(studioRounds.status, 'pending')))
      .returning();
    if (!round) return null;
    const session = await this.session(round.sessionId);
    return { round, walletSessionToken: session?.walletSessionToken ?? '' };
  }

  /** Whether a round drawn from this seed pair still waits for the casino: revealing the seed would show it. */
  async hasUnconfirmedRound(executor: Executor, seedId: string): Promise<boolean> {
    const [row] = await executor
      .select({ id: studioRounds.id })
      .from(studioRounds)
      .where(and(eq(studioRounds.seedId, seedId), eq(studioRounds.status, 'pending')))
      .limit(1);
    return row !== undefined;
  }

  /**
   * Records how a claimed attempt ended. Guarded by the attempt number and the pending status, so an attempt
   * whose lease ran out while another node retried cannot overwrite the newer outcome, and a settled round
   * stays settled.
   */
  async recordAttempt(
    claim: Pick<StudioRoundRow, 'id' | 'attempts'>,
    outcome:
      | { status: 'settled'; balanceAfter: number; at: Date }
      | {
          status: 'void';
          reason: string;
          details: StudioRoundRow['voidDetails'];
          balanceAfter: number | null;
          at: Date;
        }
      | { status: 'pending'; nextAttemptAt: Date; error: string },
  ): Promise<StudioRoundRow | null> {
    if (outcome.status === 'settled') {
      const [row] = await this.#settleRound.execute(this.#db, {
        id: claim.id,
        attempts: claim.attempts,
        balanceAfter: outcome.balanceAfter,
        settledAt: outcome.at,
      });
      return row ?? null;
    }
    const change =
      outcome.status === 'void'
        ? {
            status: outcome.status,
            voidReason: outcome.reason,
            voidDetails: outcome.details,
            balanceAfter: outcome.balanceAfter,
            settledAt: outcome.at,
          }
        : { nextAttemptAt: outcome.nextAttemptAt, lastError: outcome.error };
    const [row] = await this.#db
      .update(studioRounds)
      .set(change)
      .where(
        and(
          eq(studioRounds.id, claim.id),
          eq(studioRounds.attempts, claim.attempts),
          eq(studioRounds.status, 'pending'),
        ),
      )
      .returning();
    return row ?? null;
  }

  async round(roundId: string): Promise<StudioRoundRow | null> {
    const [row] = await this.#db.select().from(studioRounds).where(eq(studioRounds.id, roundId));
    return row ?? null;
  }
}
