import type { CompetitionRow, StagePointsRange } from './competitions.schema.ts';

/** What the stage rules read of a competition. */
export type StagedCompetition = Pick<CompetitionRow, 'startsAt' | 'endsAt' | 'stages'>;

/** A stage's window: from its start (inclusive) to its end (exclusive). */
export interface StageWindow {
  stage: number;
  startsAt: Date;
  endsAt: Date;
}

/** Whether a competition is cut into stages (decision 035). */
export function isStaged(competition: Pick<CompetitionRow, 'stages'>): boolean {
  return competition.stages > 1;
}

/**
 * Stage `stage` (1-based) of a competition: its time cut into equal stages, each boundary rounded down to the
 * millisecond so the stages tile the competition without a gap, the last ending with it.
 */
export function stageWindow(competition: StagedCompetition, stage: number): StageWindow {
  const start = competition.startsAt.getTime();
  const length = competition.endsAt.getTime() - start;
  const boundary = (n: number) => start + Math.floor((length * n) / competition.stages);
  return {
    stage,
    startsAt: new Date(boundary(stage - 1)),
    endsAt: stage === competition.stages ? competition.endsAt : new Date(boundary(stage)),
  };
}

/** The stage being played at a moment (null: the competition has no stages, or is not running then). */
export function stageAt(competition: StagedCompetition, at: Date): StageWindow | null {
  if (!isStaged(competition) || at < competition.startsAt || at >= competition.endsAt) return null;
  for (let stage = 1; stage <= competition.stages; stage += 1) {
    const window = stageWindow(competition, stage);
    if (at < window.endsAt) return window;
  }
  return null;
}

/** What a stage's place adds to the main table (0: nothing). */
export function stagePointsFor(table: readonly StagePointsRange[], place: number): number {
  return table.find((range) => range.fromPlace <= place && place <= range.toPlace)?.points ?? 0;
}

/** How the score rows that carry stages' points begin: a stage's board counts only what was played in it. */
export const STAGE_SOURCE_PREFIX = 'stage:';

/** The source of the score row that carries a stage's points to a player's main table row: one per stage and player. */
export function stageSource(stage: number, playerId: number): string {
  return `${STAGE_SOURCE_PREFIX}${stage}:${playerId}`;
}
