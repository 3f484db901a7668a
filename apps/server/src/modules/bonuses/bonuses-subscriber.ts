import type { OutboxSubscriber } from '../../platform/events/relay.ts';
import type { DepositBonuses } from './deposit-bonuses.ts';
import type { FreeSpinBonuses } from './free-spin-bonuses.ts';
import type { Wagering } from './wagering.ts';

/**
 * The bonuses module's reader of the outbox (`bonuses`): deposits earn their chosen bonuses, stakes and rounds
 * move wagering, a free-spin bonus's ended spins start its wagering. Its work runs in the relay's transaction, so it commits with the subscriber's position: each
 * event is worked once, and a failure rolls both back to be retried.
 */
export function bonusesSubscriber(deps: {
  deposits: DepositBonuses;
  wagering: Wagering;
  freeSpins: FreeSpinBonuses;
}): OutboxSubscriber {
  return {
    name: 'bonuses',
    async handle(event, tx) {
      switch (event.type) {
        case 'DepositCompleted':
          return deps.deposits.credited(tx, event);
        case 'BetPlaced':
          return deps.wagering.staked(tx, event);
        case 'BetRolledBack':
          return deps.wagering.rolledBack(tx, event);
        case 'RoundSettled':
          return deps.wagering.settled(tx, event);
        case 'FreeRoundsFinished':
          return deps.freeSpins.finished(tx, event);
      }
    },
  };
}
