import type {
  BoardRow,
  BrandId,
  Competition,
  CompetitionKind,
  CompetitionPlayerData,
  CompetitionProduct,
  CompetitionState,
  Language,
  PlayerCompetition,
} from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import { competitionState } from './competition-rules.ts';
import type { CompetitionViews } from './competition-view.ts';
import { competitionErrors } from './competitions.errors.ts';
import type { CompetitionsRepository } from './competitions.repository.ts';
import type { CompetitionRow } from './competitions.schema.ts';
import { runsIn } from './entrants.ts';

/** Closed competitions a kind's list shows after the running and coming ones. */
const CLOSED_IN_LIST = 6;
const STATE_ORDER: Record<CompetitionState, number> = { active: 0, soon: 1, closed: 2 };

interface Page {
  offset: number;
  limit: number;
}

/**
 * The reads of competitions (decision 034): lists by kind and state, one with its board, the competition counting a
 * game, histories and the player's own. Only competitions running in this process's brand exist for its players.
 */
export class CompetitionQueries {
  readonly #repository: CompetitionsRepository;
  readonly #views: CompetitionViews;
  readonly #clock: Clock;
  readonly #brand: BrandId;

  constructor(deps: {
    repository: CompetitionsRepository;
    views: CompetitionViews;
    clock: Clock;
    brand: BrandId;
  }) {
    this.#repository = deps.repository;
    this.#views = deps.views;
    this.#clock = deps.clock;
    this.#brand = deps.brand;
  }

  get views(): CompetitionViews {
    return this.#views;
  }

  /**
   * Every competition of this brand, of a kind when given, counting casino games unless another product is asked
   * for (the spec's tournament calls are the casino's; the sportsbook's leaderboard lists its own).
   */
  async #rows(
    kind?: CompetitionKind,
    product: CompetitionProduct | 'any' = 'casino',
  ): Promise<CompetitionRow[]> {
    const rows = await this.#repository.all();
    return rows.filter(
      (row) =>
        runsIn(row, this.#brand) &&
        (kind === undefined || row.kind === kind) &&
        (product === 'any' || row.product === product),
    );
  }

  #state(row: CompetitionRow): CompetitionState {
    return row.lifecycle === 'finished' ? 'closed' : competitionState(row, this.#clock.now());
  }

  /** Running ones first (the soonest end first), then coming ones (the soonest start first), then the last closed. */
  async list(
    filter: { kind?: CompetitionKind; state?: CompetitionState; product?: CompetitionProduct },
    lang: Language,
    playerId?: number,
  ): Promise<Competition[]> {
    const rows = (await this.#rows(filter.kind, filter.product ?? 'any')).filter(
      (row) => filter.state === undefined || this.#state(row) === filter.state,
    );
    const sorted = rows.sort((a, b) => {
      const order = STATE_ORDER[this.#state(a)] - STATE_ORDER[this.#state(b)];
      if (order !== 0) return order;
      if (this.#state(a) === 'active') return a.endsAt.getTime() - b.endsAt.getTime();
      if (this.#state(a) === 'soon') return a.startsAt.getTime() - b.startsAt.getTime();
      return b.endsAt.getTime() - a.endsAt.getTime();
    });
    const closed = sorted.filter((row) => this.#state(row) === 'closed').slice(0, CLOSED_IN_LIST);
    const shown = [...sorted.filter((row) => this.#state(row) !== 'closed'), ...closed];
    return this.#views.many(shown, lang, undefined, playerId);
  }

  /** A competition of this brand by id or slug; 404 for any other. */
  async find(key: { id: number } | { slug: string }): Promise<CompetitionRow> {
    const row =
      'id' in key
        ? await this.#repository.byId(this.#repository.db, key.id)
        : await this.#repository.bySlug(this.#repository.db, key.slug);
    if (!row || !runsIn(row, this.#brand)) throw competitionErrors.notFound('id' in key ? key.id : key.slug);
    return row;
  }

  async one(row: CompetitionRow, lang: Language, playerId?: number) {
    return {
      data: await this.#views.one(row, lang, 10, playerId),
      playerData: playerId === undefined ? null : await this.playerData(row, playerId, lang),
    };
  }

  playerData(row: CompetitionRow, playerId: number, lang: Language): Promise<CompetitionPlayerData> {
    return this.#views.playerData(this.#repository.db, row, playerId, lang);
  }

  /** The running competition counting a game (of a mode when asked; a promo tournament only when `promo`). */
  async forGame(
    gameSlug: string,
    options: { mode?: CompetitionRow['mode']; promo?: boolean },
  ): Promise<CompetitionRow | undefined> {
    const now = this.#clock.now();
    const rows = (await this.#rows(options.promo ? 'promo' : undefined)).filter(
      (row) =>
        row.lifecycle === 'scheduled' &&
        competitionState(row, now) === 'active' &&
        (row.gameSlugs.length === 0 || row.gameSlugs.includes(gameSlug)) &&
        (options.mode === undefined || row.mode === options.mode),
    );
    // A competition naming the game beats one counting every game; then the one ending first.
    return rows.sort(
      (a, b) =>
        Number(a.gameSlugs.length === 0) - Number(b.gameSlugs.length === 0) ||
        a.endsAt.getTime() - b.endsAt.getTime(),
    )[0];
  }

  /** Competitions not started yet, the soonest first. */
  async next(kind: CompetitionKind | undefined, page: Page, lang: Language, small: boolean) {
    const now = this.#clock.now();
    const rows = (await this.#rows(kind))
      .filter((row) => row.lifecycle === 'scheduled' && competitionState(row, now) === 'soon')
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    return {
      data: await this.#views.many(
        rows.slice(page.offset, page.offset + page.limit),
        lang,
        small ? 0 : undefined,
      ),
      total: rows.length,
    };
  }

  /** Closed competitions, the last finished first, with their winners. */
  async history(kind: CompetitionKind | undefined, page: Page, lang: Language) {
    const rows = (await this.#rows(kind))
      .filter((row) => row.lifecycle === 'finished')
      .sort((a, b) => b.endsAt.getTime() - a.endsAt.getTime());
    return {
      data: await this.#views.many(rows.slice(page.offset, page.offset + page.limit), lang),
      total: rows.length,
    };
  }

  /** A board page: by points, or by the best round's multiplier; only the prize places when asked. */
  async winners(
    row: CompetitionRow,
    query: { type: 'points' | 'coefficients'; prizeOnly?: boolean } & Page,
    lang: Language,
    playerId?: number,
  ): Promise<{ data: BoardRow[]; total: number }> {
    const db = this.#repository.db;
    if (query.type === 'coefficients') {
      const rows = await this.#repository.boardByMultiplier(db, row.id, query.offset, query.limit);
      return {
        data: rows.map((entry, index) => ({
          position: query.offset + index + 1,
          login: entry.displayName,
          points: entry.bestMultiplier,
          roundsPlayed: entry.rounds,
          prize: null,
          isCurrent: entry.playerId === playerId,
        })),
        total: rows.length + query.offset,
      };
    }
    if (row.lifecycle === 'finished') {
      const results = await this.#repository.results(db, row.id, query.offset, query.limit, query.prizeOnly);
      return {
        data: await Promise.all(results.map((result) => this.#views.resultRow(result, lang, playerId))),
        total: await this.#repository.resultCount(db, row.id, query.prizeOnly),
      };
    }
    const prizePlaces = Math.max(0, ...row.prizes.map((range) => range.toPlace));
    const limit = query.prizeOnly
      ? Math.max(0, Math.min(query.limit, prizePlaces - query.offset))
      : query.limit;
    const [data, size] = await Promise.all([
      limit === 0 ? Promise.resolve([]) : this.#views.board(row, query.offset, limit, lang, playerId),
      this.#repository.size(db, row.id),
    ]);
    return { data, total: query.prizeOnly ? Math.min(size, prizePlaces) : size };
  }

  /** The competitions a player is or was in. */
  async ofPlayer(
    playerId: number,
    filter: { closedOnly?: boolean; winner?: boolean; kind?: CompetitionKind } & Page,
    lang: Language,
  ): Promise<{ data: PlayerCompetition[]; total: number }> {
    const { total, rows } = await this.#repository.playerCompetitions(this.#repository.db, playerId, filter);
    const visible = rows.filter((row) => runsIn(row.competition, this.#brand));
    const views = await this.#views.many(
      visible.map((row) => row.competition),
      lang,
      0,
    );
    const data = await Promise.all(
      visible.map(async (row, index) => ({
        competition: views[index] as Competition,
        position: row.result?.place ?? null,
        points: row.entry.points,
        prize: await this.#views.prize(row.result?.prize ?? null, lang),
      })),
    );
    return { data, total };
  }
}
