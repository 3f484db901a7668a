import {
  type Bonus,
  type BonusCalendarDay,
  type BonusOffer,
  type BonusOfferSource,
  DEFAULT_CURRENCY,
  domainEvent,
  type Language,
  PARTNER_REGISTRATION_SOURCE,
} from '@casino/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { appendOutboxEvents } from '../../../platform/events/append-outbox-events.ts';
import { bonusDraft } from '../bonus-draft.ts';
import type { BonusLifecycle } from '../bonus-lifecycle.ts';
import type { BonusPlayer, BonusPlayers } from '../bonus-players.ts';
import { isAvailable } from '../bonus-terms.ts';
import { offerView, takenView } from '../bonus-view.ts';
import { bonusErrors } from '../bonuses.errors.ts';
import type { BonusesRepository } from '../bonuses.repository.ts';
import { bonusOfferErrors } from './bonus-offers.errors.ts';
import type { BonusOfferRow, BonusOffersRepository, OfferedBonus } from './bonus-offers.repository.ts';
import { calendarDays, calendarSpan } from './offer-calendar.ts';
import { personalOfferView } from './offer-views.ts';

/** The calendar's days when the call names none: a week from today. */
const DEFAULT_CALENDAR_DAYS = 7;
/** A brand that set no calendar zone counts its days in UTC. */
const DEFAULT_CALENDAR_ZONE = 'UTC';

/** The later of two moments: an offer opening later is checked for the moment it opens. */
function later(a: Date, b: Date): Date {
  return new Date(Math.max(a.getTime(), b.getTime()));
}

/** What offering a bonus to one player says: who offers it, under which reference, and when it may be accepted. */
export interface OfferTerms {
  source: BonusOfferSource;
  /** Names the offer within its source: offering the same template again under it gives the offer made before. */
  sourceRef: string;
  /** From when it may be accepted (now when not given). */
  validFrom?: Date;
  validUntil: Date;
}

interface Deps {
  db: Db;
  clock: Clock;
  offers: BonusOffersRepository;
  repository: BonusesRepository;
  lifecycle: BonusLifecycle;
  players: BonusPlayers;
}

/**
 * Bonuses offered to one player (spec section 7, "Bonus offer: info, assign/{id}, showed, calendar"): the campaigns,
 * the back office and later the prize steps offer them; the player lists, sees (BonusPopup, once per offer) and
 * accepts them. Accepting makes the player's bonus `sleeping` (no money until they activate it, see
 * `SleepingBonuses`) or, for a deposit bonus, `init`, chosen for their next deposit. A self-excluded player or one in
 * a time-out is offered nothing and every call of theirs is refused (444).
 */
export class PersonalOffers {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /**
   * Offers the template named by `templateSlug` to the player, in `tx` when given (a caller's own transaction), else
   * in one of its own. Idempotent: the same source and reference answer the offer made before. Answers null when
   * the player may not be offered it: gone, self-excluded or in a time-out, or the template is not for their brand
   * or currency. An unknown slug, or an offer that would end before it opens or is over already, is refused.
   */
  async offer(
    playerId: number,
    templateSlug: string,
    terms: OfferTerms,
    tx?: Db,
  ): Promise<BonusOfferRow | null> {
    if (!tx) return this.#deps.db.transaction((own) => this.offer(playerId, templateSlug, terms, own));
    const { clock, offers, repository, players } = this.#deps;
    const now = clock.now();
    const validFrom = terms.validFrom ?? now;
    const template = await repository.templateBySlug(tx, templateSlug);
    if (!template) throw bonusErrors.notFound();
    if (terms.validUntil <= validFrom || terms.validUntil <= now) throw bonusOfferErrors.expired();
    const player = await players.find(playerId, tx);
    if (!player || (await players.isExcluded(playerId, tx))) return null;
    if (!isAvailable(template, player, later(validFrom, now))) return null;
    const key = { playerId, templateId: template.id, source: terms.source, sourceRef: terms.sourceRef };
    const created = await offers.insertOffer(tx, {
      ...key,
      status: 'offered',
      validFrom,
      validUntil: terms.validUntil,
      createdAt: now,
    });
    if (!created) {
      const existing = await offers.offerBySource(tx, key);
      if (!existing) throw new Error(`bonus offer ${JSON.stringify(key)} neither inserted nor found`);
      return existing;
    }
    // The player hears of an offer they may accept now; one that opens later waits on the calendar.
    if (validFrom <= now) {
      await appendOutboxEvents(tx, [
        domainEvent('BonusOffered', playerId, {
          offerId: created.id,
          bonusId: template.id,
          source: created.source,
          validFrom: validFrom.toISOString(),
          validUntil: created.validUntil.toISOString(),
        }),
      ]);
    }
    return created;
  }

  /** `GET /rest/bonuses/offer/info/`: the player's offers that may be accepted now, newest first. */
  async info(playerId: number, lang?: Language): Promise<BonusOffer[]> {
    const { db, clock, offers } = this.#deps;
    const player = await this.#deps.players.caller(playerId, lang);
    const now = clock.now();
    const open = await offers.openOffers(db, playerId, now, new Date(now.getTime() + 1));
    return this.#views(open, player, now);
  }

  /**
   * `GET /rest/bonuses/partner/` (the spec's partner bonus fetch): the newest open offer of a gambling partner's
   * bonus, the one PartnerBonusModal shows and `popup=start-chain` gives way to.
   */
  async partner(playerId: number, lang?: Language): Promise<BonusOffer | null> {
    const offers = await this.info(playerId, lang);
    return offers.find(({ bonus }) => bonus.category === 'gambling_partners') ?? null;
  }

  /**
   * `GET /rest/bonuses/partner/welcome/`: what a guest a gambling partner sent will be offered once registered
   * from the partner (the partner campaign's bonus, its terms in the site's currency), so the guest popup promises
   * what the player will get; null when no partner campaign runs.
   */
  async partnerWelcome(lang: Language): Promise<Bonus | null> {
    const { db, offers } = this.#deps;
    const campaigns = await offers.activeCampaigns(db, 'registration_completed');
    const partner = campaigns.find(
      ({ campaign }) => campaign.registrationSource === PARTNER_REGISTRATION_SOURCE,
    );
    return partner ? offerView(partner.template, DEFAULT_CURRENCY, lang) : null;
  }

  /**
   * `GET /rest/bonuses/offer/calendar/`: the player's offers by day, today and the `days` after it, in the brand's
   * calendar zone; an offer opening later is on the days it may be accepted.
   */
  async calendar(
    playerId: number,
    days = DEFAULT_CALENDAR_DAYS,
    lang?: Language,
  ): Promise<BonusCalendarDay[]> {
    const { db, clock, offers } = this.#deps;
    const player = await this.#deps.players.caller(playerId, lang);
    const now = clock.now();
    const zone = (await offers.calendarZone(db, player.brand)) ?? DEFAULT_CALENDAR_ZONE;
    const span = calendarSpan(now, zone, days);
    const coming = (await offers.openOffers(db, playerId, span.from, span.until)).filter(
      ({ offer, template }) => isAvailable(template, player, later(offer.validFrom, now)),
    );
    const byDay = calendarDays(
      coming.map((offered) => ({ ...offered.offer, offered })),
      now,
      zone,
      days,
    );
    return byDay.map(({ date, offers: onDay }) => ({
      date,
      offers: onDay.map(({ offered }) => personalOfferView(offered, player.currency, player.lang)),
    }));
  }

  /** `POST /rest/bonuses/offer/showed/`: BonusPopup showed the offer; it is not shown again. */
  async showed(playerId: number, offerId: number): Promise<void> {
    const { db, clock, offers } = this.#deps;
    await this.#deps.players.caller(playerId);
    if (!(await offers.markShown(db, playerId, offerId, clock.now()))) throw bonusOfferErrors.notFound();
  }

  /**
   * `GET /rest/bonuses/offer/assign/:id/`: accepts the player's offer, under their bonus lock and the offer's row
   * lock (two accepts at once: one bonus, the other refused). A bonus with money becomes `sleeping` until the
   * offer's end; a deposit bonus is chosen (`init`) for the next deposit, which grants it.
   */
  async assign(playerId: number, offerId: number, lang?: Language): Promise<Bonus> {
    const { db, clock, offers, repository, lifecycle } = this.#deps;
    const player = await this.#deps.players.caller(playerId, lang);
    return db.transaction(async (tx) => {
      await repository.lockPlayer(tx, playerId);
      const offered = await offers.lockOwnOffer(tx, playerId, offerId);
      if (!offered) throw bonusOfferErrors.notFound();
      const { offer, template } = offered;
      const now = clock.now();
      if (offer.status === 'expired' || offer.validUntil <= now) throw bonusOfferErrors.expired();
      if (offer.status !== 'offered') throw bonusOfferErrors.taken();
      if (offer.validFrom > now || !isAvailable(template, player, now)) throw bonusErrors.notAvailable();
      const draft = bonusDraft(
        player,
        template,
        { source: 'personal_offer', sourceRef: `offer-${offer.id}` },
        clock,
      );
      const taken =
        template.kind === 'deposit'
          ? await lifecycle.choose(tx, template, draft)
          : await lifecycle.sleep(tx, template, draft, offer.validUntil);
      if (!taken) throw bonusOfferErrors.taken();
      await offers.updateOffer(tx, offer.id, {
        status: 'assigned',
        playerBonusId: taken.bonus.id,
        decidedAt: now,
      });
      return takenView(taken, player.lang, null);
    });
  }

  #views(open: OfferedBonus[], player: BonusPlayer, now: Date): BonusOffer[] {
    return open
      .filter(({ template }) => isAvailable(template, player, now))
      .map((offered) => personalOfferView(offered, player.currency, player.lang));
  }
}
