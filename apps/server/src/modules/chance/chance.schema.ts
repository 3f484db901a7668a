import type {
  DiceActivityKind,
  DiceActivityState,
  DiceSectorPrize,
  LocalizedText,
  Prize,
  WheelSegment,
} from '@casino/contracts';
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

/** The wheels of fortune as an operator configures them: terms, spins and the weighted segments (decision 036). */
export const wheels = pgTable('wheels', {
  slug: text('slug').primaryKey(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  enabled: boolean('enabled').notNull(),
  /** The guest wheel: shown to guests with a demo spin that pays nothing. */
  guest: boolean('guest').notNull(),
  /** One free spin each Kyiv day. */
  dailyFreeSpin: boolean('daily_free_spin').notNull(),
  /** Qualifying deposits that earn one spin in their Kyiv day; 0: deposits earn none. */
  depositsForSpin: integer('deposits_for_spin').notNull(),
  /** The smallest deposit that counts, per currency (minor units). */
  minDeposit: jsonb('min_deposit').$type<Partial<Record<string, number>>>().notNull(),
  maxSpins: integer('max_spins').notNull(),
  segments: jsonb('segments').$type<WheelSegment[]>().notNull(),
  /** Where the wheel is listed among the others: the first enabled one is the default wheel. */
  position: integer('position').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
export type WheelRow = typeof wheels.$inferSelect;

/**
 * A player's spins of a wheel in one Kyiv day: earned (the free one and those from deposits) and made. The row is
 * locked for a spin, so a double click spins once.
 */
export const wheelPlayers = pgTable(
  'wheel_players',
  {
    id: serial('id').primaryKey(),
    wheelSlug: text('wheel_slug')
      .notNull()
      .references(() => wheels.slug),
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    period: date('period', { mode: 'string' }).notNull(),
    spinsEarned: integer('spins_earned').notNull(),
    spinsMade: integer('spins_made').notNull(),
    depositsCounted: integer('deposits_counted').notNull(),
  },
  (table) => [
    unique('wheel_players_period').on(table.wheelSlug, table.playerId, table.period),
    check('wheel_players_spins', sql`${table.spinsMade} >= 0 and ${table.spinsMade} <= ${table.spinsEarned}`),
  ],
);
export type WheelPlayerRow = typeof wheelPlayers.$inferSelect;

/** Every spin of a wheel: its draw, the segment and the prize as granted (in the player's currency), once per draw. */
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    wheelSlug: text('wheel_slug')
      .notNull()
      .references(() => wheels.slug),
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => chanceDraws.id),
    segment: integer('segment').notNull(),
    prize: jsonb('prize').$type<Prize>().notNull(),
    /** The bonus offer a bonus prize made, to accept and activate. */
    bonusOfferId: bigint('bonus_offer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('wheel_spins_draw').on(table.drawId),
    index('wheel_spins_player').on(table.playerId, table.id),
  ],
);
export type WheelSpinRow = typeof wheelSpins.$inferSelect;

/** Deposits already counted towards wheel spins, so a deposit event handed over twice counts once. */
export const wheelCountedDeposits = pgTable(
  'wheel_counted_deposits',
  {
    paymentId: text('payment_id').notNull(),
    wheelSlug: text('wheel_slug').notNull(),
  },
  (table) => [primaryKey({ columns: [table.paymentId, table.wheelSlug] })],
);
