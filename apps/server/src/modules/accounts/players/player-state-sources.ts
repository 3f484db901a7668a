import type { PlayerMainState } from './player-main-data.ts';

/** A module's part of a player's main state, read for one player. */
type PartReader<Part> = (playerId: number) => Promise<Part>;

/**
 * Player main data (spec section 3) shows state other modules own: the cash desk's deposits count, the favourite
 * games, the self-exclusion request. Each module provides its part when it is registered; reading asks every part
 * at once. A part nobody provided is a wiring fault, reported when the state is first read.
 */
export class PlayerStateSources {
  readonly #readers: PartReader<Partial<PlayerMainState>>[] = [];

  provide<Keys extends keyof PlayerMainState>(read: PartReader<Pick<PlayerMainState, Keys>>): void {
    this.#readers.push(read);
  }

  async playerState(playerId: number): Promise<PlayerMainState> {
    const parts = await Promise.all(this.#readers.map((read) => read(playerId)));
    const state = Object.assign({}, ...parts) as Partial<PlayerMainState>;
    const missing = Object.keys(EVERY_PART).filter(
      (key) => state[key as keyof PlayerMainState] === undefined,
    );
    if (missing.length) throw new Error(`player main state has no source for ${missing.join(', ')}`);
    return state as PlayerMainState;
  }
}

/** Every part of the state, so a part added to `PlayerMainState` without a source fails here first. */
const EVERY_PART: Record<keyof PlayerMainState, true> = {
  depositsCount: true,
  isTokenizeCash: true,
  favoriteGames: true,
  ludomanRequestStatus: true,
  welcomePackage: true,
  birthdayBonus: true,
  hasActiveSportBettingBonus: true,
  jackpotSevens: true,
};
