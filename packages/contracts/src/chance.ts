/**
 * The chance features (decision 036): every draw comes from the player's provably-fair chance seeds, is recorded
 * with the odds in force, and is paid through the one prize step. The daily and weekly dice come first (spec
 * sections 3 and 4, "Dice activity"); the wheel, chests, lottery and jackpots follow the same scheme.
 */
import { z } from 'zod';
import { CURRENCIES, type Currency } from './money.ts';
import { localizedTextSchema } from './notifications.ts';
import { prizeOtherThanMoneySchemas, prizeViewSchema, REWARD_TYPES } from './rewards.ts';
import { currencySchema } from './schemas.ts';
import {
  studioClientSeedRequestSchema,
  studioFairnessResponseSchema,
  studioRotateResponseSchema,
} from './studio.ts';

/** The dice activities (spec section 3): keys of the participant list. */
export const DICE_ACTIVITY_KINDS = ['daily-dice', 'weekly-dice'] as const;
export type DiceActivityKind = (typeof DICE_ACTIVITY_KINDS)[number];

/** Dice activity state (spec section 4): daily is `winner` after its one throw, weekly only on a winning throw. */
export const DICE_ACTIVITY_STATES = ['active', 'closed', 'winner'] as const;
export type DiceActivityState = (typeof DICE_ACTIVITY_STATES)[number];

/** Spec section 9: the weekly dice is won on a 7; at most 7 throws a week; the result shows after 1000 ms. */
export const DICE_WINNING_SECTOR = 7;
export const DICE_MAX_TRIES = 7;
export const DICE_RESULT_DELAY_MS = 1000;
export const DICE_RETRY_DELAY_MS = 300;
/** Spec section 5: a guest pressing throw goes to registration with this location. */
export const DICE_REGISTER_LOCATION = 'cubes';
/** Two dice land on a sum from 2 to 12: the sectors a prize table names. */
export const DICE_MIN_SECTOR = 2;
export const DICE_MAX_SECTOR = 12;

/**
 * A prize as a chance feature's table names it: a money prize in every currency the site takes (a player wins it in
 * their own), any other prize as the one prize step knows it.
 */
export const chancePrizeSchema = z.union([
  z.object({
    type: z.literal('money'),
    amounts: z.partialRecord(currencySchema, z.number().int().positive().max(1_000_000_000_00)),
  }),
  ...prizeOtherThanMoneySchemas,
]);
export type ChancePrize = z.infer<typeof chancePrizeSchema>;

/** Every currency must have its amount, so no player wins nothing for want of a figure. */
export function chancePrizeCovers(prize: ChancePrize): boolean {
  return (
    prize.type !== 'money' || CURRENCIES.every((currency: Currency) => (prize.amounts[currency] ?? 0) > 0)
  );
}

export const diceSectorPrizeSchema = z.object({
  sector: z.number().int().min(DICE_MIN_SECTOR).max(DICE_MAX_SECTOR),
  prize: chancePrizeSchema,
});
export type DiceSectorPrize = z.infer<typeof diceSectorPrizeSchema>;

/** One line of a published prize table: the sector, its exact chance out of 36 throws, and what it pays. */
export const diceOddsRowSchema = z.object({
  sector: z.number().int(),
  /** The faces that sum to the sector: the chance is `pairs` in 36. */
  pairs: z.number().int(),
  prize: prizeViewSchema,
});

/** A dice activity as the player reads it (spec section 3, with the odds and fairness the site publishes). */
export const diceActivitySchema = z.object({
  kind: z.enum(DICE_ACTIVITY_KINDS),
  title: z.string(),
  /** The url the throw is POSTed to. */
  playRequest: z.string(),
  triesLeft: z.number().int(),
  attempts: z.number().int(),
  maxTries: z.number().int(),
  /** A throw may be made now. */
  isAvailable: z.boolean(),
  /** Today is a throwing day (weekly: Sunday, Kyiv time). */
  isTodayInRange: z.boolean(),
  state: z.enum(DICE_ACTIVITY_STATES),
  /** Deposits of at least `minDeposit` that earn one throw (weekly); 0 when throws are free (daily). */
  depositsForTry: z.number().int(),
  /** Deposits counted towards the next throw this week. */
  depositsCounted: z.number().int(),
  minDeposit: z.object({ amount: z.number().int(), currency: currencySchema }).nullable(),
  /** When the next period's throws open. */
  nextPeriodAt: z.iso.datetime(),
  odds: z.array(diceOddsRowSchema),
  /** The expected value of one throw's money prizes in the player's currency, in minor units (rounded down). */
  expectedMoney: z.number().int(),
  currency: currencySchema.nullable(),
  lastThrow: z
    .object({
      dice: z.tuple([z.number().int(), z.number().int()]),
      sector: z.number().int(),
      drawId: z.number().int(),
    })
    .nullable(),
});
export type DiceActivity = z.infer<typeof diceActivitySchema>;

export const diceParticipantResponseSchema = z.object({
  success: z.literal(true),
  data: z.partialRecord(z.enum(DICE_ACTIVITY_KINDS), diceActivitySchema),
});

export const diceKindParamsSchema = z.object({ kind: z.enum(DICE_ACTIVITY_KINDS) });
export const diceLangQuerySchema = z.object({ lang: z.enum(['uk', 'ru', 'en']).optional() });

/** The prize of a throw as the spec's play result names it (`play.prizes[0]`). */
export const dicePlayPrizeSchema = z.object({
  sector: z.number().int(),
  /** The prize in words in the player's language (money formatted in their currency). */
  text: z.string(),
  type: z.enum(REWARD_TYPES),
  amount: z.number().int().nullable(),
  currency: currencySchema.nullable(),
  /** The bonus offer a bonus prize made: the cash desk opens with it when it cannot be applied on its own. */
  bonusId: z.number().int().nullable(),
  /** A bonus prize the player can take on the bonuses page. */
  canBeApplied: z.boolean(),
});

/** One draw of the chance seeds, as the verify page checks it. */
export const chanceDrawSchema = z.object({
  id: z.number().int(),
  feature: z.string(),
  serverSeedHash: z.string(),
  /** Shown once the seed has been rotated away; null while it is still in play. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** The odds table in force when drawn, as the feature recorded it: the weights (or tickets) the outcome used. */
  oddsTable: z.record(z.string(), z.unknown()),
  outcome: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
});
export type ChanceDraw = z.infer<typeof chanceDrawSchema>;

export const dicePlayResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    triesLeft: z.number().int(),
    attempts: z.number().int(),
    isAvailable: z.boolean(),
    state: z.enum(DICE_ACTIVITY_STATES),
    play: z.object({
      isWin: z.boolean(),
      dice: z.tuple([z.number().int(), z.number().int()]),
      prizes: z.array(dicePlayPrizeSchema),
      draw: chanceDrawSchema,
    }),
  }),
});
export type DicePlayResponse = z.infer<typeof dicePlayResponseSchema>;

/** `GET /rest/popups/player/show/daily-activity-dice/`: whether the info popup is still to be shown. */
export const dicePopupShowResponseSchema = z.object({ success: z.boolean() });
export const dicePopupRejectResponseSchema = z.object({ success: z.literal(true) });

/** The chance seeds follow the studio's committed-seed scheme: the same answers. */
export const chanceFairnessResponseSchema = studioFairnessResponseSchema;
export const chanceClientSeedBodySchema = studioClientSeedRequestSchema;
export const chanceRotateResponseSchema = studioRotateResponseSchema;
export const chanceDrawsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(chanceDrawSchema),
});

export const chanceDrawParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

export const chanceDrawResponseSchema = z.object({ success: z.literal(true), data: chanceDrawSchema });

/** A dice activity as the back office edits it (decision 036): prize tables and terms are data. */
export const diceActivityTermsSchema = z.object({
  title: localizedTextSchema,
  enabled: z.boolean(),
  maxTries: z.number().int().min(1).max(DICE_MAX_TRIES),
  depositsForTry: z.number().int().min(0).max(100),
  minDeposit: z.partialRecord(currencySchema, z.number().int().positive().max(1_000_000_000_00)),
  prizes: z.array(diceSectorPrizeSchema).max(DICE_MAX_SECTOR - DICE_MIN_SECTOR + 1),
});
export type DiceActivityTerms = z.infer<typeof diceActivityTermsSchema>;
