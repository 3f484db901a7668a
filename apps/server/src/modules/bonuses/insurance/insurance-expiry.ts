import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { appendOutboxEvents } from '../../../platform/events/append-outbox-events.ts';
import type { InsuranceRepository } from './insurance.repository.ts';
import { insuranceChanged } from './insurance-view.ts';

/** Insurances expired per round of the job; more wait for the next minute. */
const EXPIRED_PER_ROUND = 500;
/**
 * How long after its window an insurance waits before it expires: a loss is judged when the bonuses subscriber
 * reads the stake, a moment after it was made, so a stake made just before the window ended still restores.
 */
const RELAY_GRACE_MS = 5 * 60 * 1000;

/**
 * The `insurance-expiry` job: each covering insurance whose window passed without a loss becomes `expired`, once:
 * in its own transaction, under its row lock, looked at again there, so a second run finds it expired. There is no
 * outcome to tell the player (they kept their deposit), so it is marked informed.
 */
export class InsuranceExpiry {
  readonly #deps: { db: Db; clock: Clock; repository: InsuranceRepository };

  constructor(deps: { db: Db; clock: Clock; repository: InsuranceRepository }) {
    this.#deps = deps;
  }

  /** Expires what is due; resolves with how many expired, or rejects with the failures once all were tried. */
  async expireDue(): Promise<number> {
    const { db, clock, repository } = this.#deps;
    const until = new Date(clock.now().getTime() - RELAY_GRACE_MS);
    const due = await repository.due(db, until, EXPIRED_PER_ROUND);
    const failures: unknown[] = [];
    let expired = 0;
    for (const { id } of due) {
      try {
        if (await this.#expire(id, until)) expired += 1;
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0)
      throw new AggregateError(failures, `${failures.length} insurances failed to expire`);
    return expired;
  }

  #expire(id: number, until: Date): Promise<boolean> {
    const { db, clock, repository } = this.#deps;
    return db.transaction(async (tx) => {
      const insurance = await repository.lock(tx, id);
      if (insurance?.status !== 'covering' || !insurance.coverEndsAt || insurance.coverEndsAt > until)
        return false;
      const now = clock.now();
      const expired = await repository.update(tx, id, { status: 'expired', closedAt: now, informedAt: now });
      await appendOutboxEvents(tx, [insuranceChanged(expired, insurance.status)]);
      return true;
    });
  }
}
