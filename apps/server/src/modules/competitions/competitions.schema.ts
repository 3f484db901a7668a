import type {
  BrandId,
  CompetitionAward,
  CompetitionKind,
  CompetitionMode,
  CompetitionProduct,
  Currency,
  LocalizedText,
  OutplayAttemptStatus,
  Prize,
} from '@casino/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { referencesPlayer } from '../accounts/index.ts';

/** Places `fromPlace`..`toPlace` (inclusive) each win `prize`. */
export interface PrizeRange {
  fromPlace: number;
  toPlace: number;
  prize: Prize;
}

/** Places `fromPlace`..`toPlace` (inclusive) of a stage each add `points` to the main table. */
export interface StagePointsRange {
  fromPlace: number;
  toPlace: number;
  points: number;
}

/** A prize for the best round at or above `multiplier` (hundredths). */
export interface Jackpot {
  multiplier: number;
  prize: Prize;
}

/** What one unit of a currency is worth in the competition's currency, as a fraction (a fixed table per competition). */
export type CurrencyRates = Partial<Record<Currency, { num: number; den: number }>>;

/**
 * Where a competition is in its life: `scheduled` (soon or active by its dates), `finishing` (its board frozen, prizes
 * being paid), `finished`. Soon, active and closed are read from the dates (spec section 4).
 */
export type CompetitionLifecycle = 'scheduled' | 'finishing' | 'finished';

/**
 * A competition an operator configured (decision 034): its kind and mode, the games it counts (none listed: every
 * real-money game; a promo tournament counts its provider's), its dates, entry rules and prize table.
 */
export const competitions = pgTable(
  'competitions',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    /** Names the competition's board outside the database (Redis): unique across databases sharing one Redis. */
    boardKey: uuid('board_key').notNull().defaultRandom(),
    kind: text('kind').$type<CompetitionKind>().notNull(),
    product: text('product').$type<CompetitionProduct>().notNull().default('casino'),
    mode: text('mode').$type<CompetitionMode>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    /** Brands it runs in; empty: every brand. */
    brands: jsonb('brands').$type<BrandId[]>().notNull(),
    /** Player currencies that may take part; empty: every currency the rates table converts. */
    currencies: jsonb('currencies').$type<Currency[]>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    rates: jsonb('rates').$type<CurrencyRates>().notNull(),
    provider: text('provider'),
    gameSlugs: jsonb('game_slugs').$type<string[]>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    autoSubscribe: boolean('auto_subscribe').notNull(),
    minBet: bigint('min_bet', { mode: 'number' }).notNull(),
    maxBet: bigint('max_bet', { mode: 'number' }),
    countsBonusMoney: boolean('counts_bonus_money').notNull(),
    /** A race's outplay rule: attempts a player may play, rounds in each (both null: no attempts). */
    attempts: integer('attempts'),
    attemptRounds: integer('attempt_rounds'),
    prizes: jsonb('prizes').$type<PrizeRange[]>().notNull(),
    /**
     * Stages (decision 035): the competition's time cut into this many equal stages (1: none), how many have closed,
     * what each stage's places add to the main table and win, and the prizes paid by the best round's multiplier.
     */
    stages: integer('stages').notNull().default(1),
    stagesClosed: integer('stages_closed').notNull().default(0),
    stagePoints: jsonb('stage_points').$type<StagePointsRange[]>().notNull().default([]),
    stagePrizes: jsonb('stage_prizes').$type<PrizeRange[]>().notNull().default([]),
    stageLotteryTicketPrizes: jsonb('stage_ticket_prizes').$type<PrizeRange[]>().notNull().default([]),
    additionalPrizes: jsonb('additional_prizes').$type<PrizeRange[]>().notNull().default([]),
    jackpot: jsonb('jackpot').$type<Jackpot>(),
    /**
     * A competition that repeats (the daily race, the weekly tournament) starts its next edition when it closes: the
     * same rules, the next period, its slug the series' name and the new start day. Null: it runs once.
     */
    series: text('series'),
    repeatDays: integer('repeat_days'),
    lifecycle: text('lifecycle').$type<CompetitionLifecycle>().notNull(),
    /** When the `start` notice went out (null: not yet). */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('competitions_ends').on(table.endsAt).where(sql`${table.lifecycle} <> 'finished'`),
    check('competitions_dates', sql`${table.endsAt} > ${table.startsAt}`),
    check(
      'competitions_bets',
      sql`${table.minBet} >= 0 and (${table.maxBet} is null or ${table.maxBet} >= ${table.minBet})`,
    ),
    check(
      'competitions_repeat',
      sql`(${table.series} is null) = (${table.repeatDays} is null) and coalesce(${table.repeatDays}, 1) > 0`,
    ),
    check(
      'competitions_stages',
      sql`${table.stages} between 1 and 14 and ${table.stagesClosed} between 0 and ${table.stages} and (${table.stages} = 1 or ${table.attempts} is null)`,
    ),
    check(
      'competitions_outplay',
      sql`(${table.attempts} is null) = (${table.attemptRounds} is null) and coalesce(${table.attempts}, 1) > 0 and coalesce(${table.attemptRounds}, 1) > 0`,
    ),
  ],
);
export type CompetitionRow = typeof competitions.$inferSelect;

/**
 * A player in a competition: the board's row. `points` is what the board ranks (the sum of the scores, or a race's
 * best attempt), `reachedAt` when the points last rose (ties: the earlier reach first), `version` counts the row's
 * changes so a board copy (Redis) never takes an older row over a newer one.
 */
export const competitionEntries = pgTable(
  'competition_entries',
  {
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id),
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    /** The name the board shows (the player's public name when they joined). */
    displayName: text('display_name').notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    rounds: integer('rounds').notNull(),
    /** The best round's multiplier in hundredths (the board by coefficients). */
    bestMultiplier: integer('best_multiplier').notNull(),
    attempt: integer('attempt').notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    version: integer('version').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.competitionId, table.playerId] }),
    index('competition_entries_board').on(
      table.competitionId,
      sql`${table.points} desc`,
      table.reachedAt,
      table.playerId,
    ),
    index('competition_entries_player').on(table.playerId),
  ],
);
export type CompetitionEntryRow = typeof competitionEntries.$inferSelect;

/** One of a race's outplay attempts: its points and the rounds it has used. */
export const competitionAttempts = pgTable(
  'competition_attempts',
  {
    competitionId: integer('competition_id').notNull(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    attempt: integer('attempt').notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    rounds: integer('rounds').notNull(),
    status: text('status').$type<OutplayAttemptStatus>().notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.competitionId, table.playerId, table.attempt] })],
);

/**
 * What one stake or round scored in a competition, keyed by its source (the provider's bet or round id), so a
 * replayed event scores nothing twice and a rolled-back stake takes back exactly what it gave. A round of a wins
 * mode is written when its first stake is seen (points 0, its stakes summed) and scored when it closes.
 */
export const competitionScores = pgTable(
  'competition_scores',
  {
    competitionId: integer('competition_id').notNull(),
    source: text('source').notNull(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    attempt: integer('attempt').notNull(),
    /** The round's stake so far in the player's currency: all of it, and the part of bonus money. */
    stake: bigint('stake', { mode: 'number' }).notNull(),
    bonusStake: bigint('bonus_stake', { mode: 'number' }).notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    /**
     * `scored`; `revoked` by a rollback (or a round that could not count); `open`: a wins-mode round not closed yet,
     * or one of its stakes (kept so a stake handed over again adds nothing, and its refund takes off what it added).
     */
    status: text('status').$type<'open' | 'scored' | 'revoked'>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.competitionId, table.source] }),
    index('competition_scores_player').on(table.competitionId, table.playerId),
    // A stage's board: the scored rows of its window.
    index('competition_scores_time')
      .on(table.competitionId, table.occurredAt)
      .where(sql`${table.status} = 'scored'`),
  ],
);

/**
 * A closed competition's final places, frozen when it closed: the history and the winners' lists read these. A
 * place with a prize names the reward granted for it (the rewards module pays it once per competition and place).
 */
export const competitionResults = pgTable(
  'competition_results',
  {
    competitionId: integer('competition_id').notNull(),
    place: integer('place').notNull(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    displayName: text('display_name').notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    rounds: integer('rounds').notNull(),
    bestMultiplier: integer('best_multiplier').notNull(),
    attempt: integer('attempt').notNull(),
    prize: jsonb('prize').$type<Prize>(),
    /** When its prize was granted (null: no prize, or not yet). */
    awardedAt: timestamp('awarded_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.competitionId, table.place] }),
    index('competition_results_player').on(table.playerId),
    index('competition_results_unawarded')
      .on(table.competitionId)
      .where(sql`${table.prize} is not null and ${table.awardedAt} is null`),
  ],
);

/** A closed stage's places, frozen when it closed (a player's completed stages read these). */
export const competitionStageResults = pgTable(
  'competition_stage_results',
  {
    competitionId: integer('competition_id').notNull(),
    stage: integer('stage').notNull(),
    place: integer('place').notNull(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    displayName: text('display_name').notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    /** What the place added to the main table. */
    stagePoints: bigint('stage_points', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.competitionId, table.stage, table.place] }),
    index('competition_stage_results_player').on(table.competitionId, table.playerId),
  ],
);

/**
 * The prizes of a competition other than its main table's places (decision 035): a stage's prizes and lottery
 * tickets, and at the close those by the best round's multiplier and the jackpot. Each names its reward (granted
 * once per competition, award, stage and place), like the main places in `competition_results`.
 */
export const competitionAwards = pgTable(
  'competition_awards',
  {
    competitionId: integer('competition_id').notNull(),
    award: text('award').$type<Exclude<CompetitionAward, 'place'>>().notNull(),
    /** The stage of a stage's prize; 0 for the close's. */
    stage: integer('stage').notNull(),
    place: integer('place').notNull(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    displayName: text('display_name').notNull(),
    /** The stage's points, or the round's multiplier in hundredths. */
    points: bigint('points', { mode: 'number' }).notNull(),
    prize: jsonb('prize').$type<Prize>().notNull(),
    awardedAt: timestamp('awarded_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.competitionId, table.award, table.stage, table.place] }),
    index('competition_awards_player').on(table.competitionId, table.playerId),
    index('competition_awards_unawarded').on(table.competitionId).where(sql`${table.awardedAt} is null`),
  ],
);
export type AwardRow = typeof competitionAwards.$inferSelect;

/** Players who asked for no notices of competitions starting and ending. */
export const competitionNoticeOptOuts = pgTable('competition_notice_opt_outs', {
  playerId: bigint('player_id', { mode: 'number' }).primaryKey().references(referencesPlayer),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
