import { z } from 'zod';
import { bonusSchema } from './bonuses.ts';
import { currencySchema } from './schemas.ts';

const minor = z.number().int().nonnegative();

/**
 * The birthday bonus the player may take now (spec section 3 `birthdayBonus`): its template's id, its money in
 * the player's currency, and the last moment of the window around the birthday in which it may be taken. Null in
 * the player's state when there is none (no birth date, not their birthday, taken or declined this year).
 */
export const birthdayBonusStateSchema = z.object({
  bonusId: z.number().int().positive(),
  amount: minor,
  currency: currencySchema,
  availableUntil: z.iso.datetime(),
});
export type BirthdayBonusState = z.infer<typeof birthdayBonusStateSchema>;

/** `GET /rest/bonuses/birthday/`: the birthday bonus on offer with its terms, or null when there is none. */
export const birthdayOfferResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ bonus: bonusSchema, availableUntil: z.iso.datetime() }).nullable(),
});
export type BirthdayOffer = NonNullable<z.infer<typeof birthdayOfferResponseSchema>['data']>;

/**
 * `GET /rest/bonuses/last-daily/`: the daily bonus (null when none is offered to the player), when the player last
 * took one, and when the next may be taken (null: now).
 */
export const lastDailyResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    bonus: bonusSchema.nullable(),
    lastTakenAt: z.iso.datetime().nullable(),
    nextAvailableAt: z.iso.datetime().nullable(),
  }),
});
export type LastDaily = z.infer<typeof lastDailyResponseSchema>['data'];

/** `POST /rest/bonuses/nodeposit/apply/`: the landing's no-deposit bonus, named by its slug in the landing link. */
export const landingBonusBodySchema = z.object({
  slug: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and - only'),
});

/**
 * One step of the welcome chain (spec: registration welcome pack): its place in the chain, the bonus (as offered,
 * or as the player took it), and whether it is done (the player was granted it).
 */
export const welcomeStepSchema = z.object({
  step: z.number().int().positive(),
  bonus: bonusSchema,
  done: z.boolean(),
});
export type WelcomeStep = z.infer<typeof welcomeStepSchema>;

/** `GET /rest/bonuses/welcome-pack/`: the welcome chain's steps in order (spec: success, data list). */
export const welcomePackResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(welcomeStepSchema),
});
