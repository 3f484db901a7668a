import type { BrandId, Currency, Profile } from '@casino/contracts';
import type { Db } from '../../../platform/db/database.ts';
import type { ProfileCashbackSource } from '../profile/profile-cashback.ts';
import { profileOf } from '../profile/profile-view.ts';
import { PlayersRepository } from './players.repository.ts';
import type { PlayerRow } from './players.schema.ts';

/**
 * The players as other modules see them: read-only, by id, on the app's connection or inside the caller's
 * transaction. Only the accounts module writes players.
 */
export class PlayerDirectory {
  readonly #players: PlayersRepository;
  readonly #cashback: Pick<ProfileCashbackSource, 'read'>;

  constructor(players: PlayersRepository, cashback: Pick<ProfileCashbackSource, 'read'>) {
    this.#players = players;
    this.#cashback = cashback;
  }

  findById(playerId: number, tx?: Db): Promise<PlayerRow | undefined> {
    return (tx ? this.#players.within(tx) : this.#players).findById(playerId);
  }

  /** The player of this process's brand with this login, on the app's connection or inside the caller's transaction. */
  findByLogin(login: string, tx?: Db): Promise<PlayerRow | undefined> {
    return (tx ? this.#players.within(tx) : this.#players).findBy('login', login);
  }

  /** The player's account currency: their money lives in it. */
  async currencyOf(playerId: number): Promise<Currency> {
    const player = await this.#players.findById(playerId);
    if (!player) throw new Error(`player ${playerId} has a session but no row`);
    return player.currency as Currency;
  }

  /** The profile a player of `brand` is shown, read in the caller's transaction (events name their brand). */
  async profileOf(tx: Db, playerId: number, brand: BrandId): Promise<Profile | undefined> {
    const player = await new PlayersRepository(tx, brand).findById(playerId);
    return player && profileOf(player, await this.#cashback.read(playerId, tx));
  }

  /** The logins of these players of this brand, by id; players of other brands are left out (the back office). */
  loginsOf(playerIds: readonly number[]): Promise<Map<number, string>> {
    return this.#players.logins(playerIds);
  }

  /** How many players of this brand registered on each day (in `timeZone`); days with none are left out. */
  registrationsByDay(fromDay: string, toDay: string, timeZone: string): Promise<Map<string, number>> {
    return this.#players.registrationsByDay(fromDay, toDay, timeZone);
  }

  /** The names players show in public (nickname, else login), by id; players of other brands are left out. */
  publicNames(playerIds: readonly number[]): Promise<Map<number, string>> {
    return this.#players.publicNames(playerIds);
  }
}
