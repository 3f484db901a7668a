import {
  type BoardRow,
  COMPETITION_CARD_TOP,
  COMPETITION_NEIGHBOURS,
  type Competition,
  type CompetitionPlayerData,
  type Language,
  type LocalizedText,
  type Prize,
  type PrizeView,
} from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Rewards } from '../rewards/index.ts';
import { prizeView } from '../rewards/index.ts';
import { competitionState } from './competition-rules.ts';
import type { CompetitionsRepository, ResultRow } from './competitions.repository.ts';
import type { CompetitionRow, PrizeRange } from './competitions.schema.ts';
import type { Leaderboard, RankedEntry } from './leaderboard.ts';
import { prizeFor, prizeFund } from './prize-tables.ts';
import { StageViews } from './stage-view.ts';
import type { StagesRepository } from './stages.repository.ts';

/**
 * Competitions as the site reads them (decision 034): a row with its state, games, rules, prize table and top
 * places; a player's part in one; boards' rows with their prizes, in the reader's language.
 */
export class CompetitionViews {
  readonly #repository: CompetitionsRepository;
  readonly #board: Leaderboard;
  readonly #rewards: Pick<Rewards, 'titleOf'>;
  readonly #clock: Clock;
  readonly #gameIds: (slugs: readonly string[]) => Promise<number[]>;
  readonly #stages: StageViews;

  constructor(deps: {
    repository: CompetitionsRepository;
    stages: StagesRepository;
    board: Leaderboard;
    rewards: Pick<Rewards, 'titleOf'>;
    clock: Clock;
    gameIds: (slugs: readonly string[]) => Promise<number[]>;
  }) {
    this.#repository = deps.repository;
    this.#board = deps.board;
    this.#rewards = deps.rewards;
    this.#clock = deps.clock;
    this.#gameIds = deps.gameIds;
    this.#stages = new StageViews({
      stages: deps.stages,
      clock: deps.clock,
      prize: (prize, lang) => this.prize(prize, lang),
    });
  }

  /** A prize in the reader's language. */
  async prize(prize: Prize | null, lang: Language): Promise<PrizeView | null> {
    return prize && prizeView(prize, await this.#rewards.titleOf(prize), lang);
  }

  async prizeTitle(prize: Prize): Promise<LocalizedText> {
    return this.#rewards.titleOf(prize);
  }

  /** Competitions with their top places (`top` of them; 0 for the small lists). */
  async many(
    rows: readonly CompetitionRow[],
    lang: Language,
    top = COMPETITION_CARD_TOP,
    playerId?: number,
  ): Promise<Competition[]> {
    const totals = await this.#repository.totals(
      this.#repository.db,
      rows.map((row) => row.id),
    );
    return Promise.all(rows.map((row) => this.#one(row, lang, top, totals.get(row.id), playerId)));
  }

  async one(row: CompetitionRow, lang: Language, top: number, playerId?: number): Promise<Competition> {
    const [view] = await this.many([row], lang, top, playerId);
    if (!view) throw new Error(`competition ${row.id} not viewed`);
    return view;
  }

  async #one(
    row: CompetitionRow,
    lang: Language,
    top: number,
    totals: { participants: number; points: number } | undefined,
    playerId?: number,
  ): Promise<Competition> {
    const state = competitionState(row, this.#clock.now());
    const finished = row.lifecycle === 'finished';
    const [table, participants, gamesIds, prizes, stagePrizes, ticketPrizes, additionalPrizes] =
      await Promise.all([
        top === 0 ? Promise.resolve([]) : this.board(row, 0, top, lang, playerId),
        finished
          ? this.#repository.resultCount(this.#repository.db, row.id)
          : Promise.resolve(totals?.participants ?? 0),
        this.#gameIds(row.gameSlugs),
        this.#ranges(row.prizes, lang),
        this.#ranges(row.stagePrizes, lang),
        this.#ranges(row.stageLotteryTicketPrizes, lang),
        this.#ranges(row.additionalPrizes, lang),
      ]);
    return {
      id: row.id,
      slug: row.slug,
      type: row.kind,
      tournamentMode: row.mode,
      product: row.product,
      state,
      title: row.title[lang],
      description: row.description[lang],
      dateStart: row.startsAt.toISOString(),
      dateEnd: row.endsAt.toISOString(),
      gamesIds,
      provider: row.provider,
      promoData:
        row.kind === 'promo'
          ? { dateStart: row.startsAt.toISOString(), dateEnd: row.endsAt.toISOString(), leaderboard: table }
          : null,
      currency: row.currency,
      minBet: row.minBet,
      maxBet: row.maxBet,
      countsBonusMoney: row.countsBonusMoney,
      isAutoSubscription: row.autoSubscribe,
      outplay:
        row.attempts !== null && row.attemptRounds !== null
          ? { attempts: row.attempts, rounds: row.attemptRounds }
          : null,
      prizes,
      stages: row.stages,
      activeStageData: await this.#stages.active(row, lang, top, playerId),
      stagePoints: row.stagePoints,
      stagePrizes,
      stageLotteryTicketPrizes: ticketPrizes,
      additionalPrizes,
      jackpot: row.jackpot && {
        multiplier: row.jackpot.multiplier,
        prize: (await this.prize(row.jackpot.prize, lang)) as PrizeView,
      },
      points: totals?.points ?? 0,
      prizeFund: prizeFund(row.prizes),
      participants,
      mainTableData: table,
    };
  }

  /** A prize table in the reader's language. */
  #ranges(ranges: readonly PrizeRange[], lang: Language) {
    return Promise.all(
      ranges.map(async (range) => ({
        fromPlace: range.fromPlace,
        toPlace: range.toPlace,
        prize: (await this.prize(range.prize, lang)) as PrizeView,
      })),
    );
  }

  /** A page of the board: live for a running competition, the final places for a closed one. */
  async board(
    row: CompetitionRow,
    offset: number,
    limit: number,
    lang: Language,
    playerId?: number,
  ): Promise<BoardRow[]> {
    if (row.lifecycle === 'finished') {
      const results = await this.#repository.results(this.#repository.db, row.id, offset, limit);
      return Promise.all(results.map((result) => this.resultRow(result, lang, playerId)));
    }
    const entries = await this.#board.top(row.id, offset, limit);
    return Promise.all(entries.map((entry) => this.#liveRow(row, entry, lang, playerId)));
  }

  async resultRow(result: ResultRow, lang: Language, playerId?: number): Promise<BoardRow> {
    return {
      position: result.place,
      login: result.displayName,
      points: result.points,
      roundsPlayed: result.rounds,
      prize: await this.prize(result.prize, lang),
      isCurrent: result.playerId === playerId,
    };
  }

  async #liveRow(
    row: CompetitionRow,
    entry: RankedEntry,
    lang: Language,
    playerId?: number,
  ): Promise<BoardRow> {
    return {
      position: entry.position,
      login: entry.displayName,
      points: entry.points,
      roundsPlayed: entry.rounds,
      prize: await this.prize(prizeFor(row.prizes, entry.position), lang),
      isCurrent: entry.playerId === playerId,
    };
  }

  /** The player's part in a competition: their place, points, neighbours and a race's attempts. */
  async playerData(
    executor: Db,
    row: CompetitionRow,
    playerId: number,
    lang: Language,
  ): Promise<CompetitionPlayerData> {
    const entry = await this.#repository.entry(executor, row.id, playerId);
    const state = competitionState(row, this.#clock.now());
    const finished = row.lifecycle === 'finished';
    const result = finished ? await this.#repository.resultOf(executor, row.id, playerId) : undefined;
    const position = finished
      ? (result?.place ?? null)
      : entry
        ? await this.#board.position(row.id, playerId)
        : null;
    const attempts = entry ? await this.#repository.attemptsOf(executor, row.id, playerId) : [];
    const best = attempts.reduce<(typeof attempts)[number] | undefined>(
      (top, attempt) => (top === undefined || attempt.points > top.points ? attempt : top),
      undefined,
    );
    const current = attempts.find((attempt) => attempt.attempt === entry?.attempt);
    const playing = state === 'active' && !finished;
    const withOutplay = row.attempts !== null;
    const neighbours =
      position === null || entry?.points === 0
        ? []
        : await this.board(
            row,
            Math.max(position - 1 - COMPETITION_NEIGHBOURS, 0),
            COMPETITION_NEIGHBOURS * 2 + 1,
            lang,
            playerId,
          );
    return {
      isSubscribed: entry !== undefined,
      isAvailableToPlay: playing && (withOutplay ? current?.status === 'active' : true),
      isAutoSubscription: row.autoSubscribe,
      position: entry?.points === 0 && !finished ? null : position,
      points: entry?.points ?? 0,
      roundsPlayed: entry?.rounds ?? 0,
      mainTableData: neighbours,
      outplayAttempts: withOutplay
        ? await Promise.all(
            attempts.map(async (attempt) => ({
              attempt: attempt.attempt,
              bet_count: attempt.rounds,
              isAccepted: attempt === best && attempt.points > 0,
              points: attempt.points,
              position: attempt === best ? position : null,
              prize:
                attempt === best && position !== null
                  ? await this.prize(prizeFor(row.prizes, position), lang)
                  : null,
              status: attempt.status,
            })),
          )
        : [],
      canIncreaseAttempt:
        playing &&
        withOutplay &&
        current?.status === 'finished' &&
        (entry?.attempt ?? 0) < (row.attempts ?? 0),
      prize: finished && result ? await this.prize(result.prize, lang) : null,
      ...(await this.#stages.player(executor, row, { id: playerId, entered: entry !== undefined }, lang)),
    };
  }
}
