import type { ProfileCashback } from '@casino/contracts';
import type { Db } from '../../../platform/db/database.ts';

/** Reads the player's current cashback, on the app's connection or in the caller's transaction. */
type CashbackReader = (playerId: number, executor?: Db) => Promise<ProfileCashback>;

/**
 * The profile's `cashback (amount, status)` is the bonuses module's, which is built on accounts: it provides its
 * reader when registered. Until one is provided the profile shows no cashback.
 */
export class ProfileCashbackSource {
  #read: CashbackReader | undefined;

  provide(read: CashbackReader): void {
    this.#read = read;
  }

  read(playerId: number, executor?: Db): Promise<ProfileCashback> {
    return this.#read ? this.#read(playerId, executor) : Promise.resolve(null);
  }
}
