import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { appendOutboxEvents } from '../../../platform/events/append-outbox-events.ts';
import type { MoneyBack } from '../money-back.ts';
import type { InsuranceRepository, PlayerInsuranceRow } from './insurance.repository.ts';
import { restoreAmount } from './insurance-terms.ts';
import { insuranceChanged } from './insurance-view.ts';

interface Deps {
  clock: Clock;
  repository: InsuranceRepository;
  moneyBack: MoneyBack;
}

/**
 * Restores a lost insured deposit, in the caller's transaction, which holds the player's bonus lock and the
 * insurance's row lock, as real money or a bonus (see `MoneyBack`). The insurance becomes `restored` with what paid
 * it, and says so in the same commit.
 */
export class InsuranceRestore {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async restore(tx: Db, insurance: PlayerInsuranceRow): Promise<PlayerInsuranceRow> {
    const { repository, clock } = this.#deps;
    const amount = restoreAmount(insurance);
    const restored = await repository.update(tx, insurance.id, {
      status: 'restored',
      restoredAmount: amount,
      closedAt: clock.now(),
    });
    const event = insuranceChanged(restored, insurance.status);
    if (amount === 0) {
      // A programme with no minimum deposit may insure a deposit too small to give a whole kopeck back.
      await appendOutboxEvents(tx, [event]);
      return restored;
    }
    // A `real` insurance has no bonus template and a `bonus` one has one: the programme's check says so.
    const paidWith = await this.#deps.moneyBack.give(tx, {
      kind: 'insurance',
      ref: insurance.id,
      playerId: insurance.playerId,
      currency: insurance.currency,
      amount,
      metadata: { playerInsuranceId: insurance.id, insuranceProgramId: insurance.programId },
      event,
      bonus:
        insurance.bonusTemplateId === null
          ? null
          : { templateId: insurance.bonusTemplateId, wageringMultiplier: insurance.wageringMultiplier },
    });
    return repository.update(tx, insurance.id, paidWith);
  }
}
