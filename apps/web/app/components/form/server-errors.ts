import { ApiCallError, type ApiErrorCode, errorCodeOf } from '../../lib/api-client';

/** Error codes with a message in the catalogue (`errors.<code>`); anything else reads as `errors.unknown`. */
const KNOWN_CODES = new Set<ApiErrorCode>([
  'contact_taken',
  'contact_check_sent',
  'invalid_credentials',
  'account_blocked',
  'code_invalid',
  'code_expired',
  'code_attempts_exhausted',
  'code_resend_too_soon',
  'validation_failed',
  'rate_limited',
  'cross_site_request',
  'unauthorized',
  'restore_expired',
  'captcha_required',
  'nickname_taken',
  'timeout',
  'network',
]);

/** Field-specific wording for a server validation failure; other fields read `auth.invalid.field`. */
const FIELD_RULE_KEYS: Record<string, string> = {
  email: 'auth.invalid.email',
  phone: 'auth.invalid.phone',
  password: 'auth.invalid.password',
  code: 'auth.invalid.code',
  nickname: 'auth.invalid.nickname',
};

/** The message key for an error code. */
export function errorMessageKey(code: ApiErrorCode): string {
  return `errors.${KNOWN_CODES.has(code) ? code : 'unknown'}`;
}

export interface ServerErrors {
  /** Message keys of the fields the server named. */
  fields: Record<string, string>;
  /** The message key for the form as a whole, when no field of the form carries it. */
  form?: string;
}

/**
 * Turns a failed call into what the form shows: the server's named fields (422 `error.fields`, a taken contact)
 * under those fields when the form has them, the rest as one message above the submit button.
 */
export function serverErrors(error: unknown, formFields: readonly string[]): ServerErrors {
  const code = errorCodeOf(error);
  const named = error instanceof ApiCallError ? Object.keys(error.body.error.fields ?? {}) : [];
  const fields: Record<string, string> = {};
  for (const name of named) {
    if (!formFields.includes(name)) continue;
    fields[name] =
      code === 'validation_failed' ? (FIELD_RULE_KEYS[name] ?? 'auth.invalid.field') : errorMessageKey(code);
  }
  return Object.keys(fields).length > 0 ? { fields } : { fields, form: errorMessageKey(code) };
}
