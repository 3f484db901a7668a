import type { Currency } from '@casino/contracts';
import type { Db } from '../../../platform/db/database.ts';
import type { OutboxSubscriber, RelayedEvent } from '../../../platform/events/relay.ts';
import type { DiceRepository } from './dice.repository.ts';
import { dicePeriodOf } from './dice-periods.ts';

/**
 * Throws earned by deposits (the spec's `depositsForTry`): an outbox reader counts each completed deposit of at
 * least the activity's minimum in the period it was made, once per deposit, and every `depositsForTry` of them earn
 * a throw, up to `maxTries` a period. A deposit handed over again counts once.
 */
export class DiceTries {
  readonly #repository: DiceRepository;

  constructor(repository: DiceRepository) {
    this.#repository = repository;
  }

  get subscriber(): OutboxSubscriber {
    return { name: 'dice', handle: (event, tx) => this.handle(event, tx) };
  }

  async handle(event: RelayedEvent, tx: Db): Promise<void> {
    if (event.type !== 'DepositCompleted' || event.playerId === null) return;
    const { paymentId, amount, currency, occurredAt } = event.payload;
    const at = occurredAt ? new Date(occurredAt) : event.createdAt;
    for (const activity of await this.#repository.activities(tx)) {
      if (!activity.enabled || activity.depositsForTry === 0) continue;
      const minimum = activity.minDeposit[currency as Currency];
      if (minimum === undefined || amount < minimum) continue;
      if (!(await this.#repository.countDeposit(tx, paymentId, activity.kind))) continue;
      const key = {
        kind: activity.kind,
        playerId: event.playerId,
        period: dicePeriodOf(activity.kind, at),
      };
      const participant = await this.#repository.lockParticipant(tx, key, 0);
      const depositsCounted = participant.depositsCounted + 1;
      const earned = depositsCounted % activity.depositsForTry === 0 ? 1 : 0;
      await this.#repository.saveParticipant(tx, participant.id, {
        depositsCounted,
        triesEarned: Math.min(participant.triesEarned + earned, activity.maxTries),
      });
    }
  }
}
