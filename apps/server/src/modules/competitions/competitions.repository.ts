import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database.ts';
import { inBatches } from '../../platform/db/in-batches.ts';
import { rowsOf } from '../../platform/db/prepared.ts';
import {
  type CompetitionEntryRow,
  type CompetitionRow,
  competitionAttempts,
  competitionEntries,
  competitionNoticeOptOuts,
  competitionResults,
  competitionScores,
  competitions,
} from './competitions.schema.ts';

export type CompetitionDraft = Omit<
  typeof competitions.$inferInsert,
  'id' | 'boardKey' | 'lifecycle' | 'announcedAt' | 'finishedAt' | 'createdAt' | 'updatedAt'
>;
export type ScoreRow = typeof competitionScores.$inferSelect;
export type AttemptRow = typeof competitionAttempts.$inferSelect;
export type ResultRow = typeof competitionResults.$inferSelect;

/** A board's row as the reads need it. */
export type BoardEntry = Pick<
  CompetitionEntryRow,
  'playerId' | 'displayName' | 'points' | 'rounds' | 'bestMultiplier' | 'attempt' | 'reachedAt' | 'version'
>;

const BOARD_COLUMNS = {
  playerId: competitionEntries.playerId,
  displayName: competitionEntries.displayName,
  points: competitionEntries.points,
  rounds: competitionEntries.rounds,
  bestMultiplier: competitionEntries.bestMultiplier,
  attempt: competitionEntries.attempt,
  reachedAt: competitionEntries.reachedAt,
  version: competitionEntries.version,
};

/** The board's order: points, then the earlier reach, then the earlier player (a total order, so pages are stable). */
const BOARD_ORDER = [
  desc(competitionEntries.points),
  asc(competitionEntries.reachedAt),
  asc(competitionEntries.playerId),
];

/** The entry's columns as `entryRows` reads them from a statement written in SQL. */
const ENTRY_RETURNING = sql.raw(
  'e.competition_id, e.player_id, e.display_name, e.points, e.rounds, e.best_multiplier, e.attempt, e.reached_at, e.joined_at, e.version',
);

interface RawEntry {
  competition_id: number | string;
  player_id: number | string;
  display_name: string;
  points: number | string;
  rounds: number;
  best_multiplier: number;
  attempt: number;
  reached_at: string | Date;
  joined_at: string | Date;
  version: number;
}

function entryRows(result: unknown): CompetitionEntryRow[] {
  return rowsOf<RawEntry>(result).map((row) => ({
    competitionId: Number(row.competition_id),
    playerId: Number(row.player_id),
    displayName: row.display_name,
    points: Number(row.points),
    rounds: Number(row.rounds),
    bestMultiplier: Number(row.best_multiplier),
    attempt: Number(row.attempt),
    reachedAt: new Date(row.reached_at),
    joinedAt: new Date(row.joined_at),
    version: Number(row.version),
  }));
}

/** Entries with their competition and, once it closed, their final place. */
function withCompetitionAndResult<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(competitions, eq(competitions.id, competitionEntries.competitionId))
    .leftJoin(
      competitionResults,
      and(
        eq(competitionResults.competitionId, competitionEntries.competitionId),
        eq(competitionResults.playerId, competitionEntries.playerId),
      ),
    );
}

/** An edition's slug: its series and its start day (`daily-race-2026-11-27`). */
export function editionSlug(series: string, startsAt: Date): string {
  return `${series}-${startsAt.toISOString().slice(0, 10)}`;
}

/** The only SQL of the competitions module's tables (decision 034). */
export class CompetitionsRepository {
  readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** The key a competition's board is kept under outside the database (undefined: no such competition). */
  async boardKey(competitionId: number): Promise<string | undefined> {
    const [row] = await this.db
      .select({ boardKey: competitions.boardKey })
      .from(competitions)
      .where(eq(competitions.id, competitionId));
    return row?.boardKey;
  }

  // Competitions.

  async insert(executor: Db, draft: CompetitionDraft, now: Date): Promise<CompetitionRow> {
    const [row] = await executor
      .insert(competitions)
      .values({ ...draft, lifecycle: 'scheduled', createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error(`competition ${draft.slug} not written`);
    return row;
  }

  async update(
    executor: Db,
    id: number,
    draft: CompetitionDraft,
    now: Date,
  ): Promise<CompetitionRow | undefined> {
    const [row] = await executor
      .update(competitions)
      .set({ ...draft, updatedAt: now })
      .where(
        and(
          eq(competitions.id, id),
          eq(competitions.lifecycle, 'scheduled'),
          // Once a stage has closed, its window is history: the stages and the dates stay.
          sql`(${competitions.stagesClosed} = 0 or (${competitions.stages} = ${draft.stages ?? 1}
            and ${competitions.startsAt} = ${draft.startsAt.toISOString()}::timestamptz
            and ${competitions.endsAt} = ${draft.endsAt.toISOString()}::timestamptz))`,
        ),
      )
      .returning();
    return row;
  }

  /**
   * Starts the next edition of a repeating competition: the same rules over the next period, right after this one
   * (or from now, if periods were missed). Once per edition: its slug is unique.
   */
  async insertNextEdition(tx: Db, previous: CompetitionRow, now: Date): Promise<void> {
    if (previous.series === null || previous.repeatDays === null) return;
    const period = previous.repeatDays * 24 * 60 * 60 * 1000;
    const length = previous.endsAt.getTime() - previous.startsAt.getTime();
    let startsAt = previous.startsAt.getTime() + period;
    while (startsAt + length <= now.getTime()) startsAt += period;
    const {
      id: _id,
      boardKey: _boardKey,
      lifecycle: _lifecycle,
      announcedAt: _announced,
      finishedAt: _finished,
      createdAt: _created,
      updatedAt: _updated,
      stagesClosed: _stagesClosed,
      ...rules
    } = previous;
    await tx
      .insert(competitions)
      .values({
        ...rules,
        slug: editionSlug(previous.series, new Date(startsAt)),
        startsAt: new Date(startsAt),
        endsAt: new Date(startsAt + length),
        lifecycle: 'scheduled',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
  }

  /** Every competition not finished yet: the scorer's working set. */
  scheduled(executor: Db = this.db): Promise<CompetitionRow[]> {
    return executor.select().from(competitions).where(eq(competitions.lifecycle, 'scheduled'));
  }

  all(executor: Db = this.db): Promise<CompetitionRow[]> {
    return executor.select().from(competitions).orderBy(desc(competitions.startsAt));
  }

  async byId(executor: Db, id: number): Promise<CompetitionRow | undefined> {
    const [row] = await executor.select().from(competitions).where(eq(competitions.id, id));
    return row;
  }

  async bySlug(executor: Db, slug: string): Promise<CompetitionRow | undefined> {
    const [row] = await executor.select().from(competitions).where(eq(competitions.slug, slug));
    return row;
  }

  /** Locks a competition for its close: the finisher and an operator's edit wait on each other. */
  async lock(tx: Db, id: number): Promise<CompetitionRow | undefined> {
    const [row] = await tx.select().from(competitions).where(eq(competitions.id, id)).for('update');
    return row;
  }

  /** Competitions whose end has passed and that are not finished, the earliest end first. */
  due(executor: Db, before: Date): Promise<CompetitionRow[]> {
    return executor
      .select()
      .from(competitions)
      .where(and(ne(competitions.lifecycle, 'finished'), lte(competitions.endsAt, before)))
      .orderBy(asc(competitions.endsAt));
  }

  /** Started competitions whose start has not been announced. */
  unannounced(executor: Db, now: Date): Promise<CompetitionRow[]> {
    return executor
      .select()
      .from(competitions)
      .where(
        and(
          eq(competitions.lifecycle, 'scheduled'),
          isNull(competitions.announcedAt),
          lte(competitions.startsAt, now),
          gt(competitions.endsAt, now),
        ),
      );
  }

  async markAnnounced(tx: Db, id: number, now: Date): Promise<boolean> {
    const rows = await tx
      .update(competitions)
      .set({ announcedAt: now })
      .where(and(eq(competitions.id, id), isNull(competitions.announcedAt)))
      .returning({ id: competitions.id });
    return rows.length > 0;
  }

  async setLifecycle(tx: Db, id: number, lifecycle: CompetitionRow['lifecycle'], now: Date): Promise<void> {
    await tx
      .update(competitions)
      .set({ lifecycle, ...(lifecycle === 'finished' ? { finishedAt: now } : {}), updatedAt: now })
      .where(eq(competitions.id, id));
  }

  // Entries.

  async entry(
    executor: Db,
    competitionId: number,
    playerId: number,
  ): Promise<CompetitionEntryRow | undefined> {
    const [row] = await executor
      .select()
      .from(competitionEntries)
      .where(
        and(eq(competitionEntries.competitionId, competitionId), eq(competitionEntries.playerId, playerId)),
      );
    return row;
  }

  /** The player's entries in these competitions. */
  entriesOf(
    executor: Db,
    playerId: number,
    competitionIds: readonly number[],
  ): Promise<CompetitionEntryRow[]> {
    if (competitionIds.length === 0) return Promise.resolve([]);
    return executor
      .select()
      .from(competitionEntries)
      .where(
        and(
          eq(competitionEntries.playerId, playerId),
          inArray(competitionEntries.competitionId, [...competitionIds]),
        ),
      );
  }

  /** Joins the player (no points; a race's first attempt opened); answers the entry, new or the one they had. */
  async join(
    tx: Db,
    entry: { competitionId: number; playerId: number; displayName: string },
    now: Date,
    withAttempts: boolean,
  ): Promise<{ entry: CompetitionEntryRow; joined: boolean }> {
    const [inserted] = await tx
      .insert(competitionEntries)
      .values({
        ...entry,
        points: 0,
        rounds: 0,
        bestMultiplier: 0,
        attempt: 1,
        reachedAt: now,
        joinedAt: now,
        version: 1,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) {
      if (!withAttempts) return { entry: inserted, joined: true };
      await tx
        .insert(competitionAttempts)
        .values({ ...entry, attempt: 1, points: 0, rounds: 0, status: 'active', reachedAt: now })
        .onConflictDoNothing();
      return { entry: inserted, joined: true };
    }
    const existing = await this.entry(tx, entry.competitionId, entry.playerId);
    if (!existing)
      throw new Error(`entry ${entry.competitionId}/${entry.playerId} neither inserted nor found`);
    return { entry: existing, joined: false };
  }

  /** Opens the entry's next attempt if its current one is played out and attempts are left; answers the entry. */
  async nextAttempt(
    tx: Db,
    entry: CompetitionEntryRow,
    maxAttempts: number,
    now: Date,
  ): Promise<CompetitionEntryRow | undefined> {
    const next = entry.attempt + 1;
    if (next > maxAttempts) return undefined;
    const [current] = await tx
      .select()
      .from(competitionAttempts)
      .where(this.#attemptKey(entry.competitionId, entry.playerId, entry.attempt))
      .for('update');
    if (current?.status !== 'finished') return undefined;
    await tx.insert(competitionAttempts).values({
      competitionId: entry.competitionId,
      playerId: entry.playerId,
      attempt: next,
      points: 0,
      rounds: 0,
      status: 'active',
      reachedAt: now,
    });
    const [row] = await tx
      .update(competitionEntries)
      .set({ attempt: next, version: sql`${competitionEntries.version} + 1` })
      .where(this.#entryKey(entry.competitionId, entry.playerId))
      .returning();
    return row;
  }

  attemptsOf(executor: Db, competitionId: number, playerId: number): Promise<AttemptRow[]> {
    return executor
      .select()
      .from(competitionAttempts)
      .where(
        and(eq(competitionAttempts.competitionId, competitionId), eq(competitionAttempts.playerId, playerId)),
      )
      .orderBy(asc(competitionAttempts.attempt));
  }

  async attempt(
    tx: Db,
    competitionId: number,
    playerId: number,
    attempt: number,
  ): Promise<AttemptRow | undefined> {
    const [row] = await tx
      .select()
      .from(competitionAttempts)
      .where(this.#attemptKey(competitionId, playerId, attempt));
    return row;
  }

  // Scores.

  /** Writes a score once per source; answers whether it was new. */
  async addScore(tx: Db, score: typeof competitionScores.$inferInsert): Promise<boolean> {
    const rows = await tx
      .insert(competitionScores)
      .values(score)
      .onConflictDoNothing()
      .returning({ source: competitionScores.source });
    return rows.length > 0;
  }

  /**
   * Adds a stake to a wins-mode round's score row (written with the round's first stake seen); a round already
   * closed or revoked takes nothing more.
   */
  async addRoundStake(tx: Db, score: typeof competitionScores.$inferInsert): Promise<void> {
    await tx
      .insert(competitionScores)
      .values(score)
      .onConflictDoUpdate({
        target: [competitionScores.competitionId, competitionScores.source],
        set: {
          stake: sql`${competitionScores.stake} + excluded.stake`,
          bonusStake: sql`${competitionScores.bonusStake} + excluded.bonus_stake`,
        },
        setWhere: eq(competitionScores.status, 'open'),
      });
  }

  /** Takes a refunded stake off a wins-mode round that has not closed. */
  async takeRoundStake(
    tx: Db,
    competitionId: number,
    source: string,
    stake: Pick<ScoreRow, 'stake' | 'bonusStake'>,
  ): Promise<void> {
    await tx
      .update(competitionScores)
      .set({
        stake: sql`greatest(${competitionScores.stake} - ${stake.stake}, 0)`,
        bonusStake: sql`greatest(${competitionScores.bonusStake} - ${stake.bonusStake}, 0)`,
      })
      .where(
        and(
          eq(competitionScores.competitionId, competitionId),
          eq(competitionScores.source, source),
          eq(competitionScores.status, 'open'),
        ),
      );
  }

  /** The score rows of one source in these competitions, locked for the change the caller makes. */
  scoresOf(tx: Db, source: string, competitionIds: readonly number[]): Promise<ScoreRow[]> {
    if (competitionIds.length === 0) return Promise.resolve([]);
    return tx
      .select()
      .from(competitionScores)
      .where(
        and(
          eq(competitionScores.source, source),
          inArray(competitionScores.competitionId, [...competitionIds]),
        ),
      )
      .for('update');
  }

  async score(tx: Db, competitionId: number, source: string): Promise<ScoreRow | undefined> {
    const [row] = await tx
      .select()
      .from(competitionScores)
      .where(and(eq(competitionScores.competitionId, competitionId), eq(competitionScores.source, source)))
      .for('update');
    return row;
  }

  async setScore(tx: Db, competitionId: number, source: string, change: Partial<ScoreRow>): Promise<void> {
    await tx
      .update(competitionScores)
      .set(change)
      .where(and(eq(competitionScores.competitionId, competitionId), eq(competitionScores.source, source)));
  }

  /**
   * Adds `delta` points and `rounds` rounds to the player's entry; a rise moves the reach time to `at`. In a race with
   * outplay attempts they go to the attempt (finished once its rounds are used) and the entry takes its best
   * attempt's points. Answers the entry after it.
   */
  async addPoints(
    tx: Db,
    competition: Pick<CompetitionRow, 'id' | 'attemptRounds'>,
    holder: { playerId: number; attempt: number },
    change: { delta: number; rounds: number; multiplier: number; at: Date },
  ): Promise<CompetitionEntryRow> {
    const { id: competitionId, attemptRounds } = competition;
    const { playerId } = holder;
    let points = sql`${competitionEntries.points} + ${change.delta}`;
    if (attemptRounds !== null) {
      await tx
        .update(competitionAttempts)
        .set({
          points: sql`${competitionAttempts.points} + ${change.delta}`,
          rounds: sql`${competitionAttempts.rounds} + ${change.rounds}`,
          status: sql`case when ${competitionAttempts.rounds} + ${change.rounds} >= ${attemptRounds} then 'finished' else 'active' end`,
          ...(change.delta > 0 ? { reachedAt: change.at } : {}),
        })
        .where(this.#attemptKey(competitionId, playerId, holder.attempt));
      points = sql`(select max(${competitionAttempts.points}) from ${competitionAttempts}
        where ${competitionAttempts.competitionId} = ${competitionId} and ${competitionAttempts.playerId} = ${playerId})`;
    }
    const [row] = await tx
      .update(competitionEntries)
      .set({
        points,
        rounds: sql`${competitionEntries.rounds} + ${change.rounds}`,
        bestMultiplier: sql`greatest(${competitionEntries.bestMultiplier}, ${change.multiplier})`,
        reachedAt: sql`case when ${points} > ${competitionEntries.points} then ${change.at.toISOString()}::timestamptz else ${competitionEntries.reachedAt} end`,
        version: sql`${competitionEntries.version} + 1`,
      })
      .where(this.#entryKey(competitionId, playerId))
      .returning();
    if (!row) throw new Error(`no entry ${competitionId}/${playerId} to score`);
    return row;
  }

  /**
   * Scores one stake in several `bets` competitions without outplay attempts, in one statement: a score row per
   * competition (none twice for one source) and each new score added to the player's entry. Answers the entries
   * changed.
   */
  async scoreStake(
    tx: Db,
    stake: { playerId: number; source: string; stake: number; bonusStake: number; at: Date },
    scores: readonly { competitionId: number; points: number }[],
  ): Promise<CompetitionEntryRow[]> {
    if (scores.length === 0) return [];
    const at = stake.at.toISOString();
    const input = sql.join(
      scores.map((score) => sql`(${score.competitionId}::integer, ${score.points}::bigint)`),
      sql`, `,
    );
    return entryRows(
      await tx.execute(sql`
        with input (competition_id, points) as (values ${input}),
        scored as (
          insert into competition_scores
            (competition_id, source, player_id, attempt, stake, bonus_stake, points, status, occurred_at)
          select competition_id, ${stake.source}, ${stake.playerId}, 1, ${stake.stake}, ${stake.bonusStake}, points,
            'scored', ${at}::timestamptz
          from input
          on conflict do nothing
          returning competition_id, points)
        update competition_entries e
        set points = e.points + scored.points,
            rounds = e.rounds + 1,
            reached_at = case when scored.points > 0 then ${at}::timestamptz else e.reached_at end,
            version = e.version + 1
        from scored
        where e.competition_id = scored.competition_id and e.player_id = ${stake.playerId}
        returning ${ENTRY_RETURNING}`),
    );
  }

  /**
   * Adds one stake to its round in several wins-mode competitions without outplay attempts, in one statement: the
   * stake's own row (so a stake handed over again adds nothing) and, for each new one, the round's stake.
   */
  async addStakeToRounds(
    tx: Db,
    stake: {
      playerId: number;
      betSource: string;
      roundSource: string;
      stake: number;
      bonusStake: number;
      at: Date;
    },
    competitionIds: readonly number[],
  ): Promise<void> {
    if (competitionIds.length === 0) return;
    const at = stake.at.toISOString();
    const input = sql.join(
      competitionIds.map((id) => sql`(${id}::integer)`),
      sql`, `,
    );
    await tx.execute(sql`
      with input (competition_id) as (values ${input}),
      bets as (
        insert into competition_scores
          (competition_id, source, player_id, attempt, stake, bonus_stake, points, status, occurred_at)
        select competition_id, ${stake.betSource}, ${stake.playerId}, 1, ${stake.stake}, ${stake.bonusStake}, 0,
          'open', ${at}::timestamptz
        from input
        on conflict do nothing
        returning competition_id)
      insert into competition_scores as s
        (competition_id, source, player_id, attempt, stake, bonus_stake, points, status, occurred_at)
      select competition_id, ${stake.roundSource}, ${stake.playerId}, 1, ${stake.stake}, ${stake.bonusStake}, 0,
        'open', ${at}::timestamptz
      from bets
      on conflict (competition_id, source) do update
        set stake = s.stake + excluded.stake, bonus_stake = s.bonus_stake + excluded.bonus_stake
        where s.status = 'open'`);
  }

  /**
   * Closes one round in several competitions without outplay attempts, in one statement: each open round row
   * scored with its points (or revoked when it does not count) and the points added to the player's entry. Answers
   * the entries changed.
   */
  async closeRound(
    tx: Db,
    round: { playerId: number; source: string; at: Date },
    results: readonly { competitionId: number; points: number; multiplier: number; counts: boolean }[],
  ): Promise<CompetitionEntryRow[]> {
    if (results.length === 0) return [];
    const at = round.at.toISOString();
    const input = sql.join(
      results.map(
        (result) =>
          sql`(${result.competitionId}::integer, ${result.points}::bigint, ${result.multiplier}::integer, ${result.counts}::boolean)`,
      ),
      sql`, `,
    );
    return entryRows(
      await tx.execute(sql`
        with input (competition_id, points, multiplier, counts) as (values ${input}),
        closed as (
          update competition_scores s
          set status = case when input.counts then 'scored' else 'revoked' end,
              points = case when input.counts then input.points else 0 end
          from input
          where s.competition_id = input.competition_id and s.source = ${round.source} and s.status = 'open'
          returning s.competition_id, input.points, input.multiplier, input.counts)
        update competition_entries e
        set points = e.points + closed.points,
            rounds = e.rounds + 1,
            best_multiplier = greatest(e.best_multiplier, closed.multiplier),
            reached_at = case when closed.points > 0 then ${at}::timestamptz else e.reached_at end,
            version = e.version + 1
        from closed
        where closed.counts and e.competition_id = closed.competition_id and e.player_id = ${round.playerId}
        returning ${ENTRY_RETURNING}`),
    );
  }

  // Boards (PostgreSQL: the truth; see leaderboard.ts).

  board(executor: Db, competitionId: number, offset: number, limit: number): Promise<BoardEntry[]> {
    return executor
      .select(BOARD_COLUMNS)
      .from(competitionEntries)
      .where(eq(competitionEntries.competitionId, competitionId))
      .orderBy(...BOARD_ORDER)
      .offset(offset)
      .limit(limit);
  }

  /** The board by the best round's multiplier (the winners by coefficients). */
  boardByMultiplier(
    executor: Db,
    competitionId: number,
    offset: number,
    limit: number,
  ): Promise<BoardEntry[]> {
    return executor
      .select(BOARD_COLUMNS)
      .from(competitionEntries)
      .where(
        and(eq(competitionEntries.competitionId, competitionId), gt(competitionEntries.bestMultiplier, 0)),
      )
      .orderBy(
        desc(competitionEntries.bestMultiplier),
        asc(competitionEntries.reachedAt),
        asc(competitionEntries.playerId),
      )
      .offset(offset)
      .limit(limit);
  }

  /** The player's place: one more than the entries ranked above theirs (null: not in it). */
  async position(
    executor: Db,
    competitionId: number,
    playerId: number,
    known?: Pick<CompetitionEntryRow, 'points' | 'reachedAt'>,
  ): Promise<number | null> {
    const entry = known ?? (await this.entry(executor, competitionId, playerId));
    if (!entry) return null;
    // Two ranges of the board's index, not one scan under an OR: those with more points, and those with as many
    // who reached them first. The place costs what is above it, not the whole board.
    const [row] = rowsOf<{ ahead: string | number }>(
      await executor.execute(sql`
        select (select count(*) from competition_entries
                where competition_id = ${competitionId} and points > ${entry.points})
             + (select count(*) from competition_entries
                where competition_id = ${competitionId} and points = ${entry.points}
                  and (reached_at, player_id) < (${entry.reachedAt.toISOString()}::timestamptz, ${playerId})) as ahead`),
    );
    return Number(row?.ahead ?? 0) + 1;
  }

  /** A player's places in several competitions in one statement, from their rows' points and reach times. */
  async positions(
    executor: Db,
    playerId: number,
    keys: readonly { competitionId: number; points: number; reachedAt: Date }[],
  ): Promise<Map<number, number>> {
    if (keys.length === 0) return new Map();
    const input = sql.join(
      keys.map(
        (key) =>
          sql`(${key.competitionId}::integer, ${key.points}::bigint, ${key.reachedAt.toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    const rows = rowsOf<{ competition_id: number | string; position: number | string }>(
      await executor.execute(sql`
        select k.competition_id,
          1 + (select count(*) from competition_entries e
               where e.competition_id = k.competition_id and e.points > k.points)
            + (select count(*) from competition_entries e
               where e.competition_id = k.competition_id and e.points = k.points
                 and (e.reached_at, e.player_id) < (k.reached_at, ${playerId})) as position
        from (values ${input}) as k (competition_id, points, reached_at)`),
    );
    return new Map(rows.map((row) => [Number(row.competition_id), Number(row.position)]));
  }

  async size(executor: Db, competitionId: number): Promise<number> {
    const [row] = await executor
      .select({ count: sql<string>`count(*)` })
      .from(competitionEntries)
      .where(eq(competitionEntries.competitionId, competitionId));
    return Number(row?.count ?? 0);
  }

  /** Participants of each competition, and the points its main table has counted. */
  async totals(
    executor: Db,
    competitionIds: readonly number[],
  ): Promise<Map<number, { participants: number; points: number }>> {
    if (competitionIds.length === 0) return new Map();
    const rows = await executor
      .select({
        id: competitionEntries.competitionId,
        count: sql<string>`count(*)`,
        points: sql<string>`sum(${competitionEntries.points})`,
      })
      .from(competitionEntries)
      .where(inArray(competitionEntries.competitionId, [...competitionIds]))
      .groupBy(competitionEntries.competitionId);
    return new Map(
      rows.map((row) => [row.id, { participants: Number(row.count), points: Number(row.points ?? 0) }]),
    );
  }

  /** Every entry of a competition with its scores summed again from the score rows (the property: boards rebuild). */
  rebuiltPoints(
    executor: Db,
    competitionId: number,
  ): Promise<{ playerId: number; attempt: number; points: string }[]> {
    return executor
      .select({
        playerId: competitionScores.playerId,
        attempt: competitionScores.attempt,
        points: sql<string>`sum(${competitionScores.points}) filter (where ${competitionScores.status} = 'scored')`,
      })
      .from(competitionScores)
      .where(eq(competitionScores.competitionId, competitionId))
      .groupBy(competitionScores.playerId, competitionScores.attempt);
  }

  // Results.

  /** Freezes the board into final places, with each place's prize (`prizeOf`); a second call writes nothing. */
  async freeze(tx: Db, competitionId: number, prizeOf: (place: number) => ResultRow['prize']): Promise<void> {
    const entries = await tx
      .select(BOARD_COLUMNS)
      .from(competitionEntries)
      .where(and(eq(competitionEntries.competitionId, competitionId), gt(competitionEntries.points, 0)))
      .orderBy(...BOARD_ORDER);
    if (entries.length === 0) return;
    const rows = entries.map((entry, index) => ({
      competitionId,
      place: index + 1,
      playerId: entry.playerId,
      displayName: entry.displayName,
      points: entry.points,
      rounds: entry.rounds,
      bestMultiplier: entry.bestMultiplier,
      attempt: entry.attempt,
      prize: prizeOf(index + 1),
      awardedAt: null,
    }));
    await inBatches(rows, (batch) => tx.insert(competitionResults).values(batch).onConflictDoNothing());
  }

  /** Places whose prize is not granted yet, a batch at a time. */
  unawarded(executor: Db, competitionId: number, limit: number): Promise<ResultRow[]> {
    return executor
      .select()
      .from(competitionResults)
      .where(
        and(
          eq(competitionResults.competitionId, competitionId),
          sql`${competitionResults.prize} is not null`,
          isNull(competitionResults.awardedAt),
        ),
      )
      .orderBy(asc(competitionResults.place))
      .limit(limit);
  }

  /** Marks a place's prize granted; answers false when it already was (another node got there first). */
  async markAwarded(tx: Db, competitionId: number, place: number, now: Date): Promise<boolean> {
    const rows = await tx
      .update(competitionResults)
      .set({ awardedAt: now })
      .where(
        and(
          eq(competitionResults.competitionId, competitionId),
          eq(competitionResults.place, place),
          isNull(competitionResults.awardedAt),
        ),
      )
      .returning({ place: competitionResults.place });
    return rows.length > 0;
  }

  results(
    executor: Db,
    competitionId: number,
    offset: number,
    limit: number,
    prizeOnly = false,
  ): Promise<ResultRow[]> {
    return executor
      .select()
      .from(competitionResults)
      .where(
        and(
          eq(competitionResults.competitionId, competitionId),
          prizeOnly ? sql`${competitionResults.prize} is not null` : undefined,
        ),
      )
      .orderBy(asc(competitionResults.place))
      .offset(offset)
      .limit(limit);
  }

  async resultCount(executor: Db, competitionId: number, prizeOnly = false): Promise<number> {
    const [row] = await executor
      .select({ count: sql<string>`count(*)` })
      .from(competitionResults)
      .where(
        and(
          eq(competitionResults.competitionId, competitionId),
          prizeOnly ? sql`${competitionResults.prize} is not null` : undefined,
        ),
      );
    return Number(row?.count ?? 0);
  }

  async resultOf(executor: Db, competitionId: number, playerId: number): Promise<ResultRow | undefined> {
    const [row] = await executor
      .select()
      .from(competitionResults)
      .where(
        and(eq(competitionResults.competitionId, competitionId), eq(competitionResults.playerId, playerId)),
      );
    return row;
  }

  /**
   * The competitions a player is or was in, the latest start first: closed ones only (`closedOnly`), those they won
   * a prize in (`winner`), of one kind; with their final place when closed.
   */
  async playerCompetitions(
    executor: Db,
    playerId: number,
    filter: {
      closedOnly?: boolean;
      winner?: boolean;
      kind?: CompetitionRow['kind'];
      offset: number;
      limit: number;
    },
  ): Promise<{
    total: number;
    rows: { competition: CompetitionRow; entry: CompetitionEntryRow; result: ResultRow | null }[];
  }> {
    const where = and(
      eq(competitionEntries.playerId, playerId),
      filter.closedOnly ? eq(competitions.lifecycle, 'finished') : undefined,
      filter.kind ? eq(competitions.kind, filter.kind) : undefined,
      filter.winner ? sql`${competitionResults.prize} is not null` : undefined,
    );
    // One query: the page, each row counting the rows the filter holds.
    const page = await withCompetitionAndResult(
      executor
        .select({
          competition: competitions,
          entry: competitionEntries,
          result: competitionResults,
          total: sql<string>`count(*) over ()`,
        })
        .from(competitionEntries)
        .$dynamic(),
    )
      .where(where)
      .orderBy(desc(competitions.startsAt))
      .offset(filter.offset)
      .limit(filter.limit);
    if (page[0] || filter.offset === 0) {
      return { total: Number(page[0]?.total ?? 0), rows: page };
    }
    // A page past the end: the count alone.
    const [count] = await withCompetitionAndResult(
      executor.select({ count: sql<string>`count(*)` }).from(competitionEntries).$dynamic(),
    ).where(where);
    return { total: Number(count?.count ?? 0), rows: [] };
  }

  // Notices.

  async optOut(tx: Db, playerId: number, now: Date): Promise<void> {
    await tx.insert(competitionNoticeOptOuts).values({ playerId, createdAt: now }).onConflictDoNothing();
  }

  async optedOut(executor: Db, playerIds: readonly number[]): Promise<Set<number>> {
    if (playerIds.length === 0) return new Set();
    const rows = await executor
      .select({ playerId: competitionNoticeOptOuts.playerId })
      .from(competitionNoticeOptOuts)
      .where(inArray(competitionNoticeOptOuts.playerId, [...playerIds]));
    return new Set(rows.map((row) => row.playerId));
  }

  #entryKey(competitionId: number, playerId: number) {
    return and(
      eq(competitionEntries.competitionId, competitionId),
      eq(competitionEntries.playerId, playerId),
    );
  }

  #attemptKey(competitionId: number, playerId: number, attempt: number) {
    return and(
      eq(competitionAttempts.competitionId, competitionId),
      eq(competitionAttempts.playerId, playerId),
      eq(competitionAttempts.attempt, attempt),
    );
  }
}
