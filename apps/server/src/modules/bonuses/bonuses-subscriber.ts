import type { OutboxSubscriber } from '../../platform/events/relay.ts';
import type { DepositBonuses } from './deposit-bonuses.ts';
import type { FreeSpinBonuses } from './free-spin-bonuses.ts';
import type { FreebetBonuses } from './freebet-bonuses.ts';
import type { InsuranceCover } from './insurance/insurance-cover.ts';
import type { Wagering } from './wagering.ts';

/**
 * The bonuses module's reader of the outbox (`bonuses`): deposits earn their chosen bonuses, stakes and rounds
 * move wagering, a free-spin bonus's ended spins start its wagering, deposit insurance covers a deposit, restores
 * it when lost and is rejected by a withdrawal, and a free bet's bet makes its bonus `rollover` and completes it. Its work runs in the relay's transaction, so it commits with the
 * subscriber's position: each event is worked once, and a failure rolls both back to be retried.
 */
export function bonusesSubscriber(deps: {
  deposits: DepositBonuses;
  wagering: Wagering;
  freeSpins: FreeSpinBonuses;
  /** Deposit insurance: deposits insured, losses restored, withdrawals rejecting it. */
  insurance: InsuranceCover;
  freebets: FreebetBonuses;
}): OutboxSubscriber {
  return {
    name: 'bonuses',
    async handle(event, tx) {
      switch (event.type) {
        case 'DepositCompleted':
          await deps.deposits.credited(tx, event);
          return deps.insurance.deposited(tx, event);
        case 'BetPlaced':
          await deps.wagering.staked(tx, event);
          return deps.insurance.staked(tx, event);
        case 'WithdrawalRequested':
          return deps.insurance.withdrawn(tx, event);
        case 'BetRolledBack':
          return deps.wagering.rolledBack(tx, event);
        case 'RoundSettled':
          return deps.wagering.settled(tx, event);
        case 'FreeRoundsFinished':
          return deps.freeSpins.finished(tx, event);
        case 'SportBetAccepted':
          return deps.freebets.placed(tx, event);
        case 'SportBetSettled':
          return deps.freebets.settled(tx, event);
      }
    },
  };
}
