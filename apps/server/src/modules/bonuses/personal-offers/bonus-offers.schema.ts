import type { BonusOfferSource, BonusOfferStatus } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { referencesPlayer } from '../../accounts/index.ts';
import { bonusTemplates, playerBonuses } from '../bonuses.schema.ts';

/**
 * A bonus offered to one player (a campaign's rule, an operator, a prize): the player may accept it between
 * `valid_from` and `valid_until`. `source` and `source_ref` name the offer, so offering the same thing again gives
 * the offer already made. Accepted, it becomes the player's bonus (`player_bonus_id`): sleeping until they
 * activate it, or, for a deposit bonus, chosen for their next deposit.
 */
export const bonusOffers = pgTable(
  'bonus_offers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    templateId: integer('template_id')
      .notNull()
      .references(() => bonusTemplates.id),
    source: text('source').$type<BonusOfferSource>().notNull(),
    /** What offered it within its source: a campaign's slug, an operator's ticket, a prize's id. */
    sourceRef: text('source_ref').notNull(),
    status: text('status').$type<BonusOfferStatus>().notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    /** When BonusPopup showed it (null: not yet); the popup shows each offer once. */
    shownAt: timestamp('shown_at', { withTimezone: true }),
    playerBonusId: bigint('player_bonus_id', { mode: 'number' }).references(() => playerBonuses.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When it was accepted, declined or marked expired. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('bonus_offers_source').on(table.playerId, table.templateId, table.source, table.sourceRef),
    index('bonus_offers_player').on(table.playerId, table.status, table.validUntil),
    // The sweep that marks offers past their time.
    index('bonus_offers_open').on(table.validUntil).where(sql`${table.status} = 'offered'`),
    check('bonus_offers_validity', sql`${table.validUntil} > ${table.validFrom}`),
  ],
);

/**
 * An operator's rule that offers a template to players on an event of theirs: `registration_completed` offers it
 * to every player whose registration completes (or only to those registered from `registration_source`), for
 * `valid_days` days. The campaign's slug names each offer it
 * makes, so a player is offered it once.
 */
export const bonusOfferCampaigns = pgTable(
  'bonus_offer_campaigns',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    trigger: text('trigger').$type<'registration_completed'>().notNull(),
    templateId: integer('template_id')
      .notNull()
      .references(() => bonusTemplates.id),
    validDays: integer('valid_days').notNull(),
    /** Only players who registered from this source (`partner`: a gambling partner's link); null: every player. */
    registrationSource: text('registration_source'),
    active: boolean('active').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('bonus_offer_campaigns_slug').on(table.slug),
    check('bonus_offer_campaigns_valid_days', sql`${table.validDays} between 1 and 365`),
  ],
);

/** The time zone a brand's bonus calendar counts its days in (IANA, `Europe/Kyiv`); a brand without one: UTC. */
export const bonusCalendarZones = pgTable('bonus_calendar_zones', {
  brand: text('brand').primaryKey(),
  timeZone: text('time_zone').notNull(),
});
