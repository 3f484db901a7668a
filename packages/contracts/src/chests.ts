/**
 * Chests and loot boxes (spec sections 3, 4 and 7; decision 036): the player picks one of a few closed chests and
 * it opens to a prize drawn from the operator's weighted table with their chance seeds. Chests are earned by
 * progress (real-money stakes or deposits) and opened a limited number of times a period; a loot box is one set
 * of chests granted to one player and opened once.
 */
import { z } from 'zod';
import { chanceDrawSchema, chancePrizeSchema, diceLangQuerySchema } from './chance.ts';
import { localizedTextSchema } from './notifications.ts';
import { prizeViewSchema } from './rewards.ts';
import { currencySchema } from './schemas.ts';

/** Chest step (spec section 4), in the order the rules are tried. */
export const CHEST_STEPS = ['disabled', 'receive', 'limitExceed', 'progressBar', 'select'] as const;
export type ChestStep = (typeof CHEST_STEPS)[number];
/** The loot-box variant of the step (spec section 4): no progress and no limit. */
export const LOOT_BOX_STEPS = ['disabled', 'receive', 'select'] as const;
export type LootBoxStep = (typeof LOOT_BOX_STEPS)[number];

/** What earns the next chest: real-money stakes or completed deposits, counted in the player's currency. */
export const CHEST_EARN_SOURCES = ['stakes', 'deposits'] as const;
export type ChestEarnSource = (typeof CHEST_EARN_SOURCES)[number];
/** The period the open count resets after (Kyiv days, Kyiv weeks from Monday). */
export const CHEST_OPEN_PERIODS = ['day', 'week'] as const;
export type ChestOpenPeriod = (typeof CHEST_OPEN_PERIODS)[number];
/** A campaign is the chests players earn, or the template of loot boxes granted one by one. */
export const CHEST_CAMPAIGN_KINDS = ['chests', 'loot-box'] as const;
export type ChestCampaignKind = (typeof CHEST_CAMPAIGN_KINDS)[number];

/** How many chests one pick is offered from. */
export const CHEST_MIN_COUNT = 2;
export const CHEST_MAX_COUNT = 6;
/** The opened chest shows its prize this long before the receive step. */
export const CHEST_OPEN_REVEAL_MS = 1200;

/** One line of a prize table: an integer weight (its chance is weight / total), never a float. */
export const chestPrizeRowSchema = z.object({
  weight: z.number().int().min(1).max(1_000_000),
  prize: chancePrizeSchema,
});
export type ChestPrizeRow = z.infer<typeof chestPrizeRowSchema>;

/** The art of a chest, closed and opened (paths under the site, or absolute URLs). */
export const chestImagesSchema = z.object({ closed: z.string().max(500), opened: z.string().max(500) });
export type ChestImages = z.infer<typeof chestImagesSchema>;

/** A chest campaign as an operator configures it (decision 036): terms and prize tables are data. */
export const chestCampaignTermsSchema = z.object({
  kind: z.enum(CHEST_CAMPAIGN_KINDS),
  title: localizedTextSchema,
  enabled: z.boolean(),
  chestCount: z.number().int().min(CHEST_MIN_COUNT).max(CHEST_MAX_COUNT),
  prizes: z.array(chestPrizeRowSchema).min(2).max(24),
  /** Null for loot boxes, which are granted rather than earned. */
  earnBy: z.enum(CHEST_EARN_SOURCES).nullable(),
  /** Progress that earns one chest, per currency (minor units). */
  progressTarget: z.partialRecord(currencySchema, z.number().int().positive().max(1_000_000_000_00)),
  /** Chests that may be opened in one period (the spec's `totalOpenCount`). */
  openLimit: z.number().int().min(1).max(100),
  openPeriod: z.enum(CHEST_OPEN_PERIODS),
  images: chestImagesSchema,
  imagePopupBackground: z.string().max(500).nullable(),
  instructionUrl: z.string().max(500).nullable(),
});
export type ChestCampaignTerms = z.infer<typeof chestCampaignTermsSchema>;

/** One chest of a pick (spec: `chests` with prizes and images); `prizes` is filled once it is opened. */
export const chestSchema = z.object({
  number: z.number().int(),
  prizes: z.array(prizeViewSchema),
  images: chestImagesSchema,
});
export type Chest = z.infer<typeof chestSchema>;

/** One line of the published odds: the exact chance is `weight` out of `totalWeight`. */
export const chestOddsRowSchema = z.object({ weight: z.number().int(), prize: prizeViewSchema });

/** What every pick publishes: the odds and the average money of one chest in the reader's currency. */
const pickFields = {
  title: z.string(),
  chests: z.array(chestSchema),
  odds: z.array(chestOddsRowSchema),
  totalWeight: z.number().int(),
  /** The expected money of one chest in minor units, rounded down. */
  expectedMoney: z.number().int(),
  currency: currencySchema,
  imagePopupBackground: z.string().nullable(),
  instructionUrl: z.string().nullable(),
  /** The draw of the chest whose prize is shown, for the verify page; null before one is opened. */
  draw: chanceDrawSchema.nullable(),
};

/** The player's chests (spec section 3, "Chests"), with the published odds. */
export const chestsSchema = z.object({
  id: z.string(),
  available: z.boolean(),
  ...pickFields,
  /** Progress towards the next chest; null while a chest is ready to open (spec: `nextChestProgress`). */
  nextChestProgress: z
    .object({ currentProgress: z.number().int(), target: z.number().int(), currency: currencySchema })
    .nullable(),
  earnBy: z.enum(CHEST_EARN_SOURCES).nullable(),
  /** Chests earned and not opened yet. */
  chestsToOpen: z.number().int(),
  /** The table holds bonus prizes (a bonus won is offered on the bonuses page). */
  bonusEnabled: z.boolean(),
  hasDeposits: z.boolean(),
  currentOpenCount: z.number().int(),
  totalOpenCount: z.number().int(),
  resetOpenCountDate: z.iso.datetime(),
});
export type Chests = z.infer<typeof chestsSchema>;

/** Null when no chest campaign is running (the step is then `disabled`: no id). */
export const chestsResponseSchema = z.object({ success: z.literal(true), data: chestsSchema.nullable() });
export type ChestsResponse = z.infer<typeof chestsResponseSchema>;

export const chestsQuerySchema = diceLangQuerySchema;
export const chestsOpenBodySchema = z.object({
  chestsId: z.string().min(1).max(64),
  chestNumber: z.number().int().min(1).max(CHEST_MAX_COUNT),
});
export const chestsReceiveBodySchema = z.object({ chestsId: z.string().min(1).max(64) });
export const chestsStateResponseSchema = z.object({ success: z.literal(true), data: chestsSchema });

/** A loot box of the player's (spec: "loot boxes get data (id)"). */
export const lootBoxSchema = z.object({
  id: z.number().int(),
  available: z.boolean(),
  ...pickFields,
  openedAt: z.iso.datetime().nullable(),
});
export type LootBox = z.infer<typeof lootBoxSchema>;

export const lootBoxParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
export const lootBoxOpenBodySchema = z.object({ chestNumber: z.number().int().min(1).max(CHEST_MAX_COUNT) });
export const lootBoxResponseSchema = z.object({ success: z.literal(true), data: lootBoxSchema });
/** The player's loot boxes still to open, oldest first: where the site offers them. */
export const lootBoxListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(z.object({ id: z.number().int(), title: z.string() })),
});

/** The `chests` push: a chest was earned (the popup's counts change). */
export const chestsPushDataSchema = z.object({ chestsId: z.string(), chestsToOpen: z.number().int() });
