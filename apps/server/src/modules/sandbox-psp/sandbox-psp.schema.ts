import type { BrowserInfo, Language, PaymentFailureReason, PaymentMethodSlug } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CardBehaviour } from './test-cards.ts';

/** The provider's own view of a payment: `requires_challenge` is a 3-D Secure challenge in progress. */
export type SandboxPaymentState = 'pending' | 'requires_challenge' | 'succeeded' | 'failed' | 'refunded';

/** The language of the payer's pages when the merchant names none: the provider's own. */
export const PROVIDER_LANGUAGE: Language = 'en';

/** The card a payment was made with, without its number: enough to tokenize it once the payment succeeds. */
export interface PaymentCard {
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  behaviour: CardBehaviour;
}

/**
 * A payment the merchant started, one per merchant reference (the casino's payment id), which is the
 * idempotency key of the merchant API. Card numbers are never stored: the hosted page keeps only the card's
 * brand, last four digits and expiry.
 */
export const sandboxPspPayments = pgTable(
  'sandbox_psp_payments',
  {
    id: uuid('id').primaryKey(),
    merchantReference: text('merchant_reference').notNull(),
    customerId: text('customer_id').notNull(),
    method: text('method').$type<PaymentMethodSlug>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    state: text('state').$type<SandboxPaymentState>().notNull(),
    failureReason: text('failure_reason').$type<PaymentFailureReason>(),
    saveCard: boolean('save_card').notNull(),
    /** The saved card charged (token pay); null when the card was typed on the hosted page. */
    cardTokenId: text('card_token_id'),
    card: jsonb('card').$type<PaymentCard>(),
    browserInfo: jsonb('browser_info').$type<BrowserInfo>(),
    /** The language the payer's pages speak, as the merchant asked when it started the payment. */
    language: text('language').$type<Language>().notNull().default(PROVIDER_LANGUAGE),
    returnSuccessUrl: text('return_success_url').notNull(),
    returnFailUrl: text('return_fail_url').notNull(),
    notificationUrl: text('notification_url').notNull(),
    /** After this the payment fails as `expired` if nobody finished it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    unique('sandbox_psp_payments_merchant_reference').on(table.merchantReference),
    index('sandbox_psp_payments_open')
      .on(table.expiresAt)
      .where(sql`${table.state} in ('pending', 'requires_challenge')`),
    check('sandbox_psp_payment_amount_positive', sql`${table.amount} > 0`),
  ],
);

/**
 * A tokenized card of one customer: brand, last four digits and expiry, never the number. `behaviour` is how
 * the test card it came from answers charges (approve, challenge, decline ...), kept instead of the number.
 */
export const sandboxPspCards = pgTable(
  'sandbox_psp_cards',
  {
    tokenId: text('token_id').primaryKey(),
    customerId: text('customer_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: smallint('expiry_month').notNull(),
    expiryYear: smallint('expiry_year').notNull(),
    behaviour: text('behaviour').$type<CardBehaviour>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // Saving the same card again returns its token instead of a second one.
    unique('sandbox_psp_cards_same_card').on(
      table.customerId,
      table.brand,
      table.last4,
      table.expiryMonth,
      table.expiryYear,
    ),
  ],
);

export type NotificationStatus = 'pending' | 'delivered' | 'abandoned';

/**
 * The outbox of notifications to merchants: written in the same transaction as the status change it reports,
 * delivered at least once by the delivery job with exponential backoff. `body` is the exact JSON sent, so
 * every attempt carries the same bytes; the signature is made per attempt with the attempt's time.
 */
export const sandboxPspNotifications = pgTable(
  'sandbox_psp_notifications',
  {
    id: uuid('id').primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => sandboxPspPayments.id),
    url: text('url').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<NotificationStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due; while an attempt is in flight, when it counts as lost. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sandbox_psp_notifications_due').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index('sandbox_psp_notifications_payment').on(table.paymentId),
  ],
);

export type PayoutStatus = 'paid' | 'failed';

/** A payout the merchant sent, one per merchant reference (the casino's withdrawal id). */
export const sandboxPspPayouts = pgTable(
  'sandbox_psp_payouts',
  {
    id: uuid('id').primaryKey(),
    merchantReference: text('merchant_reference').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** `card` (a token) or `iban`, and the token id or the IBAN itself. */
    destinationKind: text('destination_kind').$type<'card' | 'iban'>().notNull(),
    destination: text('destination').notNull(),
    status: text('status').$type<PayoutStatus>().notNull(),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('sandbox_psp_payouts_merchant_reference').on(table.merchantReference),
    index('sandbox_psp_payouts_created').on(table.createdAt),
    check('sandbox_psp_payout_amount_positive', sql`${table.amount} > 0`),
  ],
);

export type SandboxPaymentRow = typeof sandboxPspPayments.$inferSelect;
export type SandboxCardRow = typeof sandboxPspCards.$inferSelect;
export type SandboxNotificationRow = typeof sandboxPspNotifications.$inferSelect;
export type SandboxPayoutRow = typeof sandboxPspPayouts.$inferSelect;
