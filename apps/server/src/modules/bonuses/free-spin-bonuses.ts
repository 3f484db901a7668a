import type { Language, PeriodFreeSpins } from '@casino/contracts';
import type { Db } from '../../platform/db/database.ts';
import type { RelayedEventOf } from '../../platform/events/relayed-event.ts';
import type { Games } from '../games/index.ts';
import type { BonusLifecycle } from './bonus-lifecycle.ts';
import type { BonusPlayers } from './bonus-players.ts';
import type { BonusesRepository } from './bonuses.repository.ts';
import type { FreeSpinViews } from './free-spin-views.ts';

interface Deps {
  repository: BonusesRepository;
  lifecycle: BonusLifecycle;
  players: BonusPlayers;
  freeRounds: Pick<Games['freeRounds'], 'playable'>;
  views: FreeSpinViews;
}

/**
 * Free-spin bonuses beyond taking them (decision 027, "Free spins"): the player's spins still to play, and the end
 * of a bonus's spins, told by the games module's `FreeRoundsFinished`, turning their winnings into its amount.
 */
export class FreeSpinBonuses {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** `GET /rest/bonuses/period-fs/`: the player's free spins with rounds to play now. */
  async periodFreeSpins(playerId: number, lang?: Language): Promise<PeriodFreeSpins> {
    const player = await this.#deps.players.caller(playerId, lang);
    const grants = await this.#deps.freeRounds.playable(playerId);
    return {
      freeSpins: await Promise.all(
        grants.map(async (grant) => ({
          playerBonusId: grant.playerBonusId,
          ...(await this.#deps.views.ofGrant(grant, player.lang)),
        })),
      ),
    };
  }

  /** A bonus's spins are over: under the player's bonus lock, its winnings become its amount to wager. */
  async finished(tx: Db, event: RelayedEventOf<'FreeRoundsFinished'>): Promise<void> {
    const { repository, lifecycle } = this.#deps;
    await repository.lockPlayer(tx, event.playerId);
    const taken = await repository.ownBonus(tx, event.playerId, event.payload.playerBonusId);
    if (taken) await lifecycle.spinsFinished(tx, taken, event.payload.winnings);
  }
}
