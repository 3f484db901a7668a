import type { Currency } from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { appendOutboxEvents } from '../../platform/events/append-outbox-events.ts';
import type { OutboxEvent } from '../../platform/events/outbox-event.ts';
import type { WalletService } from '../wallet/index.ts';
import type { BonusDraft, BonusLifecycle } from './bonus-lifecycle.ts';
import { copiedTerms } from './bonus-terms.ts';
import type { BonusesRepository } from './bonuses.repository.ts';

interface Deps {
  clock: Clock;
  wallet: Pick<WalletService, 'bonusTransfer'>;
  bonuses: Pick<BonusesRepository, 'template'>;
  lifecycle: Pick<BonusLifecycle, 'grant'>;
}

/** What is given back, to whom, under which key, and the event that tells of it (written in the same commit). */
export interface MoneyBackTerms {
  /** The wallet movement of a real-money payout, and the source of a bonus one. */
  kind: 'cashback' | 'insurance';
  /** The cashback's or insurance's id: it keys the transfer and names the bonus's source, so it pays once. */
  ref: number;
  playerId: number;
  currency: Currency;
  amount: number;
  metadata: Record<string, number>;
  event: OutboxEvent;
  /** Paid as a bonus on this template, wagered `wageringMultiplier` times; null: real money. */
  bonus: { templateId: number; wageringMultiplier: number } | null;
}

/**
 * Gives money back to a player in the caller's transaction (a cashback collected, a lost insured deposit
 * restored), which holds the player's bonus lock and the giving row's lock: real money from the house's bonus cost
 * in one transfer keyed by the giving row, or a bonus granted through the bonus engine on the programme's template
 * (its source the giving row), wagered the programme's multiplier times. Answers what paid it.
 */
export class MoneyBack {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async give(
    tx: Db,
    terms: MoneyBackTerms,
  ): Promise<{ payoutTransferId: number } | { playerBonusId: number }> {
    const { kind, ref, playerId, currency, amount } = terms;
    if (terms.bonus === null) {
      const transfer = await this.#deps.wallet.bonusTransfer(tx, {
        kind: `${kind}_payout`,
        playerId,
        currency,
        amount,
        idempotencyKey: `${kind}:${ref}:payout`,
        metadata: terms.metadata,
        events: [terms.event],
      });
      return { payoutTransferId: transfer.transferId };
    }
    const { templateId, wageringMultiplier } = terms.bonus;
    const template = await this.#deps.bonuses.template(tx, templateId);
    if (!template) throw new Error(`${kind} ${ref} pays a missing bonus ${templateId}`);
    const draft: BonusDraft = {
      playerId,
      templateId,
      currency,
      source: kind,
      sourceRef: `${kind}-${ref}`,
      amount,
      wageringRequired: wageringMultiplier * amount,
      ...copiedTerms(template, currency),
      createdAt: this.#deps.clock.now(),
    };
    const granted = await this.#deps.lifecycle.grant(tx, template, draft);
    // The giving row's lock and status let one payment through; the bonus's source index would refuse a second.
    if (!granted) throw new Error(`${kind} ${ref} was paid as a bonus already`);
    await appendOutboxEvents(tx, [terms.event]);
    return { playerBonusId: granted.bonus.id };
  }
}
