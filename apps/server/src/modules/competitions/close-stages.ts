import { domainEvent } from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { appendOutboxEvents } from '../../platform/events/append-outbox-events.ts';
import { type StageWindow, stagePointsFor, stageSource, stageWindow } from './competition-stages.ts';
import type { CompetitionsRepository } from './competitions.repository.ts';
import type { CompetitionEntryRow, CompetitionRow } from './competitions.schema.ts';
import type { Leaderboard } from './leaderboard.ts';
import type { CompetitionPayout } from './prize-payout.ts';
import { prizeFor } from './prize-tables.ts';
import type { AwardDraft, StagesRepository } from './stages.repository.ts';

/** Every place of a stage's board. */
const WHOLE_BOARD = { from: 1, to: 2_147_483_647 };

interface Deps {
  db: Db;
  clock: Clock;
  repository: CompetitionsRepository;
  stages: StagesRepository;
  board: Leaderboard;
  payout: Pick<CompetitionPayout, 'payAwards'>;
  /** Whether the competitions' reader has counted everything up to a moment (the relay's word). */
  handledUntil: (until: Date) => Promise<boolean>;
  /** How long after a stage's end it waits: stakes made just before are still on their way. */
  graceMs: number;
}

/**
 * Closes the stages of staged competitions (decision 035), each once its end and the grace have passed and the
 * reader has counted every stake up to its end: in one transaction the stage's places are frozen, the stage points
 * its places earned are added to the main table (a score row per player and stage, so the main table still
 * rebuilds from its scores), its prizes are written to grant, and `stageChanged` goes out. Then its prizes are paid.
 */
export class StageCloser {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** Closes the stages that are due in running competitions and pays any prize left unpaid by a crash. */
  async run(): Promise<void> {
    const { db, clock, stages, repository, payout, graceMs } = this.#deps;
    const before = new Date(clock.now().getTime() - graceMs);
    for (const competition of await stages.due(db, before)) {
      let last = competition.stagesClosed;
      while (last + 1 < competition.stages && stageWindow(competition, last + 1).endsAt <= before) last += 1;
      await this.closeThrough(competition, last);
    }
    for (const id of await stages.withUnawarded(db)) {
      const competition = await repository.byId(db, id);
      if (competition) await payout.payAwards(competition);
    }
  }

  /** Closes stages up to `last`, in order; answers whether they all are closed (false: the reader is behind). */
  async closeThrough(competition: CompetitionRow, last: number): Promise<boolean> {
    const { db, repository, board, payout } = this.#deps;
    for (let stage = competition.stagesClosed + 1; stage <= last; stage += 1) {
      const window = stageWindow(competition, stage);
      if (!(await this.#deps.handledUntil(window.endsAt))) return false;
      const changed = await db.transaction(async (tx) => {
        const locked = await repository.lock(tx, competition.id);
        if (!locked || locked.stagesClosed >= stage || locked.lifecycle !== 'scheduled') return [];
        return this.#close(tx, locked, window);
      });
      if (changed.length > 0) await board.changed(competition.id, changed);
      await payout.payAwards(competition);
    }
    return true;
  }

  async #close(tx: Db, competition: CompetitionRow, window: StageWindow): Promise<CompetitionEntryRow[]> {
    const { repository, stages } = this.#deps;
    const { stage } = window;
    const places = await stages.board(tx, competition.id, window, WHOLE_BOARD);
    const results = places.map((row) => ({
      competitionId: competition.id,
      stage,
      place: row.position,
      playerId: row.playerId,
      displayName: row.displayName,
      points: row.points,
      stagePoints: stagePointsFor(competition.stagePoints, row.position),
    }));
    await stages.freeze(tx, results);
    const awards: AwardDraft[] = [];
    for (const { stagePoints: _stagePoints, ...base } of results) {
      const result = base;
      const prize = prizeFor(competition.stagePrizes, result.place);
      const tickets = prizeFor(competition.stageLotteryTicketPrizes, result.place);
      if (prize) awards.push({ ...base, award: 'stage', prize });
      if (tickets) awards.push({ ...base, award: 'stage-tickets', prize: tickets });
    }
    await stages.addAwards(tx, awards);
    const changed: CompetitionEntryRow[] = [];
    for (const result of results) {
      if (result.stagePoints === 0) continue;
      const fresh = await repository.addScore(tx, {
        competitionId: competition.id,
        source: stageSource(stage, result.playerId),
        playerId: result.playerId,
        attempt: 1,
        stake: 0,
        bonusStake: 0,
        points: result.stagePoints,
        status: 'scored',
        occurredAt: window.endsAt,
      });
      if (!fresh) continue;
      changed.push(
        await repository.addPoints(
          tx,
          competition,
          { playerId: result.playerId, attempt: 1 },
          { delta: result.stagePoints, rounds: 0, multiplier: 0, at: window.endsAt },
        ),
      );
    }
    await stages.markClosed(tx, competition.id, stage);
    await appendOutboxEvents(tx, [
      domainEvent('CompetitionStageClosed', null, {
        competitionId: competition.id,
        slug: competition.slug,
        kind: competition.kind,
        title: competition.title,
        closedStage: stage,
        stage: stage < competition.stages ? stage + 1 : null,
        stages: competition.stages,
      }),
    ]);
    return changed;
  }
}
