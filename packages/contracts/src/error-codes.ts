import { SELF_EXCLUDED_STATUS } from './http.ts';

/**
 * Every error code the site's APIs answer with (`error.code` of the spec's error body, section 8), each with the one
 * HTTP status it always answers with. The server builds its errors from a code alone; the web's messages are keyed
 * by these codes, so a code renamed or removed fails to compile on both sides.
 */
export const ERROR_STATUS = {
  // The HTTP edge, before or around any module.
  bad_request: 400,
  bad_url: 400,
  malformed_json: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  ajax_header_required: 403,
  cross_site_request: 403,
  validation_failed: 422,
  rate_limited: 429,
  not_found: 404,
  moved_permanently: 301,
  internal_error: 500,
  // Sessions, logins, registration and contact codes.
  unauthorized: 401,
  invalid_credentials: 401,
  account_blocked: 403,
  captcha_required: 422,
  captcha_disabled: 404,
  contact_taken: 409,
  contact_check_sent: 409,
  contact_missing: 422,
  contact_already_confirmed: 409,
  nickname_taken: 422,
  code_invalid: 422,
  code_expired: 410,
  code_attempts_exhausted: 429,
  code_resend_too_soon: 429,
  restore_expired: 410,
  currency_locked: 409,
  push_channel_forbidden: 403,
  registration_form_not_found: 404,
  // Identity documents.
  document_not_found: 404,
  document_already_decided: 409,
  too_many_documents: 409,
  file_too_large: 413,
  unsupported_file_type: 415,
  // Content.
  page_not_found: 404,
  // The cash desk and the ledger.
  provider_not_found: 404,
  registration_incomplete: 403,
  verification_required: 403,
  currency_mismatch: 422,
  amount_below_minimum: 422,
  amount_above_maximum: 422,
  insufficient_funds: 422,
  idempotency_conflict: 409,
  provider_unavailable: 502,
  invalid_signature: 401,
  tax_id_required: 422,
  card_token_unknown: 422,
  withdrawal_not_cancelable: 409,
  withdrawal_status: 409,
  payout_failed: 502,
  not_refundable: 409,
  statement_too_large: 422,
  invalid_transfer: 500,
  hold_not_found: 404,
  hold_closed: 409,
  hold_not_due: 422,
  too_many_holds: 422,
  /** A check of the whole ledger is still running: one runs at a time. */
  reconciliation_running: 409,
  sandbox_unauthorized: 401,
  // Player protection.
  self_excluded: SELF_EXCLUDED_STATUS,
  self_limit_reached: 422,
  exclusion_shorter: 409,
  limit_reached: 403,
  reality_check_pending: 409,
  // Games, the seamless wallet and the studio.
  game_not_found: 404,
  sport_event_not_found: 404,
  sport_bet_not_found: 404,
  sport_bet_invalid: 422,
  sport_betting_unavailable: 409,
  cash_out_unavailable: 409,
  cash_out_price_changed: 409,
  freebet_not_found: 404,
  freebet_not_applicable: 422,
  // Competitions (decision 034).
  competition_not_found: 404,
  competition_closed: 409,
  competition_already_joined: 409,
  competition_not_open_to_player: 422,
  competition_attempt_unavailable: 409,
  // Chance features (decision 036).
  dice_activity_not_found: 404,
  dice_throw_unavailable: 409,
  /** No chance draw of that id that is the player's (another player's draw too). */
  chance_draw_not_found: 404,
  /** No chest campaign or loot box of that id for the player (another player's loot box too). */
  chests_not_found: 404,
  /** Spec section 4's chest steps that cannot open: nothing earned, a prize still to receive, an opened loot box. */
  chest_open_unavailable: 409,
  /** The open count has reached the period's total (the `limitExceed` step). */
  chest_limit_exceeded: 409,
  chest_number_invalid: 422,
  wheel_not_found: 404,
  wheel_no_spins: 409,
  wheel_prize_not_found: 404,
  /** No prize or star drop campaign of that slug running or upcoming. */
  drop_campaign_not_found: 404,
  /** A drop campaign of that slug exists already. */
  drop_campaign_exists: 409,
  /** No lottery running, or no prize level, prize or drawn draw of that id. */
  lottery_not_found: 404,
  /** No ticket of that id that is the player's (another player's ticket too). */
  lottery_ticket_not_found: 404,
  /** The ticket is entered already, spent, or the next draw's sales have closed. */
  lottery_ticket_unavailable: 409,
  /** The kind is not sold for what was offered (stars or the player's currency). */
  lottery_ticket_not_for_sale: 422,
  /** Fewer stars than the ticket's price: nothing moved. */
  lottery_stars_insufficient: 409,
  /** Fewer unused tickets of the level's kind than the prize costs: nothing spent. */
  lottery_tickets_insufficient: 409,
  /** No such promo code, or it has expired. */
  lottery_promo_invalid: 422,
  /** The player has redeemed this promo code already. */
  lottery_promo_used: 409,
  /** Withdrawing from the money box with no held amount due yet: nothing moved. */
  money_box_nothing_due: 409,
  /** No piggy bank terms for the player's currency: nothing fills it and nothing can be broken. */
  piggy_bank_unavailable: 404,
  /** The piggy bank is neither full nor at its minimum (or was just broken): nothing paid. */
  piggy_bank_not_breakable: 409,
  tag_not_found: 404,
  rubric_not_found: 404,
  game_unavailable: 404,
  game_released: 409,
  not_demo: 409,
  casino_refused: 502,
  casino_unavailable: 502,
  invalid_session: 401,
  invalid_launch_token: 401,
  session_ended: 401,
  bet_invalid: 422,
  params_invalid: 422,
  too_fast: 429,
  round_key_conflict: 409,
  crash_betting_closed: 409,
  crash_already_bet: 409,
  crash_not_flying: 409,
  crash_no_bet: 404,
  round_unconfirmed: 409,
  round_not_found: 404,
  seed_not_found: 404,
  free_rounds_unavailable: 409,
  // Bonuses and promo codes.
  bonus_not_found: 404,
  bonus_not_available: 409,
  bonus_already_taken: 409,
  referral_gift_chosen: 409,
  bonus_deposit_played: 409,
  bonus_not_cancelable: 409,
  bonus_balance_too_high: 409,
  bonus_requires_deposit: 409,
  bonus_max_bet: 403,
  promo_code_unknown: 404,
  promo_code_expired: 410,
  birthday_not_today: 409,
  birthday_unknown: 409,
  birthday_bonus_declined: 409,
  daily_bonus_taken: 409,
  landing_bonus_unknown: 404,
  // Personal offers and sleeping bonuses.
  bonus_offer_not_found: 404,
  bonus_offer_expired: 410,
  bonus_offer_taken: 409,
  bonus_not_sleeping: 409,
  // Cashback.
  cashback_not_found: 404,
  cashback_not_available: 409,
  cashback_already_active: 409,
  cashback_not_completed: 409,
  // Deposit insurance.
  insurance_not_found: 404,
  insurance_not_available: 409,
  insurance_already_active: 409,
  insurance_not_closed: 409,
  // The back office: operators' sign-in, sessions and permissions.
  operator_login_failed: 401,
  operator_login_locked: 429,
  operator_forbidden: 403,
  operator_address_refused: 403,
  csrf_refused: 403,
  adjustment_already_decided: 409,
  four_eyes_same_operator: 403,
  operator_login_taken: 409,
  operator_self_change: 409,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Codes the web client gives failures that brought no error body: no answer, no answer in time, an unreadable one. */
export const CLIENT_ERROR_CODES = ['network', 'timeout', 'bad_response', 'unknown'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_STATUS, code);
}
