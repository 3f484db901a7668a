import type { Currency, Language, WalletErrorReply } from '@casino/contracts';
import type { MathGameKind } from '@casino/game-math';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export type StudioMode = 'real' | 'demo';

/**
 * A game client's session with the studio, started from the casino's one-time launch token. The browser holds a
 * random token whose hash is `token_hash`; the casino's wallet session token stays here and is never sent to the
 * browser. A demo session carries its own demo balance: demo play never reaches the casino's money.
 */
export const studioSessions = pgTable(
  'studio_sessions',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    walletSessionToken: text('wallet_session_token').notNull(),
    playerRef: text('player_ref').notNull(),
    mode: text('mode').$type<StudioMode>().notNull(),
    gameSlug: text('game_slug').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    language: text('language').$type<Language>().notNull(),
    /** The stakes offered: the game's steps for the currency within the casino's limits. */
    betSteps: jsonb('bet_steps').$type<number[]>().notNull(),
    minBet: bigint('min_bet', { mode: 'number' }).notNull(),
    maxBet: bigint('max_bet', { mode: 'number' }).notNull(),
    /** The balance the casino reported when the session started (the demo balance it started with, in demo). */
    openingBalance: bigint('opening_balance', { mode: 'number' }).notNull(),
    /** Demo sessions only: the play money, debited and credited by each demo round. */
    demoBalance: bigint('demo_balance', { mode: 'number' }),
    /** The casino's free rounds on this game the session may play (their id at the casino), if it gave any. */
    freeRoundId: text('free_round_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('studio_sessions_token_hash').on(table.tokenHash),
    check('studio_session_demo_balance', sql`(${table.mode} = 'demo') = (${table.demoBalance} is not null)`),
    check('studio_session_demo_balance_not_negative', sql`${table.demoBalance} >= 0`),
  ],
);

/**
 * A provably-fair seed pair. `owner` is `real:<playerRef>` (shared by every studio game the player plays for
 * money) or `demo:<sessionId>`; each owner has one active pair (not yet revealed). `nonce` is the next round's:
 * a round reserves it by incrementing it under the row's lock, so no two rounds share one. Rotating reveals the
 * server seed (`revealed_at`) and starts a new pair.
 */
export const studioSeeds = pgTable(
  'studio_seeds',
  {
    id: uuid('id').primaryKey(),
    owner: text('owner').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('studio_seeds_active_owner').on(table.owner).where(sql`${table.revealedAt} is null`),
    uniqueIndex('studio_seeds_hash').on(table.serverSeedHash),
    check('studio_seed_nonce_not_negative', sql`${table.nonce} >= 0`),
  ],
);

/**
 * pending: the outcome is decided and the casino has not confirmed the bet-win yet (retried until it does);
 * settled: the casino took the bet and paid the win; void: the casino refused the bet, nothing moved, the
 * nonce stays used.
 */
export type StudioRoundStatus = 'pending' | 'settled' | 'void';

/**
 * One game cycle with everything needed to verify and recall it: the stake, parameters and outcome, the seed
 * pair and nonce it was drawn from. `round_key` is the client's idempotency key within its session, and
 * `request_fingerprint` what was asked under it. Pending rounds carry their retry schedule.
 */
export const studioRounds = pgTable(
  'studio_rounds',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => studioSessions.id),
    roundKey: text('round_key').notNull(),
    requestFingerprint: text('request_fingerprint').notNull(),
    playerRef: text('player_ref').notNull(),
    mode: text('mode').$type<StudioMode>().notNull(),
    gameSlug: text('game_slug').notNull(),
    gameKind: text('game_kind').$type<MathGameKind>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    bet: bigint('bet', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    seedId: uuid('seed_id')
      .notNull()
      .references(() => studioSeeds.id),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    status: text('status').$type<StudioRoundStatus>().notNull(),
    /** The casino's error code when it refused the round (status void). */
    voidReason: text('void_reason'),
    /** What the casino's refusal told of the player's own protection (their limit, their time-out's end). */
    voidDetails: jsonb('void_details').$type<Pick<WalletErrorReply, 'selfLimit' | 'excludedTill'>>(),
    /** The balance after the round as the casino (or the demo balance) reported it; for a refusal, the balance then. */
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    /** Bet-win attempts made so far, and when the next is due (while one is in flight: when it counts as lost). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** A free round: settled under the casino's free-round id, its stake paid by the casino. */
    freeRoundId: text('free_round_id'),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('studio_rounds_session_key').on(table.sessionId, table.roundKey),
    index('studio_rounds_player_game').on(table.playerRef, table.mode, table.gameSlug, table.playedAt),
    index('studio_rounds_player_played').on(table.playerRef, table.mode, table.playedAt),
    index('studio_rounds_session_played').on(table.sessionId, table.playedAt),
    index('studio_rounds_due').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    check('studio_round_bet_positive', sql`${table.bet} > 0`),
    check('studio_round_win_not_negative', sql`${table.win} >= 0`),
  ],
);

export type StudioSessionRow = typeof studioSessions.$inferSelect;
export type StudioSeedRow = typeof studioSeeds.$inferSelect;
export type StudioRoundRow = typeof studioRounds.$inferSelect;
