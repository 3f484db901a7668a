import type { Currency } from '@casino/contracts';
import type { Db } from '../../../platform/db/database.ts';
import type { OutboxSubscriber, RelayedEvent } from '../../../platform/events/relay.ts';
import type { WheelRepository } from './wheel.repository.ts';
import { wheelPeriodOf } from './wheel-periods.ts';
import { freeSpinsOf } from './wheel-view.ts';

/**
 * Spins earned by deposits (like the dice's `depositsForTry`): an outbox reader counts each completed deposit of at
 * least a wheel's minimum in the Kyiv day it was made, once per deposit and wheel, and every `depositsForSpin` of
 * them earn a spin that day, up to the wheel's most. A deposit handed over again counts once.
 */
export class WheelDeposits {
  readonly #repository: WheelRepository;

  constructor(repository: WheelRepository) {
    this.#repository = repository;
  }

  get subscriber(): OutboxSubscriber {
    return { name: 'wheel', handle: (event, tx) => this.handle(event, tx) };
  }

  async handle(event: RelayedEvent, tx: Db): Promise<void> {
    if (event.type !== 'DepositCompleted' || event.playerId === null) return;
    const { paymentId, amount, currency, occurredAt } = event.payload;
    const period = wheelPeriodOf(occurredAt ? new Date(occurredAt) : event.createdAt);
    for (const wheel of await this.#repository.enabled(tx)) {
      if (wheel.depositsForSpin === 0) continue;
      const minimum = wheel.minDeposit[currency as Currency];
      if (minimum === undefined || amount < minimum) continue;
      if (!(await this.#repository.countDeposit(tx, paymentId, wheel.slug))) continue;
      const key = { wheelSlug: wheel.slug, playerId: event.playerId, period };
      const row = await this.#repository.lockPlayer(tx, key, freeSpinsOf(wheel));
      const depositsCounted = row.depositsCounted + 1;
      const earned = depositsCounted % wheel.depositsForSpin === 0 ? 1 : 0;
      await this.#repository.savePlayer(tx, row.id, {
        depositsCounted,
        spinsEarned: Math.min(row.spinsEarned + earned, wheel.maxSpins),
      });
    }
  }
}
