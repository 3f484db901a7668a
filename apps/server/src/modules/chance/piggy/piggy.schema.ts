import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { referencesPlayer } from '../../accounts/index.ts';

/**
 * The piggy bank's terms as an operator sets them (decision 036): the share of each real-money stake that fills
 * it (basis points), its bounds per currency (minor units), and the games whose stakes count. One row per brand
 * installation (`id` = 'default'); a currency without bounds has no piggy bank.
 */
export const piggyBankTerms = pgTable(
  'piggy_bank_terms',
  {
    id: text('id').primaryKey(),
    enabled: boolean('enabled').notNull(),
    shareBasisPoints: integer('share_basis_points').notNull(),
    minAmount: jsonb('min_amount').$type<Partial<Record<string, number>>>().notNull(),
    maxAmount: jsonb('max_amount').$type<Partial<Record<string, number>>>().notNull(),
    /** Game slugs whose stakes fill the piggy bank. */
    games: text('games').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('piggy_bank_terms_share', sql`${table.shareBasisPoints} between 1 and 10000`)],
);
export type PiggyBankTermsRow = typeof piggyBankTerms.$inferSelect;

/**
 * A player's piggy bank: the fill it is on (1, then one more after each break), the amount in it and the latest
 * top-up (`delayed_amount`, shown after the display delay), in their currency. The row is locked by a top-up and
 * by a break, so two breaks at once pay once.
 */
export const piggyBanks = pgTable(
  'piggy_banks',
  {
    playerId: bigint('player_id', { mode: 'number' }).primaryKey().references(referencesPlayer),
    fill: integer('fill').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    delayedAmount: bigint('delayed_amount', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'piggy_banks_amounts',
      sql`${table.amount} >= 0 and ${table.delayedAmount} >= 0 and ${table.fill} >= 1`,
    ),
  ],
);
export type PiggyBankRow = typeof piggyBanks.$inferSelect;

/**
 * What each stake put in (and each refund took out of) a piggy bank, keyed by the event's source (`bet:{transfer}`,
 * `rollback:{transfer}`), so a replayed event counts once and a refund finds the stake it takes back.
 */
export const piggyBankContributions = pgTable(
  'piggy_bank_contributions',
  {
    sourceKey: text('source_key').primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    fill: integer('fill').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('piggy_bank_contributions_player').on(table.playerId, table.fill)],
);

/** Each broken fill, paid once through `rewards` (source `piggy-bank`, reference `{player}:{fill}`). */
export const piggyBankBreaks = pgTable(
  'piggy_bank_breaks',
  {
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    fill: integer('fill').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    rewardGrantId: integer('reward_grant_id').notNull(),
    brokenAt: timestamp('broken_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.fill] })],
);
export type PiggyBankBreakRow = typeof piggyBankBreaks.$inferSelect;
