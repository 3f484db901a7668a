import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { appendOutboxEvents } from '../../../platform/events/append-outbox-events.ts';
import type { WalletService } from '../../wallet/index.ts';
import type { BonusDraft, BonusLifecycle } from '../bonus-lifecycle.ts';
import { copiedTerms } from '../bonus-terms.ts';
import type { BonusesRepository } from '../bonuses.repository.ts';
import type { CashbackRepository, PlayerCashbackRow, TakenCashback } from './cashback.repository.ts';
import { cashbackChanged } from './cashback-view.ts';

interface Deps {
  clock: Clock;
  repository: CashbackRepository;
  wallet: Pick<WalletService, 'bonusTransfer'>;
  bonuses: Pick<BonusesRepository, 'template'>;
  lifecycle: Pick<BonusLifecycle, 'grant'>;
}

/**
 * Pays a completed cashback, in the caller's transaction, which holds the player's bonus lock and the cashback's
 * row lock: real money from the house's bonus cost in one transfer keyed by the cashback, or a bonus granted
 * through the bonus engine on the programme's template (keyed by its source, the cashback), wagered the
 * programme's multiplier times. The cashback becomes `payed` with what paid it, and says so in the same commit.
 */
export class CashbackPayout {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async pay(tx: Db, { cashback, program }: TakenCashback): Promise<PlayerCashbackRow> {
    const { repository, clock } = this.#deps;
    const payed = await repository.update(tx, cashback.id, { status: 'payed', paidAt: clock.now() });
    const event = cashbackChanged(payed, cashback.status);
    // A `real` programme has no bonus template and a `bonus` one has one: the table's check says so.
    if (program.bonusTemplateId === null) {
      const transfer = await this.#deps.wallet.bonusTransfer(tx, {
        kind: 'cashback_payout',
        playerId: cashback.playerId,
        currency: cashback.currency,
        amount: cashback.amount,
        idempotencyKey: `cashback:${cashback.id}:payout`,
        metadata: { playerCashbackId: cashback.id, cashbackProgramId: program.id },
        events: [event],
      });
      return repository.update(tx, cashback.id, { payoutTransferId: transfer.transferId });
    }
    const playerBonusId = await this.#grantBonus(
      tx,
      cashback,
      program.bonusTemplateId,
      program.wageringMultiplier,
    );
    await appendOutboxEvents(tx, [event]);
    return repository.update(tx, cashback.id, { playerBonusId });
  }

  async #grantBonus(
    tx: Db,
    cashback: PlayerCashbackRow,
    templateId: number,
    wageringMultiplier: number,
  ): Promise<number> {
    const template = await this.#deps.bonuses.template(tx, templateId);
    if (!template)
      throw new Error(`cashback programme ${cashback.programId} pays a missing bonus ${templateId}`);
    const draft: BonusDraft = {
      playerId: cashback.playerId,
      templateId,
      currency: cashback.currency,
      source: 'cashback',
      sourceRef: `cashback-${cashback.id}`,
      amount: cashback.amount,
      wageringRequired: wageringMultiplier * cashback.amount,
      ...copiedTerms(template, cashback.currency),
      createdAt: this.#deps.clock.now(),
    };
    const granted = await this.#deps.lifecycle.grant(tx, template, draft);
    // The cashback's row lock and status let one payout through; its source index would refuse a second.
    if (!granted) throw new Error(`cashback ${cashback.id} was paid as a bonus already`);
    return granted.bonus.id;
  }
}
