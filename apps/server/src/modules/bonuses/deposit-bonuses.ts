import { type DepositBonusRejection, domainEvent } from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { appendOutboxEvents } from '../../platform/events/append-outbox-events.ts';
import type { RelayedEventOf } from '../../platform/events/relayed-event.ts';
import type { Cash } from '../cash/index.ts';
import type { AllowedWithDeposit } from './allowed-with-deposit.ts';
import { depositDraft } from './bonus-draft.ts';
import type { BonusLifecycle } from './bonus-lifecycle.ts';
import type { BonusPlayers } from './bonus-players.ts';
import { depositMismatch, isAvailable, isTaken } from './bonus-terms.ts';
import type { BonusesRepository, BonusTemplateRow, PlayerBonusRow } from './bonuses.repository.ts';

type DepositCompleted = RelayedEventOf<'DepositCompleted'>;

interface Deps {
  clock: Clock;
  repository: BonusesRepository;
  lifecycle: BonusLifecycle;
  players: BonusPlayers;
  deposits: Pick<Cash, 'depositsCreditedBefore'>;
  /** A deposit credited without a bonus may still take one for a while. */
  allowed: AllowedWithDeposit;
}

/** The deposit bonus a deposit earns, once it is found to qualify. */
interface Earned {
  template: BonusTemplateRow;
  chosen: PlayerBonusRow | undefined;
}

/**
 * Deposit bonuses granted from the event stream (decision 027): a credited deposit with a chosen bonus
 * (`DepositCompleted.bonusId`, the bonus's id, or `sportBettingBonusId` for a sport bonus) earns it when the deposit qualifies: its percent of the deposit up
 * to its cap, active at once or queued. The player's `init` bonus of that template becomes it, or a new one is
 * made; either way its source is the payment, so a deposit earns one bonus however often its event is handed
 * over. A deposit that does not qualify earns nothing, and `DepositBonusRejected` tells the player why.
 */
export class DepositBonuses {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async credited(tx: Db, event: DepositCompleted): Promise<void> {
    const { repository, lifecycle, clock } = this.#deps;
    const { paymentId, amount: deposit, currency, sportBettingBonusId } = event.payload;
    // A deposit takes a casino bonus (`bonus_id`) or a sport one (`sport_betting_bonus_id`), never both.
    const bonusId = event.payload.bonusId ?? sportBettingBonusId;
    if (bonusId === null) return this.#deps.allowed.credited(tx, event);
    await repository.lockPlayer(tx, event.playerId);
    if (await repository.depositBonus(tx, event.playerId, paymentId)) return;
    const outcome = await this.#earned(tx, event, bonusId);
    if (typeof outcome === 'string') {
      await appendOutboxEvents(tx, [
        domainEvent('DepositBonusRejected', event.playerId, {
          paymentId,
          bonusId,
          amount: deposit,
          currency,
          reason: outcome,
        }),
      ]);
      return;
    }
    const { template, chosen } = outcome;
    await lifecycle.grant(
      tx,
      template,
      depositDraft(template, { playerId: event.playerId, currency, paymentId, amount: deposit }, clock.now()),
      chosen,
    );
  }

  /**
   * The bonus the deposit earns, or why it earns none: the bonus must be a deposit bonus available to the player
   * now (a self-excluded player is given none), chosen by them or on offer and not taken, and for this deposit
   * (first or next, its amount).
   */
  async #earned(tx: Db, event: DepositCompleted, bonusId: number): Promise<Earned | DepositBonusRejection> {
    const { repository, players, deposits } = this.#deps;
    const { paymentId, amount, currency } = event.payload;
    const [template, player] = await Promise.all([
      repository.template(tx, bonusId),
      players.find(event.playerId, tx),
    ]);
    // A sport bonus comes as the deposit's sport bonus, a casino bonus as its casino bonus.
    const asSport = event.payload.sportBettingBonusId !== null;
    if (
      template?.kind !== 'deposit' ||
      (template.category === 'sport') !== asSport ||
      !player ||
      (await players.isExcluded(event.playerId, tx))
    ) {
      return 'not_available';
    }
    if (!isAvailable(template, { ...player, currency }, this.#deps.clock.now())) return 'not_available';
    const chosen = await repository.chosenBonus(tx, event.playerId, template.id);
    if (!chosen) {
      // A promo code's bonus is chosen with its code first; an offer may be chosen with the deposit itself.
      if (!template.listed) return 'not_available';
      if (isTaken(template, await repository.takenOf(tx, event.playerId, template.id)))
        return 'already_taken';
    }
    const creditedBefore = await deposits.depositsCreditedBefore(tx, event.playerId, paymentId);
    return depositMismatch(template, currency, amount, creditedBefore) ?? { template, chosen };
  }
}
