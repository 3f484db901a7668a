import {
  type BonusApplyRefusal,
  type BrandFeatures,
  type Currency,
  SELF_EXCLUDED_STATUS,
} from '@casino/contracts';
import { ApiCallError, type ApiErrorCode, errorCodeOf } from '../../lib/api-client';
import type { ModalName } from '../../lib/modals/modal-names';
import type { ModalParams } from '../../lib/modals/modal-registry';

/** What a refused bonus call leads to. */
export type BonusRefusal =
  /** A 444: player protection, which hears of every such answer, shows the Ludoman modal; nothing more here. */
  | { kind: 'protection' }
  | { kind: 'modal'; name: ModalName; params: ModalParams }
  /** A message (its key) where the player acted. */
  | { kind: 'message'; key: string };

/** Refusals of bonus calls the bonuses catalogue words (`bonuses.errors.<code>`). */
const BONUS_REFUSALS = new Set<ApiErrorCode>([
  'bonus_not_found',
  'bonus_not_available',
  'bonus_already_taken',
  'bonus_not_cancelable',
  'bonus_balance_too_high',
  'bonus_requires_deposit',
  'promo_code_unknown',
  'promo_code_expired',
  'birthday_not_today',
  'birthday_unknown',
  'birthday_bonus_declined',
  'daily_bonus_taken',
  'landing_bonus_unknown',
  'bonus_offer_not_found',
  'bonus_offer_expired',
  'bonus_offer_taken',
  'bonus_not_sleeping',
  'cashback_not_found',
  'cashback_not_available',
  'cashback_already_active',
  'cashback_not_completed',
  'insurance_not_found',
  'insurance_not_available',
  'insurance_already_active',
  'insurance_not_closed',
]);

/** Failures any call may meet, which the site words once (`errors.<code>`); anything else is `errors.unknown`. */
const GENERAL_FAILURES = new Set<ApiErrorCode>([
  'validation_failed',
  'unauthorized',
  'rate_limited',
  'network',
  'timeout',
]);

function messageKey(code: ApiErrorCode): string {
  if (BONUS_REFUSALS.has(code)) return `bonuses.errors.${code}`;
  return `errors.${GENERAL_FAILURES.has(code) ? code : 'unknown'}`;
}

type RefusalFact = keyof Pick<BonusApplyRefusal, 'max_balance_for_activation' | 'days_since_last_deposit'>;

/**
 * A figure a refusal carries: beside its error, as spec section 7 answers an apply, or among the error's details,
 * where the site's refusals carry their facts. Null when it brought none.
 */
export function refusalFact(error: unknown, name: RefusalFact): number | null {
  if (!(error instanceof ApiCallError)) return null;
  const beside = (error.body as Partial<BonusApplyRefusal>)[name];
  const value = beside ?? error.body.error.details?.[name];
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/**
 * Which way a refused bonus call goes (spec section 7, apply cash bonus): a balance above the bonus's limit opens
 * the balance-limit modal with that limit; a bonus that needs a recent deposit opens the deposit-required popup
 * with its days on the brands that have it (elsewhere it is a message); a self-exclusion is player protection's;
 * the rest are messages.
 */
export function bonusRefusal(
  error: unknown,
  context: { features: Pick<BrandFeatures, 'bonusRequiresDepositPopup'>; currency: Currency },
): BonusRefusal {
  if (error instanceof ApiCallError && error.status === SELF_EXCLUDED_STATUS) return { kind: 'protection' };
  const code = errorCodeOf(error);
  if (code === 'bonus_balance_too_high') {
    const limit = refusalFact(error, 'max_balance_for_activation');
    return {
      kind: 'modal',
      name: 'BonusAccessBalanceLimitModal',
      params: limit === null ? {} : { max_balance_for_activation: String(limit), currency: context.currency },
    };
  }
  if (code === 'bonus_requires_deposit' && context.features.bonusRequiresDepositPopup) {
    const days = refusalFact(error, 'days_since_last_deposit');
    return {
      kind: 'modal',
      name: 'BonusRequiresDepositPopup',
      params: days === null ? {} : { days_since_last_deposit: String(days) },
    };
  }
  return { kind: 'message', key: messageKey(code) };
}
