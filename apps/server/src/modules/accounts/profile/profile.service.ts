import { CURRENCY_BY_ID, type Profile, type UpdateProfileRequest } from '@casino/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { PlayersRepository } from '../players/players.repository.ts';
import type { NewPlayerRow, PlayerRow } from '../players/players.schema.ts';
import { isAdultOn } from './birth-date.ts';
import { assertCurrencyChangeAllowed, type DepositsFixingCurrency } from './currency-change.ts';
import { profileErrors } from './profile.errors.ts';
import type { ProfileCashbackSource } from './profile-cashback.ts';
import { profileOf } from './profile-view.ts';

/** The signed-in player's own profile: reading it and changing its fields. */
export class ProfileService {
  readonly #players: PlayersRepository;
  readonly #clock: Clock;
  readonly #deposits: DepositsFixingCurrency;
  readonly #cashback: Pick<ProfileCashbackSource, 'read'>;

  constructor(deps: {
    players: PlayersRepository;
    clock: Clock;
    deposits: DepositsFixingCurrency;
    cashback: Pick<ProfileCashbackSource, 'read'>;
  }) {
    this.#players = deps.players;
    this.#clock = deps.clock;
    this.#deposits = deps.deposits;
    this.#cashback = deps.cashback;
  }

  async #player(playerId: number): Promise<PlayerRow> {
    const player = await this.#players.findById(playerId);
    if (!player) throw profileErrors.notSignedIn();
    return player;
  }

  async get(playerId: number): Promise<Profile> {
    return profileOf(await this.#player(playerId), await this.#cashback.read(playerId));
  }

  /** Applies the given fields; names and nicknames are stored as typed, the web escapes them when it shows them. */
  async update(playerId: number, request: UpdateProfileRequest): Promise<Profile> {
    const player = await this.#player(playerId);
    const now = this.#clock.now();
    const changes: Partial<NewPlayerRow> = {};
    if (request.currency_id !== undefined) {
      const currency = CURRENCY_BY_ID[request.currency_id];
      if (currency !== player.currency) {
        assertCurrencyChangeAllowed(await this.#deposits.depositsFixingCurrency(playerId));
      }
      changes.currency = currency;
    }
    if (request.birthDate !== undefined) {
      if (!isAdultOn(request.birthDate, now)) throw profileErrors.underAge();
      changes.birthDate = request.birthDate;
    }
    if (request.nickname !== undefined) changes.nickname = request.nickname;
    if (request.firstName !== undefined) changes.firstName = request.firstName;
    if (request.lastName !== undefined) changes.lastName = request.lastName;

    let updated = player;
    if (Object.keys(changes).length > 0)
      updated = (await this.#players.update(playerId, changes, now)) ?? updated;
    if (request.publicProfile !== undefined) {
      updated =
        (await this.#players.mergeSettings(playerId, { publicProfile: request.publicProfile }, now)) ??
        updated;
    }
    return profileOf(updated, await this.#cashback.read(playerId));
  }
}
