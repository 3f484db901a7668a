import type { Bonus, BonusList, Currency, Language } from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Cash } from '../cash/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { assertMayActivate } from './activation-rules.ts';
import { bonusDraft } from './bonus-draft.ts';
import type { BonusLifecycle } from './bonus-lifecycle.ts';
import type { BonusPlayer, BonusPlayers } from './bonus-players.ts';
import { isAvailable, isReferralGift, isTaken } from './bonus-terms.ts';
import { isActive, isClosed, offerView, takenView } from './bonus-view.ts';
import { bonusErrors } from './bonuses.errors.ts';
import type { BonusesRepository, BonusTemplateRow, TakenBonus } from './bonuses.repository.ts';
import type { BonusSource } from './bonuses.schema.ts';
import type { FreeSpinViews } from './free-spin-views.ts';
import { offersFor } from './offers-for.ts';

/** The ways an offer is taken here: from the page, with a promo code, or from a landing's link. */
type OfferSource = Extract<BonusSource, 'offer' | 'promo_code' | 'landing'>;
/** What a landing may give without a deposit: money, or free spins (the spec's free-spin bonus from a landing). */
const LANDING_KINDS: readonly BonusTemplateRow['kind'][] = ['no_deposit', 'free_spins'];
/** The closed bonuses the page lists, newest first. */
const HISTORY_LIMIT = 50;

interface Deps {
  db: Db;
  clock: Clock;
  repository: BonusesRepository;
  lifecycle: BonusLifecycle;
  players: BonusPlayers;
  wallet: Pick<WalletService, 'balance'>;
  /** The cash desk's deposits: how many were credited, and when the last one was. */
  deposits: Pick<Cash, 'depositsCreditedBefore' | 'lastDepositAt'>;
  /** The spins free-spin bonuses show. */
  spinViews: FreeSpinViews;
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
      offersFor(db, this.#deps, player, this.#deps.clock.now()),
      this.#bonusBalance(db, player),
    ]);
    const shown = (taken: TakenBonus) => onTab(taken.template, tab);
    const view = (taken: TakenBonus) => takenView(taken, player.lang, balance);
    const active = live.find((taken) => shown(taken) && isActive(taken.bonus));
    const templates = new Map([...live, ...closed].map(({ template }) => [template.id, template]));
    for (const template of offers) templates.set(template.id, template);
    return this.#deps.spinViews.listWithSpins(
      db,
      {
        active: active ? view(active) : null,
        // Taken and not yet active: chosen for the next deposit, waiting to be activated, or behind the active one;
        // and the sport tab's other live free bets, several of which may be live at once.
        queued: live.filter((taken) => shown(taken) && taken !== active).map(view),
        available: offers
          .filter((template) => onTab(template, tab))
          .map((template) => offerView(template, player.currency, player.lang)),
        history: closed.filter(shown).map(view),
      },
      templates,
      player.lang,
    );
  }

  /** The player's state's `hasActiveSportBettingBonus`: a sport bonus of theirs is active (a free bet to place). */
  async hasActiveSportBonus(playerId: number): Promise<boolean> {
    const live = await this.#deps.repository.liveBonuses(this.#deps.db, playerId);
    return live.some((taken) => taken.template.category === 'sport' && isActive(taken.bonus));
  }

  /** `GET /rest/bonus/:id/apply/`: takes a bonus on offer. */
  async apply(playerId: number, bonusId: number, lang?: Language): Promise<Bonus> {
    const player = await this.#deps.players.caller(playerId, lang);
    const template = await this.#deps.repository.template(this.#deps.db, bonusId);
    // A promo code's bonus is taken with its code, never by its id.
    if (!template?.listed || !template.active) throw bonusErrors.notFound();
    return this.#take(player, template, 'offer');
  }

  /**
   * `POST /rest/referrals/choose-bonus/`: a player who registered with a friend's referral code takes one of the
   * friend's gifts; once one is chosen the others are no longer offered.
   */
  async chooseReferralGift(playerId: number, bonusId: number, lang?: Language): Promise<Bonus> {
    const player = await this.#deps.players.caller(playerId, lang);
    const template = await this.#deps.repository.template(this.#deps.db, bonusId);
    if (!template?.active || !isReferralGift(template)) throw bonusErrors.notFound();
    return this.#take(player, template, 'offer');
  }

  /**
   * `POST /rest/bonuses/availableBonus/`: the ids of the bonuses the player may take now, for the header's count
   * (the page lists them in full).
   */
  async availableIds(playerId: number): Promise<number[]> {
    const player = await this.#deps.players.caller(playerId);
    const offers = await offersFor(this.#deps.db, this.#deps, player, this.#deps.clock.now());
    return offers.map((template) => template.id);
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

  /**
   * `POST /rest/bonuses/nodeposit/apply/`: takes the no-deposit bonus (money or free spins) a landing offers, named
   * by its slug in the landing's link; once per player, as every such bonus. A promo code's bonus is taken only
   * with its code, so a landing can name only a bonus without one.
   */
  async applyLanding(playerId: number, slug: string, lang?: Language): Promise<Bonus> {
    const player = await this.#deps.players.caller(playerId, lang);
    const template = await this.#deps.repository.templateBySlug(this.#deps.db, slug);
    if (
      !template ||
      !LANDING_KINDS.includes(template.kind) ||
      template.promoCode !== null ||
      !template.active
    ) {
      throw bonusErrors.landingBonusUnknown();
    }
    return this.#take(player, template, 'landing');
  }

  /**
   * `GET /rest/bonuses/getfreespinbonus/`: takes a free-spin bonus, the one a landing's link names (listed or
   * not, but not a promo code's) or else the first on offer to the player.
   */
  async applyFreeSpins(playerId: number, bonusId: number | undefined, lang?: Language): Promise<Bonus> {
    const { db, clock, repository } = this.#deps;
    const player = await this.#deps.players.caller(playerId, lang);
    const template =
      bonusId === undefined
        ? (await offersFor(db, this.#deps, player, clock.now())).find((offer) => offer.kind === 'free_spins')
        : await repository.template(db, bonusId);
    // A code-only bonus is taken with its code.
    const codeOnly = template?.promoCode != null && !template.listed;
    if (template?.kind !== 'free_spins' || codeOnly || !template.active) throw bonusErrors.notFound();
    return this.#take(player, template, 'landing');
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
  async #take(player: BonusPlayer, template: BonusTemplateRow, source: OfferSource): Promise<Bonus> {
    const { db, clock, repository, lifecycle } = this.#deps;
    if (!isAvailable(template, player, clock.now())) throw bonusErrors.notAvailable();
    await assertMayActivate(this.#deps, db, player, template);
    const view = await db.transaction(async (tx) => {
      await repository.lockPlayer(tx, player.id);
      const before = await repository.takenOf(tx, player.id, template.id);
      if (isTaken(template, before)) throw bonusErrors.alreadyTaken();
      // One friend's gift per player: two gifts chosen at once wait here for each other's lock.
      if (isReferralGift(template) && (await repository.hasReferralGift(tx, player.id))) {
        throw bonusErrors.referralGiftChosen();
      }
      const draft = this.#draft(player, template, source, before.all + 1);
      const taken =
        template.kind === 'deposit'
          ? await lifecycle.choose(tx, template, draft)
          : await lifecycle.grant(tx, template, draft);
      if (!taken) throw bonusErrors.alreadyTaken();
      return takenView(taken, player.lang, await this.#bonusBalance(tx, player));
    });
    const [withSpins] = await this.#deps.spinViews.withSpins(
      db,
      [view],
      new Map([[template.id, template]]),
      player.lang,
    );
    return withSpins ?? view;
  }

  /** A bonus's own copy of its template's terms; the how-manieth take of the template names it. */
  #draft(player: BonusPlayer, template: BonusTemplateRow, source: OfferSource, take: number) {
    return bonusDraft(player, template, { source, sourceRef: `take-${take}` }, this.#deps.clock);
  }

  async #bonusBalance(executor: Db, player: { id: number; currency: Currency }): Promise<number> {
    return (await this.#deps.wallet.balance(player.id, player.currency, executor)).bonus;
  }
}
