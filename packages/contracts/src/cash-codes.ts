/**
 * Cash desk vocabulary as plain constants, so browser code can use them without loading zod. The request and
 * response schemas are in `cash.ts`.
 */
import type { Currency } from './money.ts';

/** The kinds of deposit method the cash desk offers (spec section 3, Payment method). */
export const PAYMENT_METHOD_SLUGS = ['card', 'google_pay', 'apple_pay', 'bank_transfer'] as const;
export type PaymentMethodSlug = (typeof PAYMENT_METHOD_SLUGS)[number];

/**
 * A deposit's life: created (nothing sent yet), pending (at the provider: hosted page, 3-D Secure, bank transfer
 * on its way), succeeded (credited, exactly once), failed (declined, expired or refused).
 */
export const PAYMENT_STATUSES = ['created', 'pending', 'succeeded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Why a deposit failed, for the result screen. */
export const PAYMENT_FAILURE_REASONS = [
  'declined',
  'insufficient_funds',
  'authentication_failed',
  'expired',
  'provider_error',
  /** Paid while the player's time-out or self-exclusion was in force: returned to the card, never credited. */
  'self_excluded',
] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

/**
 * What the cash desk must do next with a deposit (spec section 4, deposit actions): complete (credited),
 * failed-complete (refused), 3dsResult (a 3-D Secure challenge to show, `authPayload`), pay-frame (the provider's
 * hosted payment page to show).
 */
export const DEPOSIT_ACTIONS = ['complete', 'failed-complete', '3dsResult', 'pay-frame'] as const;
export type DepositAction = (typeof DEPOSIT_ACTIONS)[number];

/** A withdrawal's life (issue: pending, approved, paid, rejected, canceled); only pending can be canceled. */
export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'paid', 'rejected', 'canceled'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** Currencies that withdraw without a tax ID (spec section 9: RUB and USD). */
export const TAX_ID_EXEMPT_CURRENCIES: readonly Currency[] = ['RUB', 'USD'];

/** Preset amount chips per currency, in minor units (what players expect: 100, 200, 500, 1000 UAH). */
export const DEPOSIT_PRESETS: Record<Currency, readonly number[]> = {
  UAH: [10_000, 20_000, 50_000, 100_000],
  USD: [1_000, 2_500, 5_000, 10_000],
  EUR: [1_000, 2_500, 5_000, 10_000],
  RUB: [50_000, 100_000, 250_000, 500_000],
};

/** The exit popup's default minimum deposit (spec section 9): 50 UAH. */
export const EXIT_POPUP_MIN_DEPOSIT = { amount: 5_000, currency: 'UAH' } as const;
/** How long the card or light-cash success notice stays (spec section 9): 3 minutes. */
export const CARD_SUCCESS_NOTICE_MS = 3 * 60 * 1000;
/** Transactions suspension (spec sections 4 and 9): on for 60 s, counted down each second. */
export const TRANSACTIONS_SUSPENSION_MS = 60 * 1000;
/** Deposit toasts (spec section 9): 10 s. */
export const DEPOSIT_TOAST_MS = 10 * 1000;

/** Where a deposit button sits, reported to `POST /trackers/deposits/track/` as `button_placement`. */
export const DEPOSIT_BUTTON_PLACEMENTS = [
  'header',
  'menu',
  'profile',
  'game',
  'exit_popup',
  'bonus',
  'other',
] as const;
