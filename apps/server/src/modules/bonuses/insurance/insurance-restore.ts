import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { appendOutboxEvents } from '../../../platform/events/append-outbox-events.ts';
import type { WalletService } from '../../wallet/index.ts';
import type { BonusDraft, BonusLifecycle } from '../bonus-lifecycle.ts';
import { copiedTerms } from '../bonus-terms.ts';
import type { BonusesRepository } from '../bonuses.repository.ts';
import type { InsuranceRepository, PlayerInsuranceRow } from './insurance.repository.ts';
import { restoreAmount } from './insurance-terms.ts';
import { insuranceChanged } from './insurance-view.ts';

interface Deps {
  clock: Clock;
  repository: InsuranceRepository;
  wallet: Pick<WalletService, 'bonusTransfer'>;
  bonuses: Pick<BonusesRepository, 'template'>;
  lifecycle: Pick<BonusLifecycle, 'grant'>;
}

/**
 * Restores a lost insured deposit, in the caller's transaction, which holds the player's bonus lock and the
 * insurance's row lock: real money from the house's bonus cost in one transfer keyed by the insurance, or a bonus
 * granted through the bonus engine on the programme's template (keyed by its source, the insurance), wagered the
 * insurance's multiplier times. The insurance becomes `restored` with what paid it, and says so in the same commit.
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
    if (insurance.bonusTemplateId === null) {
      const transfer = await this.#deps.wallet.bonusTransfer(tx, {
        kind: 'insurance_payout',
        playerId: insurance.playerId,
        currency: insurance.currency,
        amount,
        idempotencyKey: `insurance:${insurance.id}:restore`,
        metadata: { playerInsuranceId: insurance.id, insuranceProgramId: insurance.programId },
        events: [event],
      });
      return repository.update(tx, insurance.id, { payoutTransferId: transfer.transferId });
    }
    const playerBonusId = await this.#grantBonus(tx, restored, insurance.bonusTemplateId);
    await appendOutboxEvents(tx, [event]);
    return repository.update(tx, insurance.id, { playerBonusId });
  }

  async #grantBonus(tx: Db, insurance: PlayerInsuranceRow, templateId: number): Promise<number> {
    const template = await this.#deps.bonuses.template(tx, templateId);
    if (!template)
      throw new Error(
        `insurance programme ${insurance.programId} restores with a missing bonus ${templateId}`,
      );
    const draft: BonusDraft = {
      playerId: insurance.playerId,
      templateId,
      currency: insurance.currency,
      source: 'insurance',
      sourceRef: `insurance-${insurance.id}`,
      amount: insurance.restoredAmount,
      wageringRequired: insurance.wageringMultiplier * insurance.restoredAmount,
      ...copiedTerms(template, insurance.currency),
      createdAt: this.#deps.clock.now(),
    };
    const granted = await this.#deps.lifecycle.grant(tx, template, draft);
    // The insurance's row lock and status let one restore through; the bonus's source index would refuse a second.
    if (!granted) throw new Error(`insurance ${insurance.id} was restored as a bonus already`);
    return granted.bonus.id;
  }
}
