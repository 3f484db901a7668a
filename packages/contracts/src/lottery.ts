/**
 * The lottery (spec sections 1, 2, 3, 7 and 9; decision 036): tickets of three kinds (super, gold, regular) bought
 * with stars (earned by real-money stakes) or money, given by promo codes and prizes, entered into scheduled draws
 * whose winners are drawn from a committed seed; each kind has its prize level, with prizes a player may also take
 * for tickets, chosen or drawn at random.
 */
import { z } from 'zod';
import { chanceDrawSchema, chancePrizeSchema, diceLangQuerySchema } from './chance.ts';
import { localizedTextSchema } from './notifications.ts';
import { LOTTERY_TICKET_KINDS, prizeViewSchema } from './rewards.ts';
import { currencySchema } from './schemas.ts';

export type LotteryTicketKind = (typeof LOTTERY_TICKET_KINDS)[number];
/** Spec section 5: a guest pressing buy goes to registration with this location. */
export const LOTTERY_REGISTER_LOCATION = 'lottery';
/** Spec section 9: the lottery's lists default to 100 rows. */
export const LOTTERY_LIST_LIMIT = 100;
/** How a ticket came to the player. */
export const LOTTERY_TICKET_SOURCES = ['stars', 'money', 'promo', 'prize'] as const;
export type LotteryTicketSource = (typeof LOTTERY_TICKET_SOURCES)[number];
/** Where a ticket stands: held, entered into the next draw, won or lost in a draw, or spent on a prize. */
export const LOTTERY_TICKET_STATUSES = ['unused', 'applied', 'won', 'lost', 'spent'] as const;
export type LotteryTicketStatus = (typeof LOTTERY_TICKET_STATUSES)[number];
export const LOTTERY_DRAW_STATUSES = ['scheduled', 'drawn'] as const;
export type LotteryDrawStatus = (typeof LOTTERY_DRAW_STATUSES)[number];
/** How a ticket is paid for. */
export const LOTTERY_PAYMENTS = ['stars', 'money'] as const;
export type LotteryPayment = (typeof LOTTERY_PAYMENTS)[number];

const minorAmount = z.number().int().positive().max(1_000_000_000_00);

/** A ticket kind's price: in stars, in money per currency, or both; a kind with neither is not sold. */
export const lotteryTicketPriceSchema = z.object({
  stars: z.number().int().min(1).max(1_000_000).nullable(),
  money: z.partialRecord(currencySchema, minorAmount),
});
export type LotteryTicketPrice = z.infer<typeof lotteryTicketPriceSchema>;

/** Draws happen on these weekdays (0 = Sunday) at this UTC time; sales for a draw close at its time. */
export const lotteryScheduleSchema = z.object({
  weekdays: z
    .array(z.number().int().min(0).max(6))
    .min(1)
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'each weekday once'),
  timeUtc: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM'),
});
export type LotterySchedule = z.infer<typeof lotteryScheduleSchema>;

/** A prize of a level a player may take for tickets of its kind: chosen (`costTickets` each) or drawn by weight. */
export const lotteryLevelPrizeSchema = z.object({
  id: z.number().int().min(1).max(1_000_000),
  prize: chancePrizeSchema,
  weight: z.number().int().min(1).max(1_000_000),
  costTickets: z.number().int().min(1).max(1000),
});
export type LotteryLevelPrize = z.infer<typeof lotteryLevelPrizeSchema>;

/**
 * A prize level: the draw's winners among the entered tickets of its kind (each wins `drawPrize`), and the prizes
 * the level offers for its tickets, a random one costing `randomCostTickets`.
 */
export const lotteryLevelSchema = z.object({
  id: z.number().int().min(1).max(99),
  title: localizedTextSchema,
  ticketKind: z.enum(LOTTERY_TICKET_KINDS),
  winners: z.number().int().min(0).max(1000),
  drawPrize: chancePrizeSchema,
  randomCostTickets: z.number().int().min(1).max(1000),
  prizes: z.array(lotteryLevelPrizeSchema).min(2).max(24),
});
export type LotteryLevel = z.infer<typeof lotteryLevelSchema>;

/** The lottery's terms as an operator edits them in the back office (operators' configuration is data). */
export const lotteryTermsSchema = z
  .object({
    title: localizedTextSchema,
    enabled: z.boolean(),
    costTickets: z.object({
      super: lotteryTicketPriceSchema,
      gold: lotteryTicketPriceSchema,
      regular: lotteryTicketPriceSchema,
    }),
    /** Real money staked per star earned, per currency (minor units); a currency without it earns none. */
    starStake: z.partialRecord(currencySchema, minorAmount),
    schedule: lotteryScheduleSchema,
    levels: z.array(lotteryLevelSchema).min(1).max(3),
  })
  .superRefine((terms, context) => {
    const kinds = terms.levels.map((level) => level.ticketKind);
    if (new Set(kinds).size !== kinds.length)
      context.addIssue({ code: 'custom', path: ['levels'], message: 'one level per ticket kind' });
    const levelIds = terms.levels.map((level) => level.id);
    if (new Set(levelIds).size !== levelIds.length)
      context.addIssue({ code: 'custom', path: ['levels'], message: 'level ids must be unique' });
    const prizeIds = terms.levels.flatMap((level) => level.prizes.map((prize) => prize.id));
    if (new Set(prizeIds).size !== prizeIds.length)
      context.addIssue({ code: 'custom', path: ['levels'], message: 'prize ids must be unique' });
  });
export type LotteryTerms = z.infer<typeof lotteryTermsSchema>;

const ticketCountsSchema = z.object({
  super: z.number().int(),
  gold: z.number().int(),
  regular: z.number().int(),
});

/** A kind's price as the reader pays it: stars, and money in their currency (null: not sold that way). */
export const lotteryCostSchema = z.object({
  stars: z.number().int().nullable(),
  money: z.number().int().nullable(),
});

export const lotteryLevelPrizeViewSchema = z.object({
  id: z.number().int(),
  prize: prizeViewSchema,
  costTickets: z.number().int(),
  /** The exact chance of a random draw is `weight` out of the level's `totalWeight`. */
  weight: z.number().int(),
  chanceBasisPoints: z.number().int(),
});

export const lotteryLevelViewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  ticketKind: z.enum(LOTTERY_TICKET_KINDS),
  winners: z.number().int(),
  drawPrize: prizeViewSchema,
  randomCostTickets: z.number().int(),
  totalWeight: z.number().int(),
  prizes: z.array(lotteryLevelPrizeViewSchema),
});
export type LotteryLevelView = z.infer<typeof lotteryLevelViewSchema>;

export const lotteryWinnerSchema = z.object({
  ticketId: z.number().int(),
  levelId: z.number().int(),
  /** The order the level's winners were drawn in, from 0. */
  position: z.number().int(),
  prize: prizeViewSchema,
  /** The reader's own ticket. */
  mine: z.boolean(),
});

/**
 * A draw: its time, the hash of its server seed (published before sales close) and, once drawn, the seed, the hash
 * of the entered tickets (the draw's client seed) and the winners.
 */
export const lotteryDrawSchema = z.object({
  id: z.number().int(),
  drawAt: z.iso.datetime(),
  status: z.enum(LOTTERY_DRAW_STATUSES),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  ticketsHash: z.string().nullable(),
  ticketCount: z.number().int().nullable(),
  winners: z.array(lotteryWinnerSchema),
});
export type LotteryDraw = z.infer<typeof lotteryDrawSchema>;

/** The lottery (spec section 3, "Lottery"): the spec's fields and what the page shows beside them. */
export const lotterySchema = z.object({
  slug: z.string(),
  title: z.string(),
  enabled: z.boolean(),
  signedIn: z.boolean(),
  balanceStars: z.number().int(),
  /** The reader's tickets entered into the next draw. */
  tickets: z.number().int(),
  /** The reader's tickets held, not entered and not spent. */
  unusedTickets: z.number().int(),
  unusedByKind: ticketCountsSchema,
  costTickets: z.object({ super: lotteryCostSchema, gold: lotteryCostSchema, regular: lotteryCostSchema }),
  currency: currencySchema,
  /** Real money staked per star, in the reader's currency; null: stakes in it earn none. */
  starStake: z.number().int().nullable(),
  levels: z.array(lotteryLevelViewSchema),
  nextDraw: lotteryDrawSchema.nullable(),
  pastDraws: z.array(lotteryDrawSchema),
  registerLocation: z.string(),
});
export type Lottery = z.infer<typeof lotterySchema>;

export const lotteryTicketSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LOTTERY_TICKET_KINDS),
  source: z.enum(LOTTERY_TICKET_SOURCES),
  status: z.enum(LOTTERY_TICKET_STATUSES),
  applied: z.boolean(),
  drawId: z.number().int().nullable(),
  drawAt: z.iso.datetime().nullable(),
  wonLevelId: z.number().int().nullable(),
  prize: prizeViewSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type LotteryTicket = z.infer<typeof lotteryTicketSchema>;

/** A prize taken for tickets: chosen or drawn, with the draw when it was drawn. */
export const lotteryPrizeClaimSchema = z.object({
  id: z.number().int(),
  levelId: z.number().int(),
  prizeId: z.number().int(),
  prize: prizeViewSchema,
  ticketsSpent: z.number().int(),
  draw: chanceDrawSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type LotteryPrizeClaim = z.infer<typeof lotteryPrizeClaimSchema>;

/** Every entered ticket of a drawn draw with its kind, in id order: what the tickets hash is computed from. */
export const lotteryDrawEntriesSchema = z.object({
  draw: lotteryDrawSchema,
  levels: z.array(
    z.object({ id: z.number().int(), ticketKind: z.enum(LOTTERY_TICKET_KINDS), winners: z.number() }),
  ),
  entries: z.array(z.object({ id: z.number().int(), kind: z.enum(LOTTERY_TICKET_KINDS) })),
});
export type LotteryDrawEntries = z.infer<typeof lotteryDrawEntriesSchema>;

const idParam = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53 - 1);

export const lotteryQuerySchema = diceLangQuerySchema;
export const lotteryIdParamsSchema = z.object({ id: idParam });
export const lotteryTicketsQuerySchema = z.object({
  applied: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(LOTTERY_LIST_LIMIT).default(LOTTERY_LIST_LIMIT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  lang: z.enum(['uk', 'ru', 'en']).optional(),
});
export const lotteryBuyBodySchema = z.object({
  kind: z.enum(LOTTERY_TICKET_KINDS),
  payWith: z.enum(LOTTERY_PAYMENTS),
  /** One per purchase the player means: a repeat (a double click, a retry) buys nothing more. */
  idempotencyKey: z.string().min(8).max(64),
});
export const lotteryExchangeBodySchema = z.object({
  prizeId: z.number().int().positive(),
  count: z.number().int().min(1).max(100),
});
export const lotteryRandomBodySchema = z.object({ levelId: z.number().int().positive() });
export const lotteryPromoBodySchema = z.object({ code: z.string().trim().min(3).max(32) });

const ok = <Data extends z.ZodType>(data: Data) => z.object({ success: z.literal(true), data });
export const lotteryResponseSchema = ok(lotterySchema.nullable());
export const lotteryTicketResponseSchema = ok(
  z.object({ ticket: lotteryTicketSchema, lottery: lotterySchema }),
);
export const lotteryTicketsResponseSchema = ok(
  z.object({
    items: z.array(lotteryTicketSchema),
    total: z.number().int(),
    limit: z.number(),
    offset: z.number(),
  }),
);
export const lotteryLevelResponseSchema = ok(lotteryLevelViewSchema);
export const lotteryClaimsResponseSchema = ok(
  z.object({ claims: z.array(lotteryPrizeClaimSchema), lottery: lotterySchema }),
);
export const lotteryDrawEntriesResponseSchema = ok(lotteryDrawEntriesSchema);

/** The `lottery` push to each player with tickets in a draw just made: the draw and their winning tickets. */
export const lotteryPushDataSchema = z.object({
  drawId: z.number().int(),
  wonTickets: z.array(z.number().int()),
});
