import type { Currency, LocalizedText, SportBetType } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { referencesPlayer } from '../../accounts/index.ts';

/** `available` until placed; `used` by its bet; `canceled` with its bonus. */
export type FreebetStatus = 'available' | 'used' | 'canceled';

/**
 * A free bet the bonuses module gave the sportsbook (decision 033), named by its player bonus, as the games module
 * keeps a free-spin bonus's rounds: the sportsbook checks and uses it in the placement's own transaction, so one
 * free bet is placed once. It keeps a copy of its terms and its bonus's title: nothing here reads the bonuses.
 */
export const sportFreebets = pgTable(
  'sport_freebets',
  {
    playerBonusId: bigint('player_bonus_id', { mode: 'number' }).primaryKey(),
    bonusId: bigint('bonus_id', { mode: 'number' }).notNull(),
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    currency: text('currency').$type<Currency>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Hundredths of decimal odds: the lowest combined odds of a bet placed with it. */
    minOdds: bigint('min_odds', { mode: 'number' }).notNull(),
    betTypes: jsonb('bet_types').$type<SportBetType[]>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    status: text('status').$type<FreebetStatus>().notNull(),
    betId: bigint('bet_id', { mode: 'number' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sport_freebets_player_available').on(table.playerId).where(sql`${table.status} = 'available'`),
    check('sport_freebets_amount_positive', sql`${table.amount} > 0`),
  ],
);
