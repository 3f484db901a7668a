import type {
  CashLocation,
  PaymentFailureReason,
  PaymentMethodSlug,
  PaymentStatus,
  WithdrawalStatus,
} from '@casino/contracts';
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
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { referencesPlayer } from '../accounts/index.ts';
import type { PaymentStart } from './payment-provider.ts';

export type LimitDirection = 'deposit' | 'withdrawal';

/**
 * The cash desk's payment methods (card, Google Pay, Apple Pay, bank transfer). Seeded at boot; once a row
 * exists it belongs to operations, so seeding never overwrites it. `provider` names the payment provider that
 * processes it: a method whose provider is not configured is not offered.
 */
export const cashMethods = pgTable('cash_methods', {
  id: integer('id').primaryKey(),
  slug: text('slug').$type<PaymentMethodSlug>().notNull().unique('cash_methods_slug'),
  title: text('title').notNull(),
  provider: text('provider').notNull(),
  /** ISO 3166-1 alpha-2 countries where the method is offered. */
  countries: jsonb('countries').$type<string[]>().notNull(),
  /** Method-specific settings the browser needs (Google Pay merchant). */
  addFields: jsonb('add_fields').$type<MethodAddFields>().notNull().default({}),
  position: smallint('position').notNull(),
  enabled: boolean('enabled').notNull().default(true),
});

export interface MethodAddFields {
  google?: { merchantId: string; merchantName: string; environment: 'TEST' | 'PRODUCTION' };
}

/** A method's minimum and maximum per currency and direction, in minor units; no row: not offered. */
export const cashMethodLimits = pgTable(
  'cash_method_limits',
  {
    methodId: integer('method_id')
      .notNull()
      .references(() => cashMethods.id),
    direction: text('direction').$type<LimitDirection>().notNull(),
    currency: text('currency').notNull(),
    min: bigint('min', { mode: 'number' }).notNull(),
    max: bigint('max', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'cash_method_limits_key',
      columns: [table.methodId, table.direction, table.currency],
    }),
    check('cash_method_limits_range', sql`${table.min} > 0 and ${table.max} >= ${table.min}`),
    check('cash_method_limits_direction', sql`${table.direction} in ('deposit', 'withdrawal')`),
  ],
);

/**
 * A deposit. Its id is the provider's merchant reference. Created before the provider is asked, pending while the
 * provider works, then succeeded (credited, exactly once, from a verified notification) or failed; terminal states
 * never change. `next` keeps how the provider said the payment continues (hosted page, challenge, wallet sheet,
 * bank transfer), so a status read or a wallet button page can resume it.
 */
export const cashPayments = pgTable(
  'cash_payments',
  {
    id: uuid('id').primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    methodId: integer('method_id')
      .notNull()
      .references(() => cashMethods.id),
    provider: text('provider').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    failureReason: text('failure_reason').$type<PaymentFailureReason>(),
    providerPaymentId: text('provider_payment_id'),
    next: jsonb('next').$type<PaymentStart>(),
    /** The saved card charged (one-click, token pay). */
    tokenId: text('token_id'),
    saveCard: boolean('save_card').notNull().default(false),
    /** The bonus chosen with the deposit; bonuses apply it once they exist. */
    bonusId: integer('bonus_id'),
    sportBettingBonusId: integer('sport_betting_bonus_id'),
    location: text('location').$type<CashLocation>(),
    /** The client's key: the same key with the same request returns this payment. */
    idempotencyKey: text('idempotency_key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('cash_payments_idempotency').on(table.playerId, table.idempotencyKey),
    index('cash_payments_player').on(table.playerId, table.createdAt),
    check('cash_payments_amount_positive', sql`${table.amount} > 0`),
    check('cash_payments_status', sql`${table.status} in ('created', 'pending', 'succeeded', 'failed')`),
  ],
);

/**
 * Every provider notification received, kept for audit: what it said and what the cash desk did with it. The
 * same notification arriving again is recognised by its id and changes nothing.
 */
export const cashPaymentNotifications = pgTable(
  'cash_payment_notifications',
  {
    provider: text('provider').notNull(),
    notificationId: text('notification_id').notNull(),
    /** As the notification names it: it may name no payment of ours. */
    paymentId: text('payment_id').notNull(),
    status: text('status').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    outcome: text('outcome').$type<NotificationOutcome>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'cash_payment_notifications_key', columns: [table.provider, table.notificationId] }),
    index('cash_payment_notifications_payment').on(table.paymentId),
  ],
);

/**
 * What a notification did: changed the payment, changed nothing (late or repeated), contradicted the payment
 * (another amount, currency or provider payment), or named no payment of ours.
 */
export type NotificationOutcome =
  | 'credited'
  | 'refunded'
  | 'failed'
  | 'pending'
  | 'ignored'
  | 'mismatch'
  | 'unknown_payment';

/** Cards the provider tokenized for one-click deposits and card withdrawals: never the number, only its mask. */
export const cashSavedCards = pgTable(
  'cash_saved_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    provider: text('provider').notNull(),
    tokenId: text('token_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: smallint('expiry_month').notNull(),
    expiryYear: smallint('expiry_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('cash_saved_cards_token').on(table.provider, table.tokenId),
    index('cash_saved_cards_player').on(table.playerId),
  ],
);

/** Where a withdrawal is paid: a saved card's token or an IBAN. */
export type WithdrawalDestination = { cardToken: string } | { iban: string };

/**
 * A withdrawal: its amount sits on hold (the hold transfer) from the request until it is paid out (settled to
 * the provider's clearing account) or rejected or canceled (returned to the principal). `payoutStartedAt` marks a
 * payout sent to the provider, after which it can no longer be rejected.
 */
export const cashWithdrawals = pgTable(
  'cash_withdrawals',
  {
    id: uuid('id').primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    methodId: integer('method_id')
      .notNull()
      .references(() => cashMethods.id),
    provider: text('provider').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull(),
    destination: jsonb('destination').$type<WithdrawalDestination>().notNull(),
    /** The destination as the player sees it: `•••• 4242` or the IBAN's last digits. */
    destinationLabel: text('destination_label').notNull(),
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' }),
    idempotencyKey: text('idempotency_key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    rejectionReason: text('rejection_reason'),
    payoutStartedAt: timestamp('payout_started_at', { withTimezone: true }),
    providerPayoutId: text('provider_payout_id'),
    /** The player said not to offer cancelling it again (payout-cancel popup). */
    cancelOfferDismissed: boolean('cancel_offer_dismissed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('cash_withdrawals_idempotency').on(table.playerId, table.idempotencyKey),
    index('cash_withdrawals_player').on(table.playerId, table.createdAt),
    index('cash_withdrawals_status').on(table.status, table.createdAt),
    check('cash_withdrawals_amount_positive', sql`${table.amount} > 0`),
    check(
      'cash_withdrawals_status',
      sql`${table.status} in ('pending', 'approved', 'paid', 'rejected', 'canceled')`,
    ),
  ],
);

/** A player's tax ID (Ukrainian RNOKPP), required to withdraw in currencies that are not exempt. */
export const cashTaxIds = pgTable(
  'cash_tax_ids',
  {
    playerId: bigint('player_id', { mode: 'number' }).primaryKey().references(referencesPlayer),
    taxId: text('tax_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  // The back office finds a player by the tax ID on their documents: an exact match, by index.
  (table) => [index('cash_tax_ids_tax_id').on(table.taxId)],
);

/** Deposit button presses (`POST /trackers/deposits/track/`): which button, where, by whom (null: a guest). */
export const cashDepositClicks = pgTable(
  'cash_deposit_clicks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).references(referencesPlayer),
    buttonName: text('button_name').notNull(),
    bonusId: integer('bonus_id'),
    placement: text('placement').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('cash_deposit_clicks_created').on(table.createdAt)],
);

export type CashMethodRow = typeof cashMethods.$inferSelect;
export type CashMethodLimitRow = typeof cashMethodLimits.$inferSelect;
export type NewCashMethodRow = typeof cashMethods.$inferInsert;
export type NewCashMethodLimitRow = typeof cashMethodLimits.$inferInsert;
export type PaymentRow = typeof cashPayments.$inferSelect;
export type NewPaymentRow = typeof cashPayments.$inferInsert;
export type SavedCardRow = typeof cashSavedCards.$inferSelect;
export type WithdrawalRow = typeof cashWithdrawals.$inferSelect;
export type NewWithdrawalRow = typeof cashWithdrawals.$inferInsert;
