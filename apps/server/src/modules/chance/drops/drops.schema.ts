import type { DropKind, DropPrizeLine, DropStakeTerms, LocalizedText, Prize } from '@casino/contracts';
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
} from 'drizzle-orm/pg-core';
import { referencesPlayer } from '../../accounts/index.ts';

/**
 * A prize or star drop campaign as an operator sets it (decision 036), with what it has dropped. Real-money stakes
 * of at least `stakes[currency].minStake` in `games` between `starts_at` and `ends_at` draw once each, with
 * `ticketsPerMinorUnit` of the jackpots' 10^9 tickets per minor unit staked. A prize drop drops its `prizes`, each
 * line `count` times in all (`dropped` counts them by line id); a star drop drops `stars_per_drop` stars up to
 * `max_drops` times. The row is locked for every draw, so two wins never take the last prize twice.
 */
export const dropCampaigns = pgTable(
  'drop_campaigns',
  {
    slug: text('slug').primaryKey(),
    kind: text('kind').$type<DropKind>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    enabled: boolean('enabled').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Game slugs whose real-money stakes draw. */
    games: text('games').array().notNull(),
    stakes: jsonb('stakes').$type<Partial<Record<string, DropStakeTerms>>>().notNull(),
    prizes: jsonb('prizes').$type<DropPrizeLine[]>().notNull(),
    starsPerDrop: integer('stars_per_drop').notNull(),
    maxDrops: integer('max_drops').notNull(),
    /** Prizes dropped so far by line id: a line's prizes left are its count less these. */
    dropped: jsonb('dropped').$type<Record<string, number>>().notNull(),
    /** Drops made so far. */
    drops: integer('drops').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('drop_campaigns_kind', sql`${table.kind} in ('prize', 'stars')`),
    check('drop_campaigns_window', sql`${table.endsAt} > ${table.startsAt}`),
    check('drop_campaigns_drops', sql`${table.drops} >= 0`),
  ],
);
export type DropCampaignRow = typeof dropCampaigns.$inferSelect;

/**
 * Each drop: one per won draw (`draw_id`), keyed by the campaign and the stake (`stake_ref`, `{campaign}:{transfer}`)
 * like its draw; a prize drop's prize as granted (in the winner's currency) and its line, a star drop's stars.
 */
export const dropWins = pgTable(
  'drop_wins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaign: text('campaign')
      .notNull()
      .references(() => dropCampaigns.slug),
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    stakeRef: text('stake_ref').notNull().unique(),
    drawId: bigint('draw_id', { mode: 'number' }).notNull().unique(),
    prizeLine: integer('prize_line'),
    prize: jsonb('prize').$type<Prize>(),
    stars: integer('stars').notNull(),
    droppedAt: timestamp('dropped_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('drop_wins_something', sql`${table.prize} is not null or ${table.stars} > 0`),
    index('drop_wins_recent').on(table.campaign, table.droppedAt),
    index('drop_wins_player').on(table.playerId, table.id),
  ],
);
export type DropWinRow = typeof dropWins.$inferSelect;
