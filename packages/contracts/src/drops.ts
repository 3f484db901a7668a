/**
 * Prize drops and star drops (decision 036): an operator's campaign draws once per real-money stake in its games,
 * provably fair, and drops one of a finite table of prizes (a prize drop) or stars for the lottery (a star drop)
 * until every prize is dropped or the cap of drops is reached.
 */
import { z } from 'zod';
import { chancePrizeSchema } from './chance.ts';
import { localizedTextSchema } from './notifications.ts';
import { REWARD_TYPES } from './rewards.ts';
import { currencySchema } from './schemas.ts';

export const DROP_KINDS = ['prize', 'stars'] as const;
export type DropKind = (typeof DROP_KINDS)[number];

/** Spec section 9: a prize drop is told for 10 s, when its prize is at least 500 (major units) or the player's. */
export const PRIZE_DROP_TOAST_MS = 10_000;
export const PRIZE_DROP_TOAST_MIN_PRIZE = 500;

/** The draw's tickets: a stake holds `min(stake × ticketsPerMinorUnit, DROP_TOTAL_TICKETS)` (the jackpots' scale). */
export const DROP_TOTAL_TICKETS = 1_000_000_000;
/** The most prize lines a campaign has, and of one prize. */
export const DROP_MAX_PRIZE_LINES = 20;
export const DROP_MAX_PRIZE_COUNT = 1_000_000;
export const DROP_MAX_STARS = 1_000_000;
export const DROP_MAX_GAMES = 200;

export const dropSlugSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/);

/** A currency's terms: the least real-money stake that draws, and its odds per minor unit staked. */
export const dropStakeTermsSchema = z.object({
  minStake: z.number().int().positive().max(1_000_000_000_00),
  ticketsPerMinorUnit: z.number().int().min(0).max(DROP_TOTAL_TICKETS),
});
export type DropStakeTerms = z.infer<typeof dropStakeTermsSchema>;

/** A line of a prize drop's table: `count` of this prize to drop in all. */
export const dropPrizeLineSchema = z.object({
  id: z.number().int().min(1).max(1_000_000),
  prize: chancePrizeSchema,
  count: z.number().int().min(1).max(DROP_MAX_PRIZE_COUNT),
});
export type DropPrizeLine = z.infer<typeof dropPrizeLineSchema>;

/**
 * A campaign's terms as the operator sets them: a currency missing from `stakes` does not take part; a prize drop
 * has prize lines (and no stars), a star drop its stars per drop and the cap of drops (and no prize lines).
 */
export const dropTermsSchema = z.object({
  kind: z.enum(DROP_KINDS),
  title: localizedTextSchema,
  enabled: z.boolean(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  games: z.array(z.string().min(1).max(100)).max(DROP_MAX_GAMES),
  stakes: z.partialRecord(currencySchema, dropStakeTermsSchema),
  prizes: z.array(dropPrizeLineSchema).max(DROP_MAX_PRIZE_LINES),
  starsPerDrop: z.number().int().min(0).max(DROP_MAX_STARS),
  maxDrops: z.number().int().min(0).max(DROP_MAX_PRIZE_COUNT),
});
export type DropTerms = z.infer<typeof dropTermsSchema>;

/** A dropped prize as every visitor reads it: money in the winner's currency, its name in every language. */
export const dropPrizeSchema = z.object({
  type: z.enum(REWARD_TYPES),
  amount: z.number().int().nullable(),
  currency: currencySchema.nullable(),
  title: localizedTextSchema,
});
export type DropPrize = z.infer<typeof dropPrizeSchema>;

/** A drop as every visitor sees it: the winner masked to the last three digits of their number. */
export const dropSchema = z.object({
  id: z.number().int().positive(),
  campaign: z.string(),
  winner: z.string(),
  /** A prize drop's prize; null for stars. */
  prize: dropPrizeSchema.nullable(),
  /** A star drop's stars; 0 for a prize. */
  stars: z.number().int().min(0),
  droppedAt: z.iso.datetime(),
});
export type Drop = z.infer<typeof dropSchema>;

/** One of the player's own drops, with its draw (the verify page reads it by id and recomputes the trigger). */
export const ownDropSchema = dropSchema.extend({ drawId: z.number().int().positive() });
export type OwnDrop = z.infer<typeof ownDropSchema>;

/** A prize line as published: how many there were and how many are left, the prize in the reader's currency. */
export const dropPrizeLeftSchema = z.object({
  id: z.number().int(),
  prize: dropPrizeSchema,
  count: z.number().int(),
  left: z.number().int().min(0),
});

export const DROP_CAMPAIGN_STATES = ['running', 'upcoming'] as const;

/** A campaign running or about to, with its published odds in the reader's currency and its latest drops. */
export const dropCampaignSchema = z.object({
  slug: z.string(),
  kind: z.enum(DROP_KINDS),
  title: localizedTextSchema,
  state: z.enum(DROP_CAMPAIGN_STATES),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  games: z.array(z.string()),
  /** Null when the campaign does not run in the reader's currency. */
  odds: dropStakeTermsSchema.extend({ totalTickets: z.number().int().positive() }).nullable(),
  prizes: z.array(dropPrizeLeftSchema),
  starsPerDrop: z.number().int().min(0),
  /** Drops left: the prizes left of a prize drop, the cap less the drops made of a star drop. */
  dropsLeft: z.number().int().min(0),
  recentDrops: z.array(dropSchema),
});
export type DropCampaign = z.infer<typeof dropCampaignSchema>;

export const dropsQuerySchema = z.object({
  /** One campaign only (404 when there is no such campaign of the kind running or upcoming). */
  slug: dropSlugSchema.optional(),
  /** The reader's currency for the odds and prizes: a signed-in player's own when not given. */
  currency: currencySchema.optional(),
});

export const dropsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    currency: currencySchema,
    campaigns: z.array(dropCampaignSchema),
    /** The signed-in player's own drops of these campaigns, newest first; null for a guest. */
    myDrops: z.array(ownDropSchema).nullable(),
  }),
});
export type DropsView = z.infer<typeof dropsResponseSchema>['data'];

/** The `prizeDrops` push: a prize dropped, to everyone (`own` false) and to its winner (`own` true). */
export const prizeDropPushSchema = dropSchema.extend({
  title: localizedTextSchema,
  prize: dropPrizeSchema,
  /** Prizes of the campaign left after this one. */
  prizesLeft: z.number().int().min(0),
  own: z.boolean(),
});
export type PrizeDropPush = z.infer<typeof prizeDropPushSchema>;

/** The `playerStarDrops` push, to the winner alone: the stars dropped and the player's stars now. */
export const playerStarDropPushSchema = z.object({
  id: z.number().int().positive(),
  campaign: z.string(),
  title: localizedTextSchema,
  stars: z.number().int().positive(),
  balance: z.number().int().min(0),
});
export type PlayerStarDropPush = z.infer<typeof playerStarDropPushSchema>;
