import { z } from 'zod';
import { bonusLanguageQuerySchema, bonusSchema } from './bonuses.ts';

/**
 * Who offered a player a personal bonus: a CRM campaign's rule, an operator by hand, or a prize won elsewhere on
 * the site. With its `source_ref` it names the offer, so offering the same thing twice gives one offer.
 */
export const BONUS_OFFER_SOURCES = ['campaign', 'operator', 'prize'] as const;
export type BonusOfferSource = (typeof BONUS_OFFER_SOURCES)[number];

/**
 * A personal offer's life: `offered` to the player, then `assigned` (accepted: a sleeping bonus of theirs, or a
 * deposit bonus chosen for the next deposit), `declined`, or `expired` once its time is over.
 */
export const BONUS_OFFER_STATUSES = ['offered', 'assigned', 'declined', 'expired'] as const;
export type BonusOfferStatus = (typeof BONUS_OFFER_STATUSES)[number];

/**
 * A bonus offered to one player (spec section 7, "Bonus offer: info, assign/{id}, apply, showed, calendar"): its
 * bonus with the terms in the player's currency, from when and until when it may be accepted, and whether the
 * BonusPopup showed it already (`shownAt`).
 */
export const bonusOfferSchema = z.object({
  offerId: z.number().int().positive(),
  bonus: bonusSchema,
  source: z.enum(BONUS_OFFER_SOURCES),
  validFrom: z.iso.datetime(),
  validUntil: z.iso.datetime(),
  shownAt: z.iso.datetime().nullable(),
});
export type BonusOffer = z.infer<typeof bonusOfferSchema>;

/** The player's offers that may be accepted now, newest first. */
export const bonusOfferListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(bonusOfferSchema),
});

export const bonusOfferIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/**
 * Spec section 7, partner bonus fetch: the player's open offer of a gambling partner's bonus (category
 * `gambling_partners`), or null (then `popup=start-chain` opens the welcome chain instead).
 */
export const partnerOfferResponseSchema = z.object({
  success: z.literal(true),
  data: bonusOfferSchema.nullable(),
});

/**
 * What a gambling partner's guest is promised (PartnerRegistrationPopup): the bonus the partner campaign offers
 * players registered from the partner, in the site's currency, or null when no partner campaign runs.
 */
export const partnerWelcomeResponseSchema = z.object({
  success: z.literal(true),
  data: bonusSchema.nullable(),
});

/** BonusPopup showed the offer: it is not shown again. */
export const bonusOfferShowedBodySchema = z.object({
  offerId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export const bonusOfferShowedResponseSchema = z.object({ success: z.literal(true) });

/** How many days ahead the calendar looks (today included). */
export const BONUS_CALENDAR_MAX_DAYS = 31;
export const bonusCalendarQuerySchema = bonusLanguageQuerySchema.extend({
  days: z.coerce.number().int().min(1).max(BONUS_CALENDAR_MAX_DAYS).optional(),
});

/** One day of the bonus calendar, in the brand's time zone: the offers that may be accepted on it. */
export const bonusCalendarDaySchema = z.object({
  date: z.iso.date(),
  offers: z.array(bonusOfferSchema),
});
export type BonusCalendarDay = z.infer<typeof bonusCalendarDaySchema>;

/** The days ahead that have offers, soonest first. */
export const bonusCalendarResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(bonusCalendarDaySchema),
});

/** `POST /rest/bonuses/apply/`: activates the player's sleeping bonus (its player bonus id). */
export const sleepingBonusApplyBodySchema = z.object({
  bonusId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
