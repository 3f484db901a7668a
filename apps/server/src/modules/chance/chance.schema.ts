import type { DiceActivityKind, DiceActivityState, DiceSectorPrize, LocalizedText } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { referencesPlayer } from '../accounts/index.ts';

/**
 * A player's chance seeds (decision 036): the secret server seed whose hash they were shown before any draw, their
 * client seed, and the nonce of the next draw. One pair is active per player; rotating reveals it.
 */
export const chanceSeeds = pgTable(
  'chance_seeds',
  {
    id: uuid('id').primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('chance_seeds_active').on(table.playerId).where(sql`${table.revealedAt} is null`),
    uniqueIndex('chance_seeds_hash').on(table.serverSeedHash),
  ],
);
export type ChanceSeedRow = typeof chanceSeeds.$inferSelect;

/**
 * Every chance draw: which seeds and nonce it came from, the odds table in force (a copy, so a later edit of the
 * table cannot change what a past draw meant) and what it gave. Once per feature and reference.
 */
export const chanceDraws = pgTable(
  'chance_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    feature: text('feature').notNull(),
    sourceRef: text('source_ref').notNull(),
    seedId: uuid('seed_id')
      .notNull()
      .references(() => chanceSeeds.id),
    nonce: integer('nonce').notNull(),
    oddsTable: jsonb('odds_table').$type<Record<string, unknown>>().notNull(),
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('chance_draws_source').on(table.feature, table.sourceRef),
    index('chance_draws_player').on(table.playerId, table.id),
  ],
);
export type ChanceDrawRow = typeof chanceDraws.$inferSelect;

/** The daily and weekly dice as an operator configures them: one of each kind, its terms and prize table. */
export const diceActivities = pgTable('dice_activities', {
  kind: text('kind').$type<DiceActivityKind>().primaryKey(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  enabled: boolean('enabled').notNull(),
  maxTries: integer('max_tries').notNull(),
  /** Qualifying deposits that earn one throw; 0: one free throw each period. */
  depositsForTry: integer('deposits_for_try').notNull(),
  /** The smallest deposit that counts, per currency (minor units). */
  minDeposit: jsonb('min_deposit').$type<Partial<Record<string, number>>>().notNull(),
  prizes: jsonb('prizes').$type<DiceSectorPrize[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
export type DiceActivityRow = typeof diceActivities.$inferSelect;

/**
 * A player's throws in one period of an activity (a Kyiv day for the daily dice, a Kyiv week from Monday for the
 * weekly): throws earned and made, and whether they won. The row is locked for a throw, so a double click throws once.
 */
export const diceParticipants = pgTable(
  'dice_participants',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<DiceActivityKind>().notNull(),
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    period: date('period', { mode: 'string' }).notNull(),
    triesEarned: integer('tries_earned').notNull(),
    attempts: integer('attempts').notNull(),
    depositsCounted: integer('deposits_counted').notNull(),
    state: text('state').$type<DiceActivityState>().notNull(),
    lastDrawId: bigint('last_draw_id', { mode: 'number' }).references(() => chanceDraws.id),
  },
  (table) => [
    unique('dice_participants_period').on(table.kind, table.playerId, table.period),
    check(
      'dice_participants_attempts',
      sql`${table.attempts} >= 0 and ${table.attempts} <= ${table.triesEarned}`,
    ),
  ],
);
export type DiceParticipantRow = typeof diceParticipants.$inferSelect;

/** Deposits already counted towards dice throws, so a deposit event handed over twice counts once. */
export const diceCountedDeposits = pgTable(
  'dice_counted_deposits',
  {
    paymentId: text('payment_id').notNull(),
    kind: text('kind').$type<DiceActivityKind>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.paymentId, table.kind] })],
);

/** Players who have read the dice info popup (`POST /rest/popups/player/reject/daily-activity-dice/`). */
export const dicePopupDismissals = pgTable('dice_popup_dismissals', {
  playerId: bigint('player_id', { mode: 'number' }).primaryKey().references(referencesPlayer),
  dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull(),
});
