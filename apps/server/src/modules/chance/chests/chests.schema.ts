import type {
  ChestCampaignKind,
  ChestEarnSource,
  ChestImages,
  ChestOpenPeriod,
  ChestPrizeRow,
  LocalizedText,
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
} from 'drizzle-orm/pg-core';
import { referencesPlayer } from '../../accounts/index.ts';
import { chanceDraws } from '../chance.schema.ts';

/**
 * A chest campaign as an operator configures it (decision 036): the chests players earn (`chests`), or the template
 * loot boxes are granted from (`loot-box`). Its weighted prize table is copied into every draw.
 */
export const chestCampaigns = pgTable('chest_campaigns', {
  id: text('id').primaryKey(),
  kind: text('kind').$type<ChestCampaignKind>().notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  enabled: boolean('enabled').notNull(),
  chestCount: integer('chest_count').notNull(),
  prizes: jsonb('prizes').$type<ChestPrizeRow[]>().notNull(),
  earnBy: text('earn_by').$type<ChestEarnSource>(),
  /** Progress that earns one chest, per currency (minor units). */
  progressTarget: jsonb('progress_target').$type<Partial<Record<string, number>>>().notNull(),
  openLimit: integer('open_limit').notNull(),
  openPeriod: text('open_period').$type<ChestOpenPeriod>().notNull(),
  images: jsonb('images').$type<ChestImages>().notNull(),
  imagePopupBackground: text('image_popup_background'),
  instructionUrl: text('instruction_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
export type ChestCampaignRow = typeof chestCampaigns.$inferSelect;

/**
 * A player's chests in a campaign: the progress towards the next one (minor units of their currency), chests earned
 * and opened, how many were opened in the current period, and the opened chest whose prize is still to be
 * received. The row is locked for an open, so a double click opens once.
 */
export const chestParticipants = pgTable(
  'chest_participants',
  {
    id: serial('id').primaryKey(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => chestCampaigns.id),
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    progress: bigint('progress', { mode: 'number' }).notNull(),
    chestsEarned: integer('chests_earned').notNull(),
    chestsOpened: integer('chests_opened').notNull(),
    /** The period `periodOpens` counts in (its first day); another period's count reads as 0. */
    openPeriod: date('open_period', { mode: 'string' }),
    periodOpens: integer('period_opens').notNull(),
    pendingDrawId: bigint('pending_draw_id', { mode: 'number' }).references(() => chanceDraws.id),
  },
  (table) => [
    unique('chest_participants_player').on(table.campaignId, table.playerId),
    check(
      'chest_participants_counts',
      sql`${table.progress} >= 0 and ${table.chestsOpened} >= 0 and ${table.chestsOpened} <= ${table.chestsEarned}`,
    ),
  ],
);
export type ChestParticipantRow = typeof chestParticipants.$inferSelect;

/** Outbox events already counted towards a campaign's progress, so an event handed over twice counts once. */
export const chestCountedEvents = pgTable(
  'chest_counted_events',
  {
    campaignId: text('campaign_id').notNull(),
    /** `bet:<transfer>`, `rollback:<transfer>` or `deposit:<payment>`. */
    sourceKey: text('source_key').notNull(),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.sourceKey] })],
);

/** A loot box granted to one player (by a feature or an operator, once per source and reference), opened once. */
export const lootBoxes = pgTable(
  'loot_boxes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => chestCampaigns.id),
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    source: text('source').notNull(),
    sourceRef: text('source_ref').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    drawId: bigint('draw_id', { mode: 'number' }).references(() => chanceDraws.id),
  },
  (table) => [
    unique('loot_boxes_source').on(table.source, table.sourceRef),
    index('loot_boxes_player').on(table.playerId, table.id),
  ],
);
export type LootBoxRow = typeof lootBoxes.$inferSelect;
