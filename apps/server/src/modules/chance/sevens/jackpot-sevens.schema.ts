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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { referencesPlayer } from '../../accounts/index.ts';

/**
 * A jackpot-sevens as an operator sets it (decision 036): a must-drop pool fed by `share_basis_points` of every
 * real-money stake in `games`. Per currency, the amount each round opens with and the ceiling it drops before; a
 * currency missing from either has no such jackpot. The first enabled one by position is the site's. The pool is a
 * ledger account (house `jackpot_pool`, provider `sevens:{slug}`): never a column here.
 */
export const jackpotSevens = pgTable(
  'jackpot_sevens',
  {
    slug: text('slug').primaryKey(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    enabled: boolean('enabled').notNull(),
    position: integer('position').notNull().default(0),
    seedAmount: jsonb('seed_amount').$type<Partial<Record<string, number>>>().notNull(),
    dropCeiling: jsonb('drop_ceiling').$type<Partial<Record<string, number>>>().notNull(),
    shareBasisPoints: integer('share_basis_points').notNull(),
    /** Game slugs whose real-money stakes feed the pool and may drop it. */
    games: text('games').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('jackpot_sevens_share', sql`${table.shareBasisPoints} between 1 and 10000`),
    check('jackpot_sevens_slug', sql`${table.slug} ~ '^[a-z0-9][a-z0-9-]{0,62}$'`),
  ],
);
export type JackpotSevensRow = typeof jackpotSevens.$inferSelect;

/**
 * A round of a pool in a currency: its drop point committed when it opens (`server_seed_hash` published, the seed
 * and `drop_amount` secret) with the terms it opened under, then won by the stake that took the pool to the drop
 * point: the winner, what the pool paid (ledger `jackpot_win`) and the stake's key. One round open per jackpot and
 * currency.
 */
export const jackpotSevensRounds = pgTable(
  'jackpot_sevens_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jackpot: text('jackpot')
      .notNull()
      .references(() => jackpotSevens.slug),
    currency: text('currency').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    seedAmount: bigint('seed_amount', { mode: 'number' }).notNull(),
    dropCeiling: bigint('drop_ceiling', { mode: 'number' }).notNull(),
    dropAmount: bigint('drop_amount', { mode: 'number' }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    wonAt: timestamp('won_at', { withTimezone: true }),
    winnerId: bigint('winner_id', { mode: 'number' }).references(referencesPlayer),
    amountWon: bigint('amount_won', { mode: 'number' }),
    transferId: bigint('transfer_id', { mode: 'number' }),
    /** The contribution (`{jackpot}:bet:{transfer}`) that took the pool to the drop point. */
    winningStake: text('winning_stake'),
  },
  (table) => [
    uniqueIndex('jackpot_sevens_rounds_open')
      .on(table.jackpot, table.currency)
      .where(sql`${table.wonAt} is null`),
    uniqueIndex('jackpot_sevens_rounds_seed_hash').on(table.serverSeedHash),
    index('jackpot_sevens_rounds_won').on(table.currency, table.wonAt),
    index('jackpot_sevens_rounds_winner').on(table.winnerId, table.wonAt),
    check(
      'jackpot_sevens_rounds_drop',
      sql`${table.dropAmount} >= ${table.seedAmount} and ${table.dropAmount} < ${table.dropCeiling}`,
    ),
    check(
      'jackpot_sevens_rounds_won_whole',
      sql`(${table.wonAt} is null) = (${table.winnerId} is null)
        and (${table.wonAt} is null) = (${table.amountWon} is null)
        and (${table.wonAt} is null) = (${table.transferId} is null)`,
    ),
  ],
);
export type JackpotSevensRoundRow = typeof jackpotSevensRounds.$inferSelect;

/**
 * What each stake put into a round and each refund took back (negative), keyed per jackpot and event
 * (`{jackpot}:bet:{transfer}`, `{jackpot}:rollback:{transfer}`): a replayed event counts once, a refund finds its
 * stake and round. The ledger transfer that moved it has the same key behind `sevens:` (none when it was nothing).
 */
export const jackpotSevensContributions = pgTable(
  'jackpot_sevens_contributions',
  {
    sourceKey: text('source_key').primaryKey(),
    jackpot: text('jackpot')
      .notNull()
      .references(() => jackpotSevens.slug),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => jackpotSevensRounds.id),
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('jackpot_sevens_contributions_round').on(table.roundId, table.playerId)],
);
export type JackpotSevensContributionRow = typeof jackpotSevensContributions.$inferSelect;
