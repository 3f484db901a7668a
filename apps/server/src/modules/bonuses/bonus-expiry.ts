import { domainEvent } from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { appendOutboxEvents } from '../../platform/events/append-outbox-events.ts';
import type { BonusLifecycle } from './bonus-lifecycle.ts';
import { isClosed } from './bonus-view.ts';
import type { BonusesRepository } from './bonuses.repository.ts';

/** Bonuses expired per round of the job; more wait for the next minute. */
const EXPIRED_PER_ROUND = 500;

/**
 * The `bonus-expiry` job (decision 027): bonuses past their end are closed as `expired`, an active one forfeiting
 * its bonus balance, and the next in each queue activates. Each bonus expires in its own transaction, under the
 * player's bonus lock and its own row lock, and is looked at again there: a wagering, a conversion or a cancel
 * that got there first wins, and one bonus that fails holds no other back.
 */
export class BonusExpiry {
  readonly #deps: { db: Db; clock: Clock; repository: BonusesRepository; lifecycle: BonusLifecycle };

  constructor(deps: { db: Db; clock: Clock; repository: BonusesRepository; lifecycle: BonusLifecycle }) {
    this.#deps = deps;
  }

  /** Expires what is due; resolves with how many expired, or rejects with the failures once all were tried. */
  async expireDue(): Promise<number> {
    const { db, clock, repository } = this.#deps;
    const due = await repository.expiredBonuses(db, clock.now(), EXPIRED_PER_ROUND);
    const failures: unknown[] = [];
    let expired = 0;
    for (const { id, playerId } of due) {
      try {
        if (await this.#expire(id, playerId)) expired += 1;
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0)
      throw new AggregateError(failures, `${failures.length} bonuses failed to expire`);
    return expired;
  }

  #expire(id: number, playerId: number): Promise<boolean> {
    const { db, clock, repository, lifecycle } = this.#deps;
    return db.transaction(async (tx) => {
      await repository.lockPlayer(tx, playerId);
      const taken = await repository.lockBonus(tx, id);
      const expiresAt = taken?.bonus.expiresAt;
      if (!taken || isClosed(taken.bonus) || !expiresAt || expiresAt > clock.now()) return false;
      await lifecycle.close(tx, taken, 'expired');
      // A sleeping bonus the player accepted and never activated: push tells them it is gone (`assignedBonus`).
      if (taken.bonus.status === 'sleeping') {
        await appendOutboxEvents(tx, [
          domainEvent('SleepingBonusExpired', playerId, {
            playerBonusId: taken.bonus.id,
            bonusId: taken.template.id,
          }),
        ]);
      }
      return true;
    });
  }
}
