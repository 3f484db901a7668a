import type { AccountReviewStatus } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A registered player of one brand. Contacts are unique per brand: e-mail stored lower-cased, phone as E.164
 * digits with a leading '+'. Money lives in the wallet's ledger, never here.
 */
export const players = pgTable(
  'players',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brand: text('brand').notNull(),
    /** Public login name, generated at registration (`player1234567`) and shown instead of contacts. */
    login: text('login').notNull(),
    email: text('email'),
    phone: text('phone'),
    primaryContact: text('primary_contact').$type<'email' | 'phone'>().notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The password was generated for the player and sent to them; they are asked to change it. */
    hasAutoPassword: boolean('has_auto_password').notNull().default(false),
    nickname: text('nickname'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    birthDate: date('birth_date'),
    currency: text('currency').notNull().default('UAH'),
    countryId: integer('country_id').notNull().default(1),
    language: text('language').notNull().default('uk'),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    phoneConfirmed: boolean('phone_confirmed').notNull().default(false),
    /** Registration completed (every required contact confirmed and the profile filled as the funnel demands). */
    registrationComplete: boolean('registration_complete').notNull().default(false),
    registration: jsonb('registration')
      .$type<{
        source: string | null;
        flow: string | null;
        variant: string | null;
        funnelType: string | null;
      }>()
      .notNull(),
    /** Referral code (`invited_by`) and gift free-spin id (`gift_id`) the player arrived with. */
    invitedBy: text('invited_by'),
    giftId: text('gift_id'),
    status: text('status').$type<'active' | 'blocked'>().notNull().default('active'),
    /** Identity verification state (spec section 4: rejected, approved, duplicateCredentials, noInn, ...). */
    verificationStatus: text('verification_status').notNull().default('none'),
    /** Spec section 4: the status an operator's review of the account gave the player; null when none. */
    reviewStatus: text('review_status').$type<AccountReviewStatus>(),
    /** The operator has confirmed the review status, or accepted the player's answer to it. */
    reviewStatusConfirmed: boolean('review_status_confirmed').notNull().default(false),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    closedPopups: jsonb('closed_popups').$type<number[]>().notNull().default([]),
    onBoarding: jsonb('on_boarding').$type<Record<string, unknown>>().notNull().default({}),
    siteVersion: text('site_version').$type<'new' | 'old'>().notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('players_brand_login').on(table.brand, table.login),
    uniqueIndex('players_brand_email').on(table.brand, table.email),
    uniqueIndex('players_brand_phone').on(table.brand, table.phone),
    // Nicknames are shown publicly in place of contacts, so two players of one brand may not share one in any case.
    uniqueIndex('players_brand_nickname').on(table.brand, sql`lower(${table.nickname})`),
    // The back office's search finds a part of any of these in any case (players-search.ts): trigram indexes keep
    // a substring search fast at a million players, where a b-tree helps only with the start of a value.
    index('players_login_trgm').using('gin', sql`lower(${table.login}) gin_trgm_ops`),
    index('players_email_trgm').using('gin', sql`lower(${table.email}) gin_trgm_ops`),
    index('players_phone_trgm').using('gin', sql`${table.phone} gin_trgm_ops`),
    index('players_first_name_trgm').using('gin', sql`lower(${table.firstName}) gin_trgm_ops`),
    index('players_last_name_trgm').using('gin', sql`lower(${table.lastName}) gin_trgm_ops`),
    // A whole name typed is looked for first, on these, before any substring (players.repository.ts search).
    index('players_brand_first_name').on(table.brand, sql`lower(${table.firstName})`),
    index('players_brand_last_name').on(table.brand, sql`lower(${table.lastName})`),
    check(
      'players_has_primary_contact',
      sql`(${table.primaryContact} = 'email' and ${table.email} is not null) or (${table.primaryContact} = 'phone' and ${table.phone} is not null)`,
    ),
    check('players_email_lower', sql`${table.email} = lower(${table.email})`),
    check('players_phone_e164', sql`${table.phone} ~ '^\\+[1-9][0-9]{6,14}$'`),
    check(
      'players_review_status',
      sql`${table.reviewStatus} in ('duplicate', 'youngster', 'undesirable', 'unconfirmed')`,
    ),
  ],
);

export type PlayerRow = typeof players.$inferSelect;
export type NewPlayerRow = typeof players.$inferInsert;

/**
 * The column other modules' tables point at when a row belongs to a player (a foreign key): the one part of the
 * players table they may name, and only in their schema.
 */
export const referencesPlayer = () => players.id;
