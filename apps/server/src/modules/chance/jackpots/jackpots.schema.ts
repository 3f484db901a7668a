import type { LocalizedText } from '@casino/contracts';
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
} from 'drizzle-orm/pg-core';
import { referencesPlayer } from '../../accounts/index.ts';

/**
 * A progressive jackpot as an operator sets it (decision 036). Per currency: the seed amount its pool starts from
 * and starts again from after a win, and the odds (tickets per minor unit of stake, out of `JACKPOT_TICKETS`); a
 * currency missing from either has no such jackpot. The share of each real-money stake in `games` that feeds the
 * pool, in basis points. The pool itself is a ledger account (house `jackpot_pool`, provider = slug): never a
 * column here, so nothing can drift from the money.
 */
export const jackpots = pgTable(
  'jackpots',
  {
    slug: text('slug').primaryKey(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    enabled: boolean('enabled').notNull(),
    seedAmount: jsonb('seed_amount').$type<Partial<Record<string, number>>>().notNull(),
    shareBasisPoints: integer('share_basis_points').notNull(),
    ticketsPerMinorUnit: jsonb('tickets_per_minor_unit').$type<Partial<Record<string, number>>>().notNull(),
    /** Game slugs whose real-money stakes feed the pool and may win it. */
    games: text('games').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('jackpots_share', sql`${table.shareBasisPoints} between 1 and 10000`)],
);
export type JackpotRow = typeof jackpots.$inferSelect;

/**
 * What each stake put into a pool and each refund took back (negative), keyed per jackpot and event
 * (`{jackpot}:bet:{transfer}`, `{jackpot}:rollback:{transfer}`): a replayed event counts once, a refund finds the
 * stake it takes back. A refund's ledger transfer has the same key behind `jackpot:`; stakes' shares move in one
 * transfer per relay batch and pool (`jackpot:{jackpot}:bets:{first bet transfer}`, see `PendingShares`).
 */
export const jackpotContributions = pgTable(
  'jackpot_contributions',
  {
    sourceKey: text('source_key').primaryKey(),
    jackpot: text('jackpot')
      .notNull()
      .references(() => jackpots.slug),
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('jackpot_contributions_jackpot').on(table.jackpot, table.currency)],
);
export type JackpotContributionRow = typeof jackpotContributions.$inferSelect;

/** Each jackpot won: the pool paid to the player (ledger `jackpot_win`), decided by one recorded chance draw. */
export const jackpotWins = pgTable(
  'jackpot_wins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jackpot: text('jackpot')
      .notNull()
      .references(() => jackpots.slug),
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    drawId: bigint('draw_id', { mode: 'number' }).notNull().unique(),
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    wonAt: timestamp('won_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('jackpot_wins_amount', sql`${table.amount} > 0`),
    index('jackpot_wins_recent').on(table.currency, table.wonAt),
  ],
);
export type JackpotWinRow = typeof jackpotWins.$inferSelect;
