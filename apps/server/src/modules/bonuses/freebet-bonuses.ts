import type { Db } from '../../platform/db/database.ts';
import type { RelayedEventOf } from '../../platform/events/relayed-event.ts';
import type { BonusLifecycle } from './bonus-lifecycle.ts';
import type { BonusesRepository, TakenBonus } from './bonuses.repository.ts';

interface Deps {
  repository: BonusesRepository;
  lifecycle: BonusLifecycle;
}

/**
 * Free-bet bonuses after they are given (decision 033), from the sportsbook's events: a bet placed with one makes
 * it `rollover`, and the bet's first decision completes it with what the bet paid the player. The sportsbook used
 * the free bet in the placement's own transaction, so these only tell the bonus what already happened.
 */
export class FreebetBonuses {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async placed(tx: Db, event: RelayedEventOf<'SportBetAccepted'>): Promise<void> {
    const taken = await this.#freebetOf(tx, event.playerId, event.payload.freebetId);
    if (taken) await this.#deps.lifecycle.freebetPlaced(tx, taken);
  }

  async settled(tx: Db, event: RelayedEventOf<'SportBetSettled'>): Promise<void> {
    if (event.payload.outcome === 'open') return;
    const taken = await this.#freebetOf(tx, event.playerId, event.payload.freebetId);
    if (taken) await this.#deps.lifecycle.freebetSettled(tx, taken, event.payload.payout);
  }

  /** The free-bet bonus a bet names, under the player's bonus lock; none for a bet of the player's own money. */
  async #freebetOf(tx: Db, playerId: number, playerBonusId: number | null | undefined) {
    if (!playerBonusId) return undefined;
    await this.#deps.repository.lockPlayer(tx, playerId);
    const taken: TakenBonus | undefined = await this.#deps.repository.ownBonus(tx, playerId, playerBonusId);
    return taken?.bonus.freebet ? taken : undefined;
  }
}
