import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { inBatches } from '../../platform/db/in-batches.ts';
import { rowsOf } from '../../platform/db/prepared.ts';
import { STAGE_SOURCE_PREFIX, type StageWindow } from './competition-stages.ts';
import {
  type AwardRow,
  type CompetitionRow,
  competitionAwards,
  competitionStageResults,
  competitions,
} from './competitions.schema.ts';
import type { RankedEntry } from './leaderboard.ts';

export type StageResultRow = typeof competitionStageResults.$inferSelect;
export type AwardDraft = Omit<AwardRow, 'awardedAt'>;

/** Which rows of a stage's board to read: a range of places, or one player's. */
type StageRange = { from: number; to: number } | { playerId: number };

interface RawStageRow {
  position: number | string;
  player_id: number | string;
  display_name: string;
  points: number | string;
  rounds: number | string;
}

/**
 * The SQL of stages and of the prizes beside the main table (decision 035). A stage's board is not kept: it is the
 * competition's scored rows of the stage's window summed per player (the scores' time index reads just the window),
 * ranked by points, then the earlier reach of them, then the player. Rows carrying stage points are left out.
 */
export class StagesRepository {
  readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** Rows of a stage's board with their places. */
  async board(
    executor: Db,
    competitionId: number,
    window: StageWindow,
    range: StageRange,
  ): Promise<RankedEntry[]> {
    const pick =
      'playerId' in range
        ? sql`r.player_id = ${range.playerId}`
        : sql`r.position between ${range.from} and ${range.to}`;
    const rows = rowsOf<RawStageRow>(
      await executor.execute(sql`
        with board as (
          select s.player_id, sum(s.points) as points, count(*) as rounds,
            max(s.occurred_at) filter (where s.points > 0) as reached_at
          from competition_scores s
          where s.competition_id = ${competitionId} and s.status = 'scored'
            and s.occurred_at >= ${window.startsAt.toISOString()}::timestamptz
            and s.occurred_at < ${window.endsAt.toISOString()}::timestamptz
            and not starts_with(s.source, ${STAGE_SOURCE_PREFIX})
          group by s.player_id
          having sum(s.points) > 0),
        ranked as (
          select board.*, row_number() over (order by points desc, reached_at, player_id) as position
          from board)
        select r.position, r.player_id, e.display_name, r.points, r.rounds
        from ranked r
        join competition_entries e on e.competition_id = ${competitionId} and e.player_id = r.player_id
        where ${pick}
        order by r.position`),
    );
    return rows.map((row) => ({
      position: Number(row.position),
      playerId: Number(row.player_id),
      displayName: row.display_name,
      points: Number(row.points),
      rounds: Number(row.rounds),
    }));
  }

  /** Running competitions with a stage whose end has passed `before` and that has not closed. */
  due(executor: Db, before: Date): Promise<CompetitionRow[]> {
    return executor
      .select()
      .from(competitions)
      .where(
        and(
          eq(competitions.lifecycle, 'scheduled'),
          sql`${competitions.stagesClosed} < ${competitions.stages} - 1`,
          sql`${competitions.startsAt} + (${competitions.endsAt} - ${competitions.startsAt}) * (${competitions.stagesClosed} + 1) / ${competitions.stages} <= ${before.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(asc(competitions.id));
  }

  async markClosed(tx: Db, competitionId: number, stage: number): Promise<void> {
    await tx.update(competitions).set({ stagesClosed: stage }).where(eq(competitions.id, competitionId));
  }

  /** Freezes a stage's places; a second call for the same stage writes nothing. */
  async freeze(tx: Db, rows: readonly StageResultRow[]): Promise<void> {
    await inBatches(rows, (batch) => tx.insert(competitionStageResults).values(batch).onConflictDoNothing());
  }

  /** A player's places in the closed stages, the first stage first. */
  playerStages(executor: Db, competitionId: number, playerId: number): Promise<StageResultRow[]> {
    return executor
      .select()
      .from(competitionStageResults)
      .where(
        and(
          eq(competitionStageResults.competitionId, competitionId),
          eq(competitionStageResults.playerId, playerId),
        ),
      )
      .orderBy(asc(competitionStageResults.stage));
  }

  // Prizes beside the main table.

  /** Writes prizes to grant; one already written for its competition, award, stage and place stays as it was. */
  async addAwards(tx: Db, awards: readonly AwardDraft[]): Promise<void> {
    await inBatches(awards, (batch) =>
      tx
        .insert(competitionAwards)
        .values(batch.map((award) => ({ ...award, awardedAt: null })))
        .onConflictDoNothing(),
    );
  }

  /** Prizes not granted yet, of one competition, a batch at a time. */
  unawarded(executor: Db, competitionId: number, limit: number): Promise<AwardRow[]> {
    return executor
      .select()
      .from(competitionAwards)
      .where(and(eq(competitionAwards.competitionId, competitionId), isNull(competitionAwards.awardedAt)))
      .orderBy(asc(competitionAwards.stage), asc(competitionAwards.award), asc(competitionAwards.place))
      .limit(limit);
  }

  /** Competitions that have a prize not granted yet (a crash between a stage's close and its payout). */
  async withUnawarded(executor: Db): Promise<number[]> {
    const rows = await executor
      .selectDistinct({ id: competitionAwards.competitionId })
      .from(competitionAwards)
      .where(isNull(competitionAwards.awardedAt));
    return rows.map((row) => row.id);
  }

  /** Marks a prize granted; answers false when it already was (another node got there first). */
  async markAwarded(
    tx: Db,
    award: Pick<AwardRow, 'competitionId' | 'award' | 'stage' | 'place'>,
    now: Date,
  ): Promise<boolean> {
    const rows = await tx
      .update(competitionAwards)
      .set({ awardedAt: now })
      .where(
        and(
          eq(competitionAwards.competitionId, award.competitionId),
          eq(competitionAwards.award, award.award),
          eq(competitionAwards.stage, award.stage),
          eq(competitionAwards.place, award.place),
          isNull(competitionAwards.awardedAt),
        ),
      )
      .returning({ place: competitionAwards.place });
    return rows.length > 0;
  }

  /** A player's prizes beside the main table. */
  playerAwards(executor: Db, competitionId: number, playerId: number): Promise<AwardRow[]> {
    return executor
      .select()
      .from(competitionAwards)
      .where(
        and(eq(competitionAwards.competitionId, competitionId), eq(competitionAwards.playerId, playerId)),
      );
  }
}
