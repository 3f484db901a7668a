import {
  type ActiveStage,
  type BoardRow,
  COMPETITION_NEIGHBOURS,
  type CompetitionPlayerData,
  type Language,
  type Prize,
  type PrizeView,
} from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { isStaged, stageAt, stageWindow } from './competition-stages.ts';
import type { CompetitionRow } from './competitions.schema.ts';
import type { RankedEntry } from './leaderboard.ts';
import { prizeFor } from './prize-tables.ts';
import type { StagesRepository } from './stages.repository.ts';

type PlayerStages = Pick<
  CompetitionPlayerData,
  'activeStageData' | 'activeStageDataWithCompetitors' | 'completedStagesData'
>;

const NO_STAGES: PlayerStages = {
  activeStageData: null,
  activeStageDataWithCompetitors: [],
  completedStagesData: [],
};

/** Stages as the site reads them (decision 035): the stage being played with its board, a player's stages. */
export class StageViews {
  readonly #stages: StagesRepository;
  readonly #clock: Clock;
  readonly #prize: (prize: Prize | null, lang: Language) => Promise<PrizeView | null>;

  constructor(deps: {
    stages: StagesRepository;
    clock: Clock;
    prize: (prize: Prize | null, lang: Language) => Promise<PrizeView | null>;
  }) {
    this.#stages = deps.stages;
    this.#clock = deps.clock;
    this.#prize = deps.prize;
  }

  /** The stage being played, with its `top` places (null: no stages, or none being played). */
  async active(
    row: CompetitionRow,
    lang: Language,
    top: number,
    playerId?: number,
  ): Promise<ActiveStage | null> {
    const window = this.#window(row);
    if (!window) return null;
    const places =
      top === 0 ? [] : await this.#stages.board(this.#stages.db, row.id, window, { from: 1, to: top });
    return {
      stage: window.stage,
      stages: row.stages,
      dateStart: window.startsAt.toISOString(),
      dateEnd: window.endsAt.toISOString(),
      mainTableData: await this.#rows(row, places, lang, playerId),
    };
  }

  /**
   * The player in the stage being played (their place and the rows around it) and in the stages that closed; nothing
   * for a player who is not in the competition.
   */
  async player(
    executor: Db,
    row: CompetitionRow,
    player: { id: number; entered: boolean },
    lang: Language,
  ): Promise<PlayerStages> {
    if (!isStaged(row) || !player.entered) return NO_STAGES;
    const playerId = player.id;
    const window = this.#window(row);
    const [own] = window ? await this.#stages.board(executor, row.id, window, { playerId }) : [];
    const around =
      window && own
        ? await this.#stages.board(executor, row.id, window, {
            from: Math.max(own.position - COMPETITION_NEIGHBOURS, 1),
            to: own.position + COMPETITION_NEIGHBOURS,
          })
        : [];
    return {
      activeStageData: window
        ? { stage: window.stage, position: own?.position ?? null, points: own?.points ?? 0 }
        : null,
      activeStageDataWithCompetitors: await this.#rows(row, around, lang, playerId),
      completedStagesData: await this.#completed(executor, row, playerId, lang),
    };
  }

  async #completed(
    executor: Db,
    row: CompetitionRow,
    playerId: number,
    lang: Language,
  ): Promise<CompetitionPlayerData['completedStagesData']> {
    if (row.stagesClosed === 0) return [];
    const [results, awards] = await Promise.all([
      this.#stages.playerStages(executor, row.id, playerId),
      this.#stages.playerAwards(executor, row.id, playerId),
    ]);
    const prizeOf = (stage: number, award: 'stage' | 'stage-tickets') =>
      this.#prize(awards.find((row) => row.stage === stage && row.award === award)?.prize ?? null, lang);
    return Promise.all(
      Array.from({ length: row.stagesClosed }, async (_, index) => {
        const window = stageWindow(row, index + 1);
        const result = results.find((result) => result.stage === window.stage);
        return {
          stage: window.stage,
          dateStart: window.startsAt.toISOString(),
          dateEnd: window.endsAt.toISOString(),
          position: result?.place ?? null,
          points: result?.points ?? 0,
          stagePoints: result?.stagePoints ?? 0,
          prize: await prizeOf(window.stage, 'stage'),
          ticketPrize: await prizeOf(window.stage, 'stage-tickets'),
        };
      }),
    );
  }

  #window(row: CompetitionRow) {
    return row.lifecycle === 'finished' ? null : stageAt(row, this.#clock.now());
  }

  #rows(
    row: CompetitionRow,
    places: readonly RankedEntry[],
    lang: Language,
    playerId?: number,
  ): Promise<BoardRow[]> {
    return Promise.all(
      places.map(async (place) => ({
        position: place.position,
        login: place.displayName,
        points: place.points,
        roundsPlayed: place.rounds,
        prize: await this.#prize(prizeFor(row.stagePrizes, place.position), lang),
        isCurrent: place.playerId === playerId,
      })),
    );
  }
}
