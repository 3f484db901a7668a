import type { Currency } from '@casino/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { OutboxSubscriber, RelayedEvent } from '../../../platform/events/relay.ts';
import type { LotteryRepository } from './lottery.repository.ts';

/**
 * The outbox reader `lottery-stars`: real-money stakes earn stars (bonus money does not), one per `starStake` of
 * the player's currency staked; what is left over waits for the next stake. Each stake counts once (`bet:{transfer}`);
 * a refunded stake takes back the stars it earned (`rollback:{transfer}`), never below zero.
 */
export class LotteryStars {
  readonly #repository: LotteryRepository;
  readonly #clock: Clock;

  constructor(deps: { repository: LotteryRepository; clock: Clock }) {
    this.#repository = deps.repository;
    this.#clock = deps.clock;
  }

  get subscriber(): OutboxSubscriber {
    return { name: 'lottery-stars', handle: (event, tx) => this.handle(event, tx) };
  }

  /**
   * Gives a player stars that no stake earned (a star drop), once per key, in the caller's transaction; answers the
   * player's stars after it, or null when the key was counted before.
   */
  async give(tx: Db, gift: { key: string; playerId: number; stars: number }): Promise<number | null> {
    const now = this.#clock.now();
    const player = await this.#repository.lockPlayer(tx, gift.playerId, now);
    const counted = await this.#repository.moveStars(tx, { ...gift, stake: 0, createdAt: now });
    if (!counted) return null;
    const stars = player.stars + gift.stars;
    await this.#repository.savePlayer(tx, gift.playerId, { stars, updatedAt: now });
    return stars;
  }

  async handle(event: RelayedEvent, tx: Db): Promise<void> {
    if (event.type !== 'BetPlaced' && event.type !== 'BetRolledBack') return;
    const { playerId, payload } = event;
    if (playerId === null || payload.real <= 0) return;
    const lottery = await this.#repository.running(tx);
    const perStar = lottery?.starStake[payload.currency as Currency];
    if (!perStar) return;
    const now = this.#clock.now();
    const player = await this.#repository.lockPlayer(tx, playerId, now);
    if (event.type === 'BetPlaced') {
      const staked = player.stakeProgress + payload.real;
      const stars = Math.floor(staked / perStar);
      const counted = await this.#repository.moveStars(tx, {
        key: `bet:${payload.transferId}`,
        playerId,
        stars,
        stake: payload.real,
        createdAt: now,
      });
      if (!counted) return;
      await this.#repository.savePlayer(tx, playerId, {
        stars: player.stars + stars,
        stakeProgress: staked % perStar,
        updatedAt: now,
      });
      return;
    }
    const earned = await this.#repository.starMovement(tx, `bet:${payload.transferId}`);
    if (!earned) return;
    const taken = Math.min(earned.stars, player.stars);
    const counted = await this.#repository.moveStars(tx, {
      key: `rollback:${payload.transferId}`,
      playerId,
      stars: -taken,
      stake: 0,
      createdAt: now,
    });
    if (counted && taken > 0)
      await this.#repository.savePlayer(tx, playerId, { stars: player.stars - taken, updatedAt: now });
  }
}
