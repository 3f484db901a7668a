import type { GameKind, RoundDetails, RoundStatus, WalletReply } from '@casino/contracts';
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
import { games } from './catalogue.schema.ts';

export type GameMode = 'real' | 'demo';

/**
 * A one-time launch token in a game's iframe URL, traded by the provider for a wallet session (`authenticate`).
 * Only the token's hash is stored; `usedAt` is set by the single trade that succeeds. Guests' demo launches
 * have no player.
 */
export const gameLaunchTokens = pgTable(
  'game_launch_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    provider: text('provider').notNull(),
    playerId: bigint('player_id', { mode: 'number' }).references(referencesPlayer),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    gameSlug: text('game_slug').notNull(),
    mode: text('mode').$type<GameMode>().notNull(),
    currency: text('currency').notNull(),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('game_launch_tokens_hash').on(table.tokenHash),
    index('game_launch_tokens_expiry').on(table.expiresAt),
  ],
);

/**
 * A provider's wallet session for one launch: the player (as `playerRef`, never the raw id), the game, the mode
 * and the currency, and the game's stake limits in that currency. Bets need it active (idle less than 4 hours,
 * `lastActiveAt` sliding); wins and rollbacks are taken whatever its age.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    provider: text('provider').notNull(),
    playerId: bigint('player_id', { mode: 'number' }).references(referencesPlayer),
    playerRef: text('player_ref').notNull(),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    gameSlug: text('game_slug').notNull(),
    gameKind: text('game_kind').$type<GameKind>().notNull(),
    mode: text('mode').$type<GameMode>().notNull(),
    currency: text('currency').notNull(),
    language: text('language').notNull(),
    minBet: bigint('min_bet', { mode: 'number' }).notNull(),
    maxBet: bigint('max_bet', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('game_sessions_hash').on(table.tokenHash),
    index('game_sessions_player_ref').on(table.provider, table.playerRef),
    // Idle demo sessions are forgotten (nothing refers to them); real ones stay with their rounds.
    index('game_sessions_demo_idle').on(table.lastActiveAt).where(sql`${table.mode} = 'demo'`),
    check('game_sessions_real_has_player', sql`${table.mode} = 'demo' or ${table.playerId} is not null`),
  ],
);

/**
 * A round of real play, opened by its first bet and closed by a closing win, a bet-win or the rollback of its
 * last open bet (RTS 10: open rounds are shown on return). `stake` and `win` are the totals so far (a refunded
 * bet leaves the stake), `balanceBefore` the playable balance (real and bonus money, as the game showed it)
 * before the first bet and `balanceAfter` the one at close; `details` is the provider's account of the outcome
 * with its provably-fair data (GLI recall).
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    /** The provider's round id, stable across the round's calls. */
    roundId: text('round_id').notNull(),
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => gameSessions.id),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    gameSlug: text('game_slug').notNull(),
    /** What the game was when played: recall renders the outcome by it. */
    gameKind: text('game_kind').$type<GameKind>().notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<RoundStatus>().notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /** The part of `stake` taken from the bonus balance: the round's win goes to the bonus balance in this share. */
    bonusStake: bigint('bonus_stake', { mode: 'number' }).notNull().default(0),
    win: bigint('win', { mode: 'number' }).notNull(),
    /** Bets neither settled by a win nor rolled back: the round closes as rolled back when the last goes. */
    openBets: integer('open_bets').notNull(),
    balanceBefore: bigint('balance_before', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    details: jsonb('details').$type<RoundDetails>(),
    /** A free round's grant (free_round_grants): its stake was the house's, its win went to the bonus balance. */
    freeRoundGrantId: bigint('free_round_grant_id', { mode: 'number' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('game_rounds_provider_round').on(table.provider, table.roundId),
    // Recall, newest first.
    index('game_rounds_player_opened').on(table.playerId, table.openedAt),
    // Recall of one game, last played, stakes per game and the open round of a launch.
    index('game_rounds_player_game').on(table.playerId, table.gameId, table.openedAt),
    // Popular games: rounds opened since a moment.
    index('game_rounds_opened').on(table.openedAt),
    // Realised RTP: rounds closed since a moment.
    index('game_rounds_closed').on(table.closedAt).where(sql`${table.status} = 'closed'`),
    check(
      'game_rounds_amounts',
      sql`${table.stake} >= 0 and ${table.win} >= 0 and ${table.openBets} >= 0 and ${table.bonusStake} between 0 and ${table.stake}`,
    ),
  ],
);

/**
 * Every seamless-wallet call that moved or could have moved money, by (provider, transaction id): what was
 * asked (`fingerprint`, a hash of the request) and the reply given, so a replay gets the same reply and another
 * request under the same id is a duplicate. A bet keeps its state in `betStatus`. A `tombstone` row holds the id
 * of a bet rolled back before it arrived, so that bet is refused when it does. A `refused` row keeps a stake the
 * casino refused with its refusal as the reply: the id is spent, and a replay is refused the same way.
 */
export const gameTransactions = pgTable(
  'game_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').$type<GameTransactionKind>().notNull(),
    sessionId: bigint('session_id', { mode: 'number' }).references(() => gameSessions.id),
    roundId: bigint('round_id', { mode: 'number' }).references(() => gameRounds.id),
    /** The bet a win or rollback names. */
    betTransactionId: text('bet_transaction_id'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    betStatus: text('bet_status').$type<BetStatus>(),
    fingerprint: text('fingerprint').notNull(),
    reply: jsonb('reply').$type<WalletReply>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('game_transactions_provider_id').on(table.provider, table.transactionId)],
);

export type GameTransactionKind = 'bet' | 'win' | 'rollback' | 'bet-win' | 'tombstone' | 'refused';
export type BetStatus = 'open' | 'settled' | 'rolled_back';

export type GameLaunchTokenRow = typeof gameLaunchTokens.$inferSelect;
export type GameSessionRow = typeof gameSessions.$inferSelect;
export type GameRoundRow = typeof gameRounds.$inferSelect;
export type GameTransactionRow = typeof gameTransactions.$inferSelect;
