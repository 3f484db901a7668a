import type { Currency } from '@casino/contracts';
import type { Db } from '../../platform/db/database.ts';
import { takesCurrency } from './competition-rules.ts';
import type { CompetitionsRepository } from './competitions.repository.ts';
import type { CompetitionRow } from './competitions.schema.ts';

/** How stale the scorer's list of competitions may be: a new one counts stakes within a few seconds. */
const REFRESH_MS = 2_000;

/**
 * The competitions not finished yet, as the scorer reads them for every stake: kept in memory and read again every
 * few seconds or when this node changed one (`invalidate`).
 */
export class ScheduledCompetitions {
  readonly #repository: CompetitionsRepository;
  #rows: CompetitionRow[] = [];
  #loadedAt = Number.NEGATIVE_INFINITY;
  #loading: Promise<CompetitionRow[]> | null = null;

  constructor(repository: CompetitionsRepository) {
    this.#repository = repository;
  }

  invalidate(): void {
    this.#loadedAt = Number.NEGATIVE_INFINITY;
    this.#loading = null;
  }

  /** Those counting this game for a player of this currency (any time: the caller checks the stake's time). */
  async counting(executor: Db, gameSlug: string, currency: Currency): Promise<CompetitionRow[]> {
    const rows = await this.#current(executor);
    return rows.filter(
      (row) =>
        row.product === 'casino' &&
        (row.gameSlugs.length === 0 || row.gameSlugs.includes(gameSlug)) &&
        takesCurrency(row, currency),
    );
  }

  /** Those counting sports bets of a player of this currency. */
  async countingSports(executor: Db, currency: Currency): Promise<CompetitionRow[]> {
    const rows = await this.#current(executor);
    return rows.filter((row) => row.product === 'sports' && takesCurrency(row, currency));
  }

  /** Read in the caller's transaction when stale: the embedded database has one connection, which it holds. */
  async #current(executor: Db): Promise<CompetitionRow[]> {
    if (Date.now() - this.#loadedAt < REFRESH_MS) return this.#rows;
    this.#loading ??= this.#repository.scheduled(executor).finally(() => {
      this.#loading = null;
    });
    const started = Date.now();
    this.#rows = await this.#loading;
    this.#loadedAt = started;
    return this.#rows;
  }
}
