import { CURRENCIES, type Currency, type Language } from '@casino/contracts';
import { formatMoney, type Translate } from '@casino/i18n';
import { ApiCallError, type ApiErrorCode, errorCodeOf } from '../../lib/api-client';

/** Refusals the cash catalogue words itself (`cash.errors.<code>`); anything else reads `cash.errors.unknown`. */
const CASH_ERROR_CODES = new Set<ApiErrorCode>([
  'amount_below_minimum',
  'amount_above_maximum',
  'currency_mismatch',
  'registration_incomplete',
  'verification_required',
  'tax_id_required',
  'insufficient_funds',
  'idempotency_conflict',
  'provider_unavailable',
  'withdrawal_not_cancelable',
  'withdrawal_status',
  'payout_failed',
  'not_found',
  'validation_failed',
  'unauthorized',
  'rate_limited',
  'network',
  'timeout',
]);

/** Spec section 8: HTTP 444 means the player is self-excluded. */
export function isSelfExcluded(error: unknown): boolean {
  return error instanceof ApiCallError && error.status === 444;
}

/**
 * The Ludoman modal's `till` from a 444: the exclusion's ISO end, `permanent` (details.till null), or none when the
 * refusal does not say.
 */
export function selfExclusionParams(error: unknown): Record<string, string> {
  const till = error instanceof ApiCallError ? error.body.error.details?.till : undefined;
  if (till === null) return { till: 'permanent' };
  return typeof till === 'string' ? { till } : {};
}

/** A refusal's facts (its `details`) as the parameters of the modal that explains it. */
export function refusalParams(error: unknown): Record<string, string> {
  if (!(error instanceof ApiCallError)) return {};
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(error.body.error.details ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') params[name] = String(value);
  }
  return params;
}

/** The amounts a refusal carries (limits, the balance of an overdraw), formatted for the message. */
function detailAmounts(error: unknown, fallback: Currency, lang: Language): Record<string, string> {
  if (!(error instanceof ApiCallError)) return {};
  const details = error.body.error.details ?? {};
  const currency = CURRENCIES.find((code) => code === details.currency) ?? fallback;
  const amounts: Record<string, string> = {};
  for (const name of ['min', 'max', 'balance'] as const) {
    const value = details[name];
    if (typeof value === 'number' && Number.isSafeInteger(value))
      amounts[name] = formatMoney(value, currency, lang);
  }
  return amounts;
}

/** Refusals whose wording names an amount the refusal carries in its details. */
const NAMED_AMOUNTS: Partial<Record<ApiErrorCode, 'min' | 'max' | 'balance'>> = {
  amount_below_minimum: 'min',
  amount_above_maximum: 'max',
  insufficient_funds: 'balance',
};

/**
 * The player's message for a failed cash call, with the limit or balance it names; without that figure, the
 * general request to check the details (a message never shows an empty placeholder).
 */
export function cashErrorMessage(
  error: unknown,
  context: { t: Translate; lang: Language; currency: Currency },
): string {
  const code = errorCodeOf(error);
  const amounts = detailAmounts(error, context.currency, context.lang);
  const named = NAMED_AMOUNTS[code];
  if (named && amounts[named] === undefined) return context.t('cash.errors.validation_failed');
  const key = CASH_ERROR_CODES.has(code) ? code : 'unknown';
  return context.t(`cash.errors.${key}`, amounts);
}
