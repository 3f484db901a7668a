import type { BrandId, Currency } from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { PlayerDirectory } from '../accounts/index.ts';
import type { PlayerProtection } from '../responsible/index.ts';
import { competitionState, takesCurrency } from './competition-rules.ts';
import { competitionErrors } from './competitions.errors.ts';
import type { CompetitionsRepository } from './competitions.repository.ts';
import type { CompetitionEntryRow, CompetitionRow } from './competitions.schema.ts';

/** Players' brands never change: the scorer asks once per player and process, up to this many players. */
const BRAND_CACHE_SIZE = 100_000;

/** The name a board shows: the player's nickname, else their login with its middle hidden (`de***mo`). */
export function boardName(player: { nickname: string | null; login: string }): string {
  if (player.nickname) return player.nickname;
  const { login } = player;
  return login.length <= 4 ? `${login.slice(0, 1)}***` : `${login.slice(0, 2)}***${login.slice(-2)}`;
}

/** Whether a competition runs in a brand (none listed: every brand). */
export function runsIn(competition: Pick<CompetitionRow, 'brands'>, brand: BrandId): boolean {
  return competition.brands.length === 0 || competition.brands.includes(brand);
}

/**
 * Who takes part in competitions: a player subscribes (or is subscribed by their first scoring stake where the
 * competition subscribes automatically), once, to a competition of their brand and currency that is not over, and
 * not while a time-out or self-exclusion is in force.
 */
export class Entrants {
  readonly #repository: CompetitionsRepository;
  readonly #players: Pick<PlayerDirectory, 'findById'>;
  readonly #protection: Pick<PlayerProtection, 'assertNotExcluded'>;
  readonly #clock: Clock;
  readonly #brands = new Map<number, BrandId>();

  constructor(deps: {
    repository: CompetitionsRepository;
    players: Pick<PlayerDirectory, 'findById'>;
    protection: Pick<PlayerProtection, 'assertNotExcluded'>;
    clock: Clock;
  }) {
    this.#repository = deps.repository;
    this.#players = deps.players;
    this.#protection = deps.protection;
    this.#clock = deps.clock;
  }

  /** Subscribes the player; refused when already in, over, not theirs to join or while they are excluded. */
  async subscribe(tx: Db, competition: CompetitionRow, playerId: number): Promise<CompetitionEntryRow> {
    const now = this.#clock.now();
    if (competitionState(competition, now) === 'closed' || competition.lifecycle !== 'scheduled') {
      throw competitionErrors.closed();
    }
    await this.#protection.assertNotExcluded(playerId, tx);
    const player = await this.#players.findById(playerId, tx);
    if (!player || !runsIn(competition, player.brand as BrandId))
      throw competitionErrors.notFound(competition.id);
    if (!takesCurrency(competition, player.currency as Currency)) {
      throw competitionErrors.notOpenToPlayer(`The competition does not take players in ${player.currency}`);
    }
    const { entry, joined } = await this.#repository.join(
      tx,
      { competitionId: competition.id, playerId, displayName: boardName(player) },
      now,
      competition.attempts !== null,
    );
    if (!joined) throw competitionErrors.alreadyJoined();
    return entry;
  }

  /**
   * The player's entries in these running competitions: those they subscribed to, and those subscribing
   * automatically (joined now, at the stake's time) when they run in the player's brand.
   */
  async entriesFor(
    tx: Db,
    playerId: number,
    competitions: readonly CompetitionRow[],
    at: Date,
  ): Promise<{ competition: CompetitionRow; entry: CompetitionEntryRow }[]> {
    const existing = await this.#repository.entriesOf(
      tx,
      playerId,
      competitions.map((row) => row.id),
    );
    const byId = new Map(existing.map((entry) => [entry.competitionId, entry]));
    const found: { competition: CompetitionRow; entry: CompetitionEntryRow }[] = [];
    for (const competition of competitions) {
      const entry = byId.get(competition.id) ?? (await this.#autoJoin(tx, competition, playerId, at));
      if (entry) found.push({ competition, entry });
    }
    return found;
  }

  async #autoJoin(
    tx: Db,
    competition: CompetitionRow,
    playerId: number,
    at: Date,
  ): Promise<CompetitionEntryRow | undefined> {
    if (!competition.autoSubscribe) return undefined;
    const brand = this.#brands.get(playerId);
    const player =
      brand === undefined || runsIn(competition, brand)
        ? await this.#players.findById(playerId, tx)
        : undefined;
    if (!player) return undefined;
    this.#remember(playerId, player.brand as BrandId);
    if (!runsIn(competition, player.brand as BrandId)) return undefined;
    const { entry } = await this.#repository.join(
      tx,
      { competitionId: competition.id, playerId, displayName: boardName(player) },
      at,
      competition.attempts !== null,
    );
    return entry;
  }

  #remember(playerId: number, brand: BrandId): void {
    if (this.#brands.size >= BRAND_CACHE_SIZE) this.#brands.clear();
    this.#brands.set(playerId, brand);
  }
}
