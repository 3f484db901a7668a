/**
 * The wheel of fortune (issue 19, item 4; decision 036): a wheel is segments with integer weights, a spin is a fair
 * draw from the player's chance seeds, a segment's chance is its weight over the total and is published with its
 * prize. Spins: one free a Kyiv day and/or spins earned by deposits. The guest wheel shows a demo spin that pays
 * nothing, inviting registration.
 */
import { z } from 'zod';
import { chanceDrawSchema, chancePrizeSchema } from './chance.ts';
import { localizedTextSchema } from './notifications.ts';
import { prizeViewSchema, REWARD_TYPES } from './rewards.ts';
import { currencySchema, languageSchema } from './schemas.ts';

export const WHEEL_MIN_SEGMENTS = 2;
export const WHEEL_MAX_SEGMENTS = 16;
/** Weights stay small integers: a wheel's total is one draw of `uniformInt`, far below 2^32. */
export const WHEEL_MAX_WEIGHT = 1_000_000;
/** The most spins a player may have in one Kyiv day, the free one and those earned by deposits together. */
export const WHEEL_MAX_SPINS = 10;
/** Spec section 5: a guest pressing spin goes to registration with this location. */
export const WHEEL_REGISTER_LOCATION = 'wheel';
/** Spec section 5: a wheel popup opened automatically shows after this wait. */
export const WHEEL_POPUP_DELAY_MS = 500;

export const wheelSlugSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/);

/** One segment as the operator configures it: its prize, its weight, and an optional text drawn on the wheel. */
export const wheelSegmentSchema = z.object({
  /** Drawn on the segment; without it, the prize's name in the player's currency. */
  label: localizedTextSchema.nullable(),
  prize: chancePrizeSchema,
  weight: z.number().int().min(1).max(WHEEL_MAX_WEIGHT),
});
export type WheelSegment = z.infer<typeof wheelSegmentSchema>;

/** A wheel as the operator configures it (the back office's editor writes these terms). */
export const wheelTermsSchema = z.object({
  title: localizedTextSchema,
  enabled: z.boolean(),
  /** The guest wheel: shown to guests with a demo spin that pays nothing. */
  guest: z.boolean(),
  /** One free spin each Kyiv day. */
  dailyFreeSpin: z.boolean(),
  /** Qualifying deposits that earn one spin in their Kyiv day; 0: deposits earn none. */
  depositsForSpin: z.number().int().min(0).max(100),
  /** The smallest deposit that counts, per currency (minor units). */
  minDeposit: z.partialRecord(currencySchema, z.number().int().positive().max(1_000_000_000_00)),
  maxSpins: z.number().int().min(1).max(WHEEL_MAX_SPINS),
  segments: z.array(wheelSegmentSchema).min(WHEEL_MIN_SEGMENTS).max(WHEEL_MAX_SEGMENTS),
});
export type WheelTerms = z.infer<typeof wheelTermsSchema>;

/** A segment as the player reads it: what it shows and pays, and its exact chance (`weight` in `totalWeight`). */
export const wheelSegmentViewSchema = z.object({
  index: z.number().int(),
  label: z.string(),
  prize: prizeViewSchema,
  weight: z.number().int(),
  /** The chance in basis points, rounded half up, for display; the exact chance is weight / totalWeight. */
  chanceBp: z.number().int(),
});
export type WheelSegmentView = z.infer<typeof wheelSegmentViewSchema>;

/** The wheel's published odds: every segment with its chance and prize, and the average money a spin pays. */
export const wheelSegmentsSchema = z.object({
  slug: wheelSlugSchema,
  title: z.string(),
  totalWeight: z.number().int(),
  segments: z.array(wheelSegmentViewSchema),
  /** The expected money of one spin in `currency`, minor units, rounded down. */
  expectedMoney: z.number().int(),
  currency: currencySchema,
});
export type WheelSegments = z.infer<typeof wheelSegmentsSchema>;

/** The wheel and the viewer's spins today (a guest has none). */
export const wheelInfoSchema = z.object({
  slug: wheelSlugSchema,
  title: z.string(),
  spinsLeft: z.number().int(),
  spinsMade: z.number().int(),
  maxSpins: z.number().int(),
  /** A spin may be made now. */
  isAvailable: z.boolean(),
  dailyFreeSpin: z.boolean(),
  depositsForSpin: z.number().int(),
  /** Deposits counted today. */
  depositsCounted: z.number().int(),
  minDeposit: z.object({ amount: z.number().int(), currency: currencySchema }).nullable(),
  /** When the next Kyiv day's spins open. */
  nextPeriodAt: z.iso.datetime(),
});
export type WheelInfo = z.infer<typeof wheelInfoSchema>;

/** A prize the player won on a wheel (its id is the spin's). */
export const wheelPrizeSchema = z.object({
  id: z.number().int(),
  wheel: wheelSlugSchema,
  segment: z.number().int(),
  /** The prize in words in the reader's language (money in the player's currency). */
  text: z.string(),
  type: z.enum(REWARD_TYPES),
  amount: z.number().int().nullable(),
  currency: currencySchema.nullable(),
  /** The bonus offer a bonus prize made (accept it, then activate it; the activation modal while a bonus is active). */
  bonusOfferId: z.number().int().nullable(),
  drawId: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type WheelPrize = z.infer<typeof wheelPrizeSchema>;

export const wheelQuerySchema = z.object({
  slug: wheelSlugSchema.optional(),
  lang: languageSchema.optional(),
});
export const wheelLangQuerySchema = z.object({ lang: languageSchema.optional() });
export const wheelPrizeParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const wheelInfoResponseSchema = z.object({ success: z.literal(true), data: wheelInfoSchema });
export const wheelSegmentsResponseSchema = z.object({ success: z.literal(true), data: wheelSegmentsSchema });

export const wheelSpinResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    segment: z.number().int(),
    /** Null when the segment pays nothing. */
    prize: wheelPrizeSchema.nullable(),
    info: wheelInfoSchema,
    draw: chanceDrawSchema,
  }),
});
export type WheelSpinResult = z.infer<typeof wheelSpinResponseSchema>['data'];

export const wheelPrizesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(wheelPrizeSchema),
});
export const wheelPrizeResponseSchema = z.object({ success: z.literal(true), data: wheelPrizeSchema });

/** The guest wheel: its segments and odds, and a demo spin that pays nothing and is not recorded. */
export const wheelGuestSchema = z.object({
  wheel: wheelSegmentsSchema,
  demo: z.object({ segment: z.number().int(), prize: prizeViewSchema }),
  registerLocation: z.literal(WHEEL_REGISTER_LOCATION),
});
export type WheelGuest = z.infer<typeof wheelGuestSchema>;

/**
 * Null when the operator runs no guest wheel: every guest page asks, so "none" is an answer, not a failure the
 * browser would log as an error on each page.
 */
export const wheelGuestResponseSchema = z.object({
  success: z.literal(true),
  data: wheelGuestSchema.nullable(),
});
