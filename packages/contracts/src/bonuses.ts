import { z } from 'zod';
import {
  BONUS_CATEGORIES,
  BONUS_KINDS,
  BONUS_OUTCOMES,
  BONUS_STATUSES,
  DEPOSIT_RULES,
  WAGERING_BASES,
} from './bonus-codes.ts';
import { freeSpinsSchema } from './free-spins.ts';
import { freebetTermsSchema } from './freebets.ts';
import { GAME_KINDS } from './game-codes.ts';
import { currencySchema, languageSchema } from './schemas.ts';

const minor = z.number().int().nonnegative();

/**
 * A bonus's terms in the player's currency, shown before the player takes it (UKGC: terms before acceptance).
 * Amounts are integer minor units; `percent` and `contributions` whole percents; null where the term does not apply.
 */
export const bonusTermsSchema = z.object({
  /** A deposit bonus's share of the deposit, up to `maxAmount`. */
  percent: z.number().int().positive().nullable(),
  maxAmount: minor.nullable(),
  /** A no-deposit bonus's amount. */
  fixedAmount: minor.nullable(),
  wageringMultiplier: z.number().int().nonnegative(),
  wageringBase: z.enum(WAGERING_BASES),
  /** How much of a stake counts towards wagering, by game kind (a kind not listed counts nothing). */
  contributions: z.partialRecord(z.enum(GAME_KINDS), z.number().int().min(0).max(100)),
  /** The largest stake allowed while the bonus is wagered; null: no limit. */
  maxBet: minor.nullable(),
  /** The most real money the bonus can turn into; the rest is forfeited. Null: no cap. */
  maxConversion: minor.nullable(),
  /** Days to wager the bonus from its activation. */
  validityDays: z.number().int().positive(),
  depositRule: z.enum(DEPOSIT_RULES).nullable(),
  /** A free bet's terms (decision 033): the lowest combined odds and the kinds of bet; null for other bonuses. */
  freebet: freebetTermsSchema.nullable(),
});
export type BonusTerms = z.infer<typeof bonusTermsSchema>;

/** The deposit a deposit bonus needs: at least `min`, at most `max` (null: no upper limit), minor units. */
export const depositSumLimitsSchema = z.object({ min: minor, max: minor.nullable() });

/** What a deposit of a given amount would bring with a bonus (the spec's `calculationFields`). */
export const calculationFieldsSchema = z.object({
  depositAmount: minor,
  bonusAmount: minor,
  /** Stakes needed to wager the bonus through: the multiplier times the base. */
  wageringRequired: minor,
  maxConversion: minor.nullable(),
});
export type CalculationFields = z.infer<typeof calculationFieldsSchema>;

/** A taken bonus's wagering so far: stakes counted (after contributions) of the required amount. */
export const bonusWageringSchema = z.object({
  required: minor,
  wagered: minor,
  /** Whole percent, rounded down: 100 only when wagered through. */
  percent: z.number().int().min(0).max(100),
});

/**
 * A bonus as the player sees it (spec section 3: id, category, type, title, params.cardType, promoCode,
 * hasChildrens, status, externalId, depositSumLimits, amount_min). `id` is the bonus's (its template's) id, the
 * one the apply, hide and cash desk calls take; `playerBonusId` is the player's own copy once taken (null for an
 * offer), which the revoke call takes.
 */
export const bonusSchema = z.object({
  id: z.number().int().positive(),
  playerBonusId: z.number().int().positive().nullable(),
  category: z.enum(BONUS_CATEGORIES),
  type: z.enum(BONUS_KINDS),
  title: z.string(),
  description: z.string(),
  params: z.object({ cardType: z.string() }),
  promoCode: z.string().nullable(),
  hasChildrens: z.boolean(),
  status: z.enum(BONUS_STATUSES),
  externalId: z.string().nullable(),
  currency: currencySchema,
  depositSumLimits: depositSumLimitsSchema.nullable(),
  amount_min: minor.nullable(),
  terms: bonusTermsSchema,
  /** The bonus money granted (null until taken), and what is on the bonus balance now while it is active. */
  amount: minor.nullable(),
  balance: minor.nullable(),
  wagering: bonusWageringSchema.nullable(),
  /** When an offer stops being offered, or a taken bonus expires. */
  expiresAt: z.iso.datetime().nullable(),
  outcome: z.enum(BONUS_OUTCOMES).nullable(),
  /** Real money the bonus turned into when it completed. */
  convertedAmount: minor.nullable(),
  /** A free-spin bonus's spins (absent for other kinds). */
  freeSpins: freeSpinsSchema.optional(),
});
export type Bonus = z.infer<typeof bonusSchema>;

/**
 * The language a bonus's texts are wanted in: the page's, which may differ from the player's own (a player of
 * the Ukrainian site reading `/en/bonuses/`). Without it, the player's language.
 */
export const bonusLanguageQuerySchema = z.object({ lang: languageSchema.optional() });

export const bonusListQuerySchema = bonusLanguageQuerySchema.extend({
  /** `sport` lists the sportsbook's bonuses (spec: `/bonuses/?tab=sport`); casino ones otherwise. */
  tab: z.enum(['casino', 'sport']).optional(),
});

/** The bonuses page: the active bonus, the queue behind it, what the player may take, and the closed ones. */
export const bonusListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    active: bonusSchema.nullable(),
    queued: z.array(bonusSchema),
    available: z.array(bonusSchema),
    history: z.array(bonusSchema),
  }),
});
export type BonusList = z.infer<typeof bonusListResponseSchema>['data'];

export const bonusIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const promoCodeParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .min(3)
    .max(32)
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only'),
});

/** A bonus taken or chosen: the player's copy as it stands now. */
export const bonusResponseSchema = z.object({ success: z.literal(true), data: bonusSchema });

/**
 * Spec section 7, apply cash bonus: a refusal carries `max_balance_for_activation` (the balance-limit modal:
 * the balance above which the bonus cannot be activated) or `days_since_last_deposit` (the deposit-required popup)
 * beside its error.
 */
export const bonusApplyRefusalSchema = z.object({
  success: z.literal(false),
  error: z.object({ code: z.string(), message: z.string() }),
  max_balance_for_activation: minor.optional(),
  days_since_last_deposit: z.number().int().nonnegative().optional(),
});
export type BonusApplyRefusal = z.infer<typeof bonusApplyRefusalSchema>;

export const bonusAmountsQuerySchema = bonusLanguageQuerySchema.extend({
  amount: z.coerce.number().int().positive().safe(),
});
/** The cash desk's bonus choice: each deposit bonus the amount qualifies for, with what it would bring. */
export const bonusAmountsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    bonuses: z.array(z.object({ bonus: bonusSchema, calculationFields: calculationFieldsSchema })),
  }),
});
/** Spec section 7, get bonus amount: `data.bonus.calculationFields` for one bonus and amount. */
export const bonusAmountResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ bonus: z.object({ id: z.number().int(), calculationFields: calculationFieldsSchema }) }),
});
export const bonusAcknowledgedResponseSchema = z.object({ success: z.literal(true) });

/** `POST /rest/referrals/choose-bonus/`: the friend's gift a referred player chooses (a bonus id). */
export const referralGiftBodySchema = z.object({ bonusId: z.number().int().positive().max(2_147_483_647) });

/** `POST /rest/bonuses/availableBonus/`: the bonuses the player may take now, by id, and how many. */
export const availableBonusesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ count: z.number().int().nonnegative(), bonusIds: z.array(z.number().int().positive()) }),
});
