import type {
  LocalizedText,
  LotteryDrawStatus,
  LotteryLevel,
  LotteryTerms,
  LotteryTicketKind,
  LotteryTicketSource,
  Prize,
} from '@casino/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { referencesPlayer } from '../../accounts/index.ts';
import { chanceDraws } from '../chance.schema.ts';

/**
 * A lottery as an operator configures it (decision 036): title, ticket prices, how stars are earned, the draw
 * schedule and the prize levels, edited in the back office. The first enabled one by position is the site's.
 */
export const lotteries = pgTable('lotteries', {
  slug: text('slug').primaryKey(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  enabled: boolean('enabled').notNull(),
  costTickets: jsonb('cost_tickets').$type<LotteryTerms['costTickets']>().notNull(),
  starStake: jsonb('star_stake').$type<LotteryTerms['starStake']>().notNull(),
  schedule: jsonb('schedule').$type<LotteryTerms['schedule']>().notNull(),
  levels: jsonb('levels').$type<LotteryLevel[]>().notNull(),
  position: integer('position').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
export type LotteryRow = typeof lotteries.$inferSelect;

/**
 * A scheduled draw: its server seed is made and its hash published when the draw is scheduled, long before its
 * sales close at `draw_at`. Drawing fixes the entered tickets' hash (the client seed), copies the levels in force
 * (a later edit cannot change what a past draw meant) and reveals the seed. One scheduled draw per lottery.
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lotterySlug: text('lottery_slug')
      .notNull()
      .references(() => lotteries.slug),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    status: text('status').$type<LotteryDrawStatus>().notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    ticketsHash: text('tickets_hash'),
    ticketCount: integer('ticket_count'),
    levels: jsonb('levels').$type<LotteryLevel[]>(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('lottery_draws_scheduled').on(table.lotterySlug).where(sql`${table.status} = 'scheduled'`),
    uniqueIndex('lottery_draws_seed_hash').on(table.serverSeedHash),
    index('lottery_draws_due').on(table.status, table.drawAt),
  ],
);
export type LotteryDrawRow = typeof lotteryDraws.$inferSelect;

/**
 * A player's stars and the real-money stake not yet worth a star (in their currency). The row is locked by every
 * purchase and every star earned, so two purchases at once cannot spend the same stars.
 */
export const lotteryPlayers = pgTable(
  'lottery_players',
  {
    playerId: bigint('player_id', { mode: 'number' }).primaryKey().references(referencesPlayer),
    stars: integer('stars').notNull(),
    stakeProgress: bigint('stake_progress', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('lottery_players_balances', sql`${table.stars} >= 0 and ${table.stakeProgress} >= 0`)],
);
export type LotteryPlayerRow = typeof lotteryPlayers.$inferSelect;

/**
 * Every change of a player's stars, once per key (`bet:{transfer}` for a stake's stars, `ticket:{id}` for a
 * purchase): the outbox reader's record that an event counted, and the audit of the balance.
 */
export const lotteryStarMovements = pgTable(
  'lottery_star_movements',
  {
    key: text('key').primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    stars: integer('stars').notNull(),
    /** The stake counted, for a stake's movement (minor units), so a refund can take it back. */
    stake: bigint('stake', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('lottery_star_movements_player').on(table.playerId, table.createdAt)],
);

/**
 * A player's ticket: its kind and where it came from (`source_ref` unique: a purchase's idempotency key, a promo
 * code, a prize grant), then entered into a draw (`draw_id`) or spent on a prize, and what it won.
 */
export const lotteryTickets = pgTable(
  'lottery_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lotterySlug: text('lottery_slug')
      .notNull()
      .references(() => lotteries.slug),
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    kind: text('kind').$type<LotteryTicketKind>().notNull(),
    source: text('source').$type<LotteryTicketSource>().notNull(),
    sourceRef: text('source_ref').notNull(),
    /** The ledger transfer of a ticket bought with money. */
    transferId: bigint('transfer_id', { mode: 'number' }),
    drawId: bigint('draw_id', { mode: 'number' }).references(() => lotteryDraws.id),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    spentAt: timestamp('spent_at', { withTimezone: true }),
    wonLevelId: integer('won_level_id'),
    winPosition: integer('win_position'),
    prize: jsonb('prize').$type<Prize>(),
    rewardGrantId: bigint('reward_grant_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('lottery_tickets_source').on(table.sourceRef),
    index('lottery_tickets_player').on(table.playerId, table.id),
    index('lottery_tickets_draw').on(table.drawId, table.id),
    uniqueIndex('lottery_tickets_win')
      .on(table.drawId, table.wonLevelId, table.winPosition)
      .where(sql`${table.wonLevelId} is not null`),
    check('lottery_tickets_entered_or_spent', sql`${table.drawId} is null or ${table.spentAt} is null`),
  ],
);
export type LotteryTicketRow = typeof lotteryTickets.$inferSelect;

/**
 * A promo code that gives one ticket of a kind until it expires, once per player: the ticket's source reference
 * `promo:{code}:{player}` is unique.
 */
export const lotteryPromoCodes = pgTable('lottery_promo_codes', {
  code: text('code').primaryKey(),
  lotterySlug: text('lottery_slug')
    .notNull()
    .references(() => lotteries.slug),
  ticketKind: text('ticket_kind').$type<LotteryTicketKind>().notNull(),
  enabled: boolean('enabled').notNull(),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
export type LotteryPromoCodeRow = typeof lotteryPromoCodes.$inferSelect;

/** A prize a player took for tickets: chosen (`exchange`) or drawn (`random`, with its fair draw). */
export const lotteryPrizeClaims = pgTable(
  'lottery_prize_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lotterySlug: text('lottery_slug')
      .notNull()
      .references(() => lotteries.slug),
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    levelId: integer('level_id').notNull(),
    prizeId: integer('prize_id').notNull(),
    prize: jsonb('prize').$type<Prize>().notNull(),
    ticketsSpent: integer('tickets_spent').notNull(),
    chanceDrawId: bigint('chance_draw_id', { mode: 'number' }).references(() => chanceDraws.id),
    rewardGrantId: bigint('reward_grant_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('lottery_prize_claims_player').on(table.playerId, table.id)],
);
export type LotteryPrizeClaimRow = typeof lotteryPrizeClaims.$inferSelect;
