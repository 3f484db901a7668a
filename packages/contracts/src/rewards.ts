/**
 * The one prize step (ARCHITECTURE "The second half"; decision 034): every feature that pays a prize names it the
 * same way, and the `rewards` module grants it once per source and id. Amounts are integer minor units.
 */
import { z } from 'zod';
import { localizedTextSchema } from './notifications.ts';
import { currencySchema } from './schemas.ts';

/** Prize types (spec section 4). */
export const REWARD_TYPES = [
  'none',
  'money',
  'entries',
  'coins',
  'bonus_fs',
  'bonus_deposit',
  'material',
  'rank_league_booster',
  'lottery_ticket',
  /** Beyond the spec's list: a loot box of an operator's campaign, opened by the player (chests, spec section 4). */
  'loot_box',
] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

/** Lottery tickets a prize may give (spec section 1: super, gold and regular tickets). */
export const LOTTERY_TICKET_KINDS = ['regular', 'gold', 'super'] as const;

/**
 * Where a granted prize stands: `granted` (the money is on the balance, the bonus offered), `pending` (its feature
 * does not pay it yet: boosters, coins and entries until their features exist), `claim` (a
 * material prize an operator fulfils), `fulfilled` (the operator has).
 */
export const REWARD_STATUSES = ['granted', 'pending', 'claim', 'fulfilled'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

const templateSlug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/);

const noPrizeSchema = z.object({ type: z.literal('none') });
const moneyPrizeSchema = z.object({
  type: z.literal('money'),
  amount: z.number().int().positive().max(1_000_000_000_00),
  currency: currencySchema,
});
/** A bonus template offered to the winner (free spins or a deposit bonus): the bonus engine's terms apply. */
const bonusPrizeSchema = z.object({ type: z.enum(['bonus_fs', 'bonus_deposit']), templateSlug });
const lotteryTicketPrizeSchema = z.object({
  type: z.literal('lottery_ticket'),
  ticketKind: z.enum(LOTTERY_TICKET_KINDS),
  count: z.number().int().min(1).max(1000),
});
/** A loot box of the `loot-box` chest campaign named, which the player opens for one of its prizes. */
const lootBoxPrizeSchema = z.object({ type: z.literal('loot_box'), campaignId: templateSlug });
const countedPrizeSchema = z.object({
  type: z.enum(['coins', 'entries', 'rank_league_booster']),
  count: z.number().int().min(1).max(1_000_000),
});
/** Something an operator hands over (a phone, a trip): a claim to fulfil. */
const materialPrizeSchema = z.object({ type: z.literal('material'), title: localizedTextSchema });

/** Every prize but money, as any feature's prize table names it (a chance table gives money per currency). */
export const prizeOtherThanMoneySchemas = [
  noPrizeSchema,
  bonusPrizeSchema,
  lotteryTicketPrizeSchema,
  lootBoxPrizeSchema,
  countedPrizeSchema,
  materialPrizeSchema,
] as const;

/** A prize as an operator configures it (a competition's prize table, later a wheel's segments). */
export const prizeSchema = z.discriminatedUnion('type', [moneyPrizeSchema, ...prizeOtherThanMoneySchemas]);
export type Prize = z.infer<typeof prizeSchema>;

/** A prize as a player reads it: its type, money when it is money, and its name in the reader's language. */
export const prizeViewSchema = z.object({
  type: z.enum(REWARD_TYPES),
  amount: z.number().int().nullable(),
  currency: currencySchema.nullable(),
  title: z.string(),
});
export type PrizeView = z.infer<typeof prizeViewSchema>;

/** One of the player's prizes (`GET /rest/player/prizes/`): what, where from, and where it stands. */
export const playerPrizeSchema = z.object({
  id: z.number().int(),
  /** The feature that gave it (`competition`, later `wheel`, `lottery`...), and the title of what it was won in. */
  source: z.string(),
  sourceTitle: z.string(),
  prize: prizeViewSchema,
  status: z.enum(REWARD_STATUSES),
  /** The bonus offer it made, for a bonus prize: the bonuses page shows it. */
  bonusOfferId: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
});
export type PlayerPrize = z.infer<typeof playerPrizeSchema>;

export const playerPrizesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(playerPrizeSchema),
});
