import { domainEvent } from '@casino/contracts';
import type { Db } from '../../platform/db/database.ts';
import { appendOutboxEvents } from '../../platform/events/append-outbox-events.ts';
import type { TaskDefinition } from '../../platform/jobs/jobs.ts';

/** Whose next daily bonus has become available, and which bonus it is. */
export interface DailyBonusDue {
  playerId: number;
  bonusId: number;
}

/**
 * The job queued with each daily take for the start of the player's next day: it writes `DailyBonusAvailable`,
 * which push turns into the `dailyBonus` message, so an open page offers the new bonus without asking.
 */
export function dailyBonusAvailableTask(db: Db): TaskDefinition<DailyBonusDue> {
  return {
    name: 'daily-bonus-available',
    run: ({ playerId, bonusId }) =>
      db.transaction((tx) =>
        appendOutboxEvents(tx, [domainEvent('DailyBonusAvailable', playerId, { bonusId })]),
      ),
  };
}
