import type {
  Currency,
  OddsPolicy,
  SportBetOutcome,
  SportBetRejectReason,
  SportBetStatus,
  SportBetType,
  SportSelectionResult,
} from '@casino/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { referencesPlayer } from '../../accounts/index.ts';

/**
 * A sports bet. `payout` is what it has paid the player so far, net of reversals; `unrecovered` is what a rolled-back
 * result took back from the bet but the player's balance no longer held (the operator sees it, the player's
 * balance never goes below zero). `settlementStep` numbers the bet's settlement transfers, each an idempotent
 * ledger transfer keyed by it.
 */
export const sportBets = pgTable(
  'sport_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    referenceId: text('reference_id').notNull(),
    /** A hash of what the placement asked: the same reference id with another request is a conflict. */
    fingerprint: text('fingerprint').notNull(),
    type: text('type').$type<SportBetType>().notNull(),
    systemSize: smallint('system_size'),
    currency: text('currency').$type<Currency>().notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    oddsPolicy: text('odds_policy').$type<OddsPolicy>().notNull(),
    /** Hundredths of decimal odds: combined (a system bet's best combination). */
    odds: bigint('odds', { mode: 'number' }).notNull(),
    potentialPayout: bigint('potential_payout', { mode: 'number' }).notNull(),
    live: boolean('live').notNull(),
    status: text('status').$type<SportBetStatus>().notNull(),
    rejectReason: text('reject_reason').$type<SportBetRejectReason>(),
    rejectLimit: bigint('reject_limit', { mode: 'number' }),
    outcome: text('outcome').$type<SportBetOutcome>().notNull().default('open'),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    unrecovered: bigint('unrecovered', { mode: 'number' }).notNull().default(0),
    settlementStep: integer('settlement_step').notNull().default(0),
    /** The part of the stake the player has cashed out, and what the cash-outs paid (part of `payout`). */
    cashedOutStake: bigint('cashed_out_stake', { mode: 'number' }).notNull().default(0),
    cashOutAmount: bigint('cash_out_amount', { mode: 'number' }).notNull().default(0),
    cashOuts: integer('cash_outs').notNull().default(0),
    /** The free bet (its player bonus) that paid the stake: the bet then pays its winnings without the stake. */
    freebetId: bigint('freebet_id', { mode: 'number' }),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    /** A pending bet is decided at this time, after the live bet delay. */
    acceptAfter: timestamp('accept_after', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sport_bets_player_reference').on(table.playerId, table.referenceId),
    index('sport_bets_player_placed').on(table.playerId, table.placedAt),
    // A placement sums the potential payouts of the player's open bets (the per-match and per-player limits).
    index('sport_bets_player_open')
      .on(table.playerId)
      .where(sql`${table.outcome} = 'open' and ${table.status} <> 'rejected'`),
    // The win feed lists the latest wins.
    index('sport_bets_won').on(table.settledAt).where(sql`${table.outcome} = 'won'`),
    index('sport_bets_pending').on(table.acceptAfter).where(sql`${table.status} = 'pending'`),
    check('sport_bets_stake_positive', sql`${table.stake} > 0`),
    check('sport_bets_payout_not_negative', sql`${table.payout} >= 0 and ${table.unrecovered} >= 0`),
    check(
      'sport_bets_cash_out_within_stake',
      sql`${table.cashedOutStake} between 0 and ${table.stake} and ${table.cashOutAmount} >= 0`,
    ),
    check('sport_bets_status', sql`${table.status} in ('pending', 'accepted', 'rejected')`),
  ],
);

/** A bet's selection: the market and outcome, with specifiers in the catalogue's canonical form. */
export const sportBetSelections = pgTable(
  'sport_bet_selections',
  {
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => sportBets.id),
    position: smallint('position').notNull(),
    eventId: text('event_id').notNull(),
    marketType: text('market_type').notNull(),
    specifiers: text('specifiers').notNull(),
    outcomeId: text('outcome_id').notNull(),
    /** The price the bet stands at (the slip's, or the new one the odds-change policy accepted). */
    odds: integer('odds').notNull(),
    /** The price the slip showed. */
    requestedOdds: integer('requested_odds').notNull(),
    /** A rejection by price: what the market offered then (null when it offered none). */
    currentOdds: integer('current_odds'),
    live: boolean('live').notNull(),
    result: text('result').$type<SportSelectionResult>().notNull().default('open'),
  },
  (table) => [
    primaryKey({ columns: [table.betId, table.position] }),
    index('sport_bet_selections_market').on(table.eventId, table.marketType, table.specifiers),
  ],
);

/** The operator's bet limits in a currency, in minor units (decision 032). */
export const sportBetLimits = pgTable(
  'sport_bet_limits',
  {
    currency: text('currency').$type<Currency>().primaryKey(),
    minStake: bigint('min_stake', { mode: 'number' }).notNull(),
    maxStake: bigint('max_stake', { mode: 'number' }).notNull(),
    /** What one bet may pay. */
    maxPayout: bigint('max_payout', { mode: 'number' }).notNull(),
    /** What a player's open bets touching one match may pay together. */
    maxEventPayout: bigint('max_event_payout', { mode: 'number' }).notNull(),
    /** What a player's open bets may pay together. */
    maxPlayerPayout: bigint('max_player_payout', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'sport_bet_limits_range',
      sql`${table.minStake} > 0 and ${table.maxStake} >= ${table.minStake} and ${table.maxPayout} >= ${table.maxStake}`,
    ),
  ],
);

/** Limits an operator lowered for one player: each, when set, applies where it is below the currency's. */
export const sportPlayerLimits = pgTable('sport_player_limits', {
  playerId: bigint('player_id', { mode: 'number' }).primaryKey().references(referencesPlayer),
  maxStake: bigint('max_stake', { mode: 'number' }),
  maxPayout: bigint('max_payout', { mode: 'number' }),
  maxEventPayout: bigint('max_event_payout', { mode: 'number' }),
  maxPlayerPayout: bigint('max_player_payout', { mode: 'number' }),
  reason: text('reason').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * The sportsbook's own settings, one row: how long a live bet waits before it is decided, the margin a cash-out
 * keeps from the fair value of a bet at the current prices (in basis points: 500 is 5%), and the win feed's
 * settings (spec section 4): the least combined odds a single's and an express's win needs to be shown (or the
 * least amount, per currency in `sport_win_feed_minimums`), how many wins the feed lists, and how long the client
 * holds each back.
 */
export const sportBookSettings = pgTable(
  'sport_book_settings',
  {
    id: smallint('id').primaryKey().default(1),
    liveDelayMs: integer('live_delay_ms').notNull(),
    cashOutMarginBp: integer('cash_out_margin_bp').notNull().default(500),
    winFeedMinOddsSingle: integer('win_feed_min_odds_single').notNull().default(300),
    winFeedMinOddsMulti: integer('win_feed_min_odds_multi').notNull().default(1000),
    winFeedMaxEntries: smallint('win_feed_max_entries').notNull().default(20),
    winFeedDelaySeconds: integer('win_feed_delay_seconds').notNull().default(10),
    /** The express of the day: how many legs, and the price range a leg's favourite must be in (hundredths). */
    expressLegs: smallint('express_legs').notNull().default(3),
    expressMinOdds: integer('express_min_odds').notNull().default(130),
    expressMaxOdds: integer('express_max_odds').notNull().default(220),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('sport_book_settings_one_row', sql`${table.id} = 1`),
    check('sport_book_settings_delay', sql`${table.liveDelayMs} between 0 and 30000`),
    check('sport_book_settings_margin', sql`${table.cashOutMarginBp} between 0 and 5000`),
    check(
      'sport_book_settings_express',
      sql`${table.expressLegs} between 2 and 10 and ${table.expressMinOdds} between 101 and ${table.expressMaxOdds}`,
    ),
    check(
      'sport_book_settings_win_feed',
      sql`${table.winFeedMaxEntries} between 1 and 20 and ${table.winFeedDelaySeconds} between 0 and 600`,
    ),
  ],
);

/** How far bet settlement has followed `sport_settlement_seq`: one row. */
export const sportSettlementProgress = pgTable(
  'sport_settlement_progress',
  {
    id: smallint('id').primaryKey().default(1),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
  },
  (table) => [check('sport_settlement_progress_one_row', sql`${table.id} = 1`)],
);

/** The least win the win feed shows without its odds qualifying, per currency, in minor units. */
export const sportWinFeedMinimums = pgTable('sport_win_feed_minimums', {
  currency: text('currency').$type<Currency>().primaryKey(),
  minWinSingle: bigint('min_win_single', { mode: 'number' }).notNull(),
  minWinMulti: bigint('min_win_multi', { mode: 'number' }).notNull(),
});
