import type { Bonus, BonusList, Currency, Language } from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Cash } from '../cash/index.ts';
import type { WalletService } from '../wallet/index.ts';
import type { BonusDraft, BonusLifecycle } from './bonus-lifecycle.ts';
import type { BonusPlayer, BonusPlayers } from './bonus-players.ts';
import { amountIn, copiedTerms, isAvailable, isTaken, wageringRequired } from './bonus-terms.ts';
import { isActive, isClosed, offerView, takenView } from './bonus-view.ts';
import { bonusErrors } from './bonuses.errors.ts';
import type { BonusesRepository, BonusTemplateRow, TakenBonus } from './bonuses.repository.ts';
import { offersFor } from './offers-for.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The closed bonuses the page lists, newest first. */
const HISTORY_LIMIT = 50;

interface Deps {
  db: Db;
  clock: Clock;
  repository: BonusesRepository;
  lifecycle: BonusLifecycle;
  players: BonusPlayers;
  wallet: Pick<WalletService, 'balance'>;
  /** The cash desk's deposits: when the player's last one was credited. */
  deposits: Pick<Cash, 'lastDepositAt'>;
}

/** The page's tab: the sportsbook's bonuses, or every other category. */
function onTab(template: BonusTemplateRow, tab: 'casino' | 'sport'): boolean {
  return (template.category === 'sport') === (tab === 'sport');
}

/**
 * What a player does with bonuses (spec sections 3 and 7): the page's lists, taking an offer or a promo code's
 * bonus, hiding an offer, canceling a bonus. Every call is the signed-in player's own and refused while they are
 * self-excluded. A no-deposit bonus is granted when taken (or queued behind the active bonus); a deposit bonus is
 * chosen (`init`) and granted when the deposit is credited. A bonus is taken once, except a deposit bonus for the
 * next deposits or any (a reload), which may be taken again once the one before has closed.
 */
export class OffersService {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** `GET /rest/bonuses/`: the active bonus, the queue (the chosen one among it), what may be taken, the closed ones. */
  async list(playerId: number, tab: 'casino' | 'sport', lang?: Language): Promise<BonusList> {
    const { db, repository } = this.#deps;
    const player = await this.#deps.players.caller(playerId, lang);
    const [live, closed, offers, balance] = await Promise.all([
      repository.liveBonuses(db, playerId),
      repository.closedBonuses(db, playerId, HISTORY_LIMIT),
      offersFor(db, repository, player, this.#deps.clock.now()),
      this.#bonusBalance(db, player),
    ]);
    const shown = (taken: TakenBonus) => onTab(taken.template, tab);
    const view = (taken: TakenBonus) => takenView(taken, player.lang, balance);
    const active = live.find((taken) => shown(taken) && isActive(taken.bonus));
    return {
      active: active ? view(active) : null,
      // Taken and not yet active: chosen for the next deposit, waiting to be activated, or behind the active one.
      queued: live
        .filter((taken) => shown(taken) && ['init', 'sleeping', 'waiting'].includes(taken.bonus.status))
        .map(view),
      available: offers
        .filter((template) => onTab(template, tab))
        .map((template) => offerView(template, player.currency, player.lang)),
      history: closed.filter(shown).map(view),
    };
  }

  /** `GET /rest/bonus/:id/apply/`: takes a bonus on offer. */
  async apply(playerId: number, bonusId: number, lang?: Language): Promise<Bonus> {
    const player = await this.#deps.players.caller(playerId, lang);
    const template = await this.#deps.repository.template(this.#deps.db, bonusId);
    // A promo code's bonus is taken with its code, never by its id.
    if (!template?.listed || !template.active) throw bonusErrors.notFound();
    return this.#take(player, template, 'offer');
  }

  /** `POST /rest/bonus/:id/hide/`: the offer is not shown to the player again. */
  async hide(playerId: number, bonusId: number): Promise<void> {
    const { db, clock, repository } = this.#deps;
    await this.#deps.players.caller(playerId);
    if (!(await repository.template(db, bonusId))) throw bonusErrors.notFound();
    await repository.hide(db, playerId, bonusId, clock.now());
  }

  /**
   * `DELETE /rest/bonuses/revokebonus/:id/`: cancels the player's bonus (its player bonus id). An active one
   * forfeits its whole bonus balance, real money stays, and the next queued bonus activates.
   */
  async revoke(playerId: number, playerBonusId: number, lang?: Language): Promise<Bonus> {
    const player = await this.#deps.players.caller(playerId, lang);
    return this.#deps.db.transaction(async (tx) => {
      const { repository, lifecycle } = this.#deps;
      await repository.lockPlayer(tx, playerId);
      const taken = await repository.ownBonus(tx, playerId, playerBonusId);
      if (!taken) throw bonusErrors.notFound();
      if (isClosed(taken.bonus)) throw bonusErrors.notCancelable();
      const canceled = await lifecycle.close(tx, taken, 'canceled');
      return takenView(canceled, player.lang, null);
    });
  }

  /** `GET /rest/promo-codes/validate/:code/`: the bonus the code gives, as the player would take it. */
  async validatePromoCode(playerId: number, code: string, lang?: Language): Promise<Bonus> {
    const player = await this.#deps.players.caller(playerId, lang);
    const template = await this.#promoTemplate(code);
    if (!isAvailable(template, player, this.#deps.clock.now())) throw bonusErrors.notAvailable();
    const taken = await this.#deps.repository.takenOf(this.#deps.db, playerId, template.id);
    if (isTaken(template, taken)) throw bonusErrors.alreadyTaken();
    return offerView(template, player.currency, player.lang);
  }

  /** `GET /rest/promo-codes/apply/:code/`: takes the bonus the code gives, as taking an offer does. */
  async applyPromoCode(playerId: number, code: string, lang?: Language): Promise<Bonus> {
    const player = await this.#deps.players.caller(playerId, lang);
    return this.#take(player, await this.#promoTemplate(code), 'promo_code');
  }

  async #promoTemplate(code: string): Promise<BonusTemplateRow> {
    const template = await this.#deps.repository.templateByPromoCode(this.#deps.db, code);
    if (!template?.active) throw bonusErrors.promoCodeUnknown();
    if (template.endsAt !== null && template.endsAt <= this.#deps.clock.now()) {
      throw bonusErrors.promoCodeExpired();
    }
    return template;
  }

  /**
   * Takes a template's bonus for the player: checked for them (available, the balance and deposit rules), then,
   * under the player's bonus lock, not taken before (two takes at once: one wins) and granted or chosen.
   */
  async #take(
    player: BonusPlayer,
    template: BonusTemplateRow,
    source: 'offer' | 'promo_code',
  ): Promise<Bonus> {
    const { db, clock, repository, lifecycle } = this.#deps;
    if (!isAvailable(template, player, clock.now())) throw bonusErrors.notAvailable();
    await this.#assertMayActivate(player, template);
    return db.transaction(async (tx) => {
      await repository.lockPlayer(tx, player.id);
      const before = await repository.takenOf(tx, player.id, template.id);
      if (isTaken(template, before)) throw bonusErrors.alreadyTaken();
      const draft = this.#draft(player, template, source, before.all + 1);
      const taken =
        template.kind === 'deposit'
          ? await lifecycle.choose(tx, template, draft)
          : await lifecycle.grant(tx, template, draft);
      if (!taken) throw bonusErrors.alreadyTaken();
      return takenView(taken, player.lang, await this.#bonusBalance(tx, player));
    });
  }

  /** A bonus's own copy of its template's terms in the player's currency; a no-deposit bonus has its money. */
  #draft(player: BonusPlayer, template: BonusTemplateRow, source: 'offer' | 'promo_code', take: number) {
    const amount =
      template.kind === 'no_deposit' ? (amountIn(template.fixedAmount, player.currency) ?? 0) : 0;
    return {
      playerId: player.id,
      templateId: template.id,
      currency: player.currency,
      source,
      // The how-manieth take of the template: the source index refuses a second row for the same take.
      sourceRef: `take-${take}`,
      amount,
      wageringRequired: wageringRequired(template, amount, 0),
      ...copiedTerms(template, player.currency),
      createdAt: this.#deps.clock.now(),
    } satisfies BonusDraft;
  }

  /** The balance-limit modal and the deposit-required popup (spec section 7, apply cash bonus). */
  async #assertMayActivate(player: BonusPlayer, template: BonusTemplateRow): Promise<void> {
    const { db, clock, wallet } = this.#deps;
    const { maxBalanceForActivation, daysSinceLastDeposit } = template.eligibility;
    const maxBalance = amountIn(maxBalanceForActivation, player.currency);
    if (maxBalance !== null) {
      const { principal } = await wallet.balance(player.id, player.currency, db);
      if (principal > maxBalance) throw bonusErrors.balanceTooHigh(maxBalance);
    }
    if (daysSinceLastDeposit !== null) {
      const last = await this.#deps.deposits.lastDepositAt(db, player.id);
      const since = clock.now().getTime() - daysSinceLastDeposit * DAY_MS;
      if (!last || last.getTime() < since) throw bonusErrors.requiresDeposit(daysSinceLastDeposit);
    }
  }

  async #bonusBalance(executor: Db, player: { id: number; currency: Currency }): Promise<number> {
    return (await this.#deps.wallet.balance(player.id, player.currency, executor)).bonus;
  }
}
