import type { Db } from '../../platform/db/database.ts';
import type { BoardEntry, CompetitionsRepository } from './competitions.repository.ts';

/** What orders a row on the board. */
export type PlaceKey = Pick<BoardEntry, 'points' | 'reachedAt'>;

/** A row's place key in one competition. */
export type CompetitionPlaceKey = PlaceKey & { competitionId: number };

/** A board's row with its place. */
export interface RankedEntry {
  position: number;
  playerId: number;
  displayName: string;
  points: number;
  rounds: number;
}

/**
 * A competition's live board (decision 034). PostgreSQL's `competition_entries` is always the truth; a board may
 * keep a copy that reads faster (Redis sorted sets), told of every change after its transaction commits and
 * rebuilt from the truth when it is missing.
 */
export interface Leaderboard {
  /** Entries changed by a committed transaction. */
  changed(competitionId: number, entries: readonly BoardEntry[]): Promise<void>;
  top(competitionId: number, offset: number, limit: number): Promise<RankedEntry[]>;
  /**
   * The player's place (null: not on the board). `known` is their row as a caller has it just after changing it,
   * so the truth need not read it again.
   */
  position(competitionId: number, playerId: number, known?: PlaceKey): Promise<number | null>;
  /** A player's places in several competitions at once, from their rows as just written (by competition id). */
  positions(playerId: number, keys: readonly CompetitionPlaceKey[]): Promise<Map<number, number>>;
  size(competitionId: number): Promise<number>;
  /** Forgets a closed competition's copy: its final places are read from the results. */
  drop(competitionId: number): Promise<void>;
}

export function ranked(entries: readonly BoardEntry[], firstPosition: number): RankedEntry[] {
  return entries.map((entry, index) => ({
    position: firstPosition + index,
    playerId: entry.playerId,
    displayName: entry.displayName,
    points: entry.points,
    rounds: entry.rounds,
  }));
}

/** The board read straight from PostgreSQL (no REDIS_URL): the board index answers every read. */
export class PostgresLeaderboard implements Leaderboard {
  readonly #repository: CompetitionsRepository;
  readonly #db: Db;

  constructor(repository: CompetitionsRepository) {
    this.#repository = repository;
    this.#db = repository.db;
  }

  async changed(): Promise<void> {}

  async top(competitionId: number, offset: number, limit: number): Promise<RankedEntry[]> {
    return ranked(await this.#repository.board(this.#db, competitionId, offset, limit), offset + 1);
  }

  position(competitionId: number, playerId: number, known?: PlaceKey): Promise<number | null> {
    return this.#repository.position(this.#db, competitionId, playerId, known);
  }

  positions(playerId: number, keys: readonly CompetitionPlaceKey[]): Promise<Map<number, number>> {
    return this.#repository.positions(this.#db, playerId, keys);
  }

  size(competitionId: number): Promise<number> {
    return this.#repository.size(this.#db, competitionId);
  }

  async drop(): Promise<void> {}
}
