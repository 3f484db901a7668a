import type { Db } from '../../../platform/db/database.ts';
import { playerDevices } from './player-devices.schema.ts';

export type DevicePlatform = (typeof playerDevices.$inferInsert)['platform'];

/** The only code that writes player_devices: app installs by their Firebase token. */
export class PlayerDevicesRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /**
   * Registers a token for a player in one statement: sending it again changes nothing, and a token already known
   * moves to this player (the install is now signed in as them), so pushes never reach the previous player.
   */
  async register(input: { playerId: number; firebaseToken: string; platform: DevicePlatform; at: Date }) {
    await this.#db
      .insert(playerDevices)
      .values({
        playerId: input.playerId,
        firebaseToken: input.firebaseToken,
        platform: input.platform,
        createdAt: input.at,
      })
      .onConflictDoUpdate({
        target: playerDevices.firebaseToken,
        set: { playerId: input.playerId, platform: input.platform },
      });
  }
}
