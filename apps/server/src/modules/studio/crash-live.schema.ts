import type { Currency } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StudioMode } from './studio.schema.ts';
import { studioSessions } from './studio.schema.ts';

/**
 * One shared round of the live crash game. Its phase follows from the clock alone: betting until `takes_off_at`,
 * flying until `crashes_at` (the first moment the published curve shows the flight's end), crashed after. The
 * server seed is drawn and its hash published when the row is written, before betting opens; it is revealed once
 * the round is `settled_at` (every stake decided). `number` is the round's nonce in the crash formula.
 */
export const crashRounds = pgTable(
  'studio_crash_rounds',
  {
    id: uuid('id').primaryKey(),
    gameSlug: text('game_slug').notNull(),
    number: integer('number').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    crashPoint: integer('crash_point').notNull(),
    bettingOpensAt: timestamp('betting_opens_at', { withTimezone: true }).notNull(),
    takesOffAt: timestamp('takes_off_at', { withTimezone: true }).notNull(),
    crashesAt: timestamp('crashes_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('studio_crash_rounds_number').on(table.gameSlug, table.number),
    uniqueIndex('studio_crash_rounds_hash').on(table.serverSeedHash),
    check('studio_crash_round_phases', sql`${table.bettingOpensAt} <= ${table.takesOffAt}`),
  ],
);

/**
 * placing: the stake is being asked of the casino; open: the casino took it before take-off; refused: the casino
 * refused it or it came too late (nothing kept); cashed: cashed out at `cash_out` for `win`; lost: rode to the crash.
 */
export type CrashBetStatus = 'placing' | 'open' | 'refused' | 'cashed' | 'lost';

/** The casino call a bet still owes: its win (0 for a loss) or the rollback of a stake taken too late. */
export type CrashPendingCall = 'win' | 'rollback';

/**
 * One player's stake in a shared round (one per studio session and round). The casino sees each as a round of
 * its own (the bet's id): a `bet` during betting, then a `win` that closes it, each idempotent by its transaction
 * id. A call the casino did not answer stays `pending_call` with its retry schedule.
 */
export const crashBets = pgTable(
  'studio_crash_bets',
  {
    id: uuid('id').primaryKey(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => crashRounds.id),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => studioSessions.id),
    playerRef: text('player_ref').notNull(),
    /** How the other players see this one: a masked name, never the reference. */
    nickname: text('nickname').notNull(),
    mode: text('mode').$type<StudioMode>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /** The automatic cash-out in hundredths; the top cash-out when the player set none. */
    autoCashOut: integer('auto_cash_out').notNull(),
    status: text('status').$type<CrashBetStatus>().notNull(),
    cashOut: integer('cash_out'),
    win: bigint('win', { mode: 'number' }),
    /** The balance after the last call the casino answered (the demo balance in demo). */
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    refusal: text('refusal'),
    pendingCall: text('pending_call').$type<CrashPendingCall>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    cashedAt: timestamp('cashed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('studio_crash_bets_round_session').on(table.roundId, table.sessionId),
    index('studio_crash_bets_due').on(table.nextAttemptAt).where(sql`${table.pendingCall} is not null`),
    check('studio_crash_bet_stake_positive', sql`${table.stake} > 0`),
  ],
);

export type CrashRoundRow = typeof crashRounds.$inferSelect;
export type CrashBetRow = typeof crashBets.$inferSelect;
