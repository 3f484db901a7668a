import type { Currency, FreeRoundGrantStatus } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { referencesPlayer } from '../accounts/index.ts';

/**
 * Free rounds the casino gives a player on a provider's games ("free rounds" of the industry's APIs), for a
 * free-spin bonus: the provider learns of them from the wallet session and settles each with a bet-win naming the
 * grant. Each round's stake is paid by the house's bonus cost, its win goes to the player's bonus balance, and
 * `winnings` is their sum. One grant per bonus (`player_bonus_id`).
 */
export const freeRoundGrants = pgTable(
  'free_round_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    /** The bonus that gave the rounds (the bonuses module's `player_bonuses.id`). */
    playerBonusId: bigint('player_bonus_id', { mode: 'number' }).notNull(),
    provider: text('provider').notNull(),
    gameSlugs: jsonb('game_slugs').$type<string[]>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    roundsTotal: integer('rounds_total').notNull(),
    roundsLeft: integer('rounds_left').notNull(),
    winnings: bigint('winnings', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<FreeRoundGrantStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('free_round_grants_bonus').on(table.playerBonusId),
    index('free_round_grants_player').on(table.playerId, table.status),
    // The expiry sweep: active grants by their end.
    index('free_round_grants_expiry').on(table.expiresAt).where(sql`${table.status} = 'active'`),
    check(
      'free_round_grants_rounds',
      sql`${table.stake} > 0 and ${table.winnings} >= 0 and ${table.roundsLeft} between 0 and ${table.roundsTotal}`,
    ),
  ],
);

export type FreeRoundGrantRow = typeof freeRoundGrants.$inferSelect;
export type NewFreeRoundGrantRow = typeof freeRoundGrants.$inferInsert;
