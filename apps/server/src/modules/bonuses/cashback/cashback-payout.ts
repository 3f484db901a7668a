import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { MoneyBack } from '../money-back.ts';
import type { CashbackRepository, PlayerCashbackRow, TakenCashback } from './cashback.repository.ts';
import { cashbackChanged } from './cashback-view.ts';

interface Deps {
  clock: Clock;
  repository: CashbackRepository;
  moneyBack: MoneyBack;
}

/**
 * Pays a completed cashback, in the caller's transaction, which holds the player's bonus lock and the cashback's
 * row lock, as real money or a bonus (see `MoneyBack`). The cashback becomes `payed` with what paid it, and says
 * so in the same commit.
 */
export class CashbackPayout {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async pay(tx: Db, { cashback, program }: TakenCashback): Promise<PlayerCashbackRow> {
    const { repository, clock } = this.#deps;
    const payed = await repository.update(tx, cashback.id, { status: 'payed', paidAt: clock.now() });
    // A `real` programme has no bonus template and a `bonus` one has one: the table's check says so.
    const paidWith = await this.#deps.moneyBack.give(tx, {
      kind: 'cashback',
      ref: cashback.id,
      playerId: cashback.playerId,
      currency: cashback.currency,
      amount: cashback.amount,
      metadata: { playerCashbackId: cashback.id, cashbackProgramId: program.id },
      event: cashbackChanged(payed, cashback.status),
      bonus:
        program.bonusTemplateId === null
          ? null
          : { templateId: program.bonusTemplateId, wageringMultiplier: program.wageringMultiplier },
    });
    return repository.update(tx, cashback.id, paidWith);
  }
}
