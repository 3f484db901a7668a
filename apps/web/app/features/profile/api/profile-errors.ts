import { errorMessageKey } from '../../../components/form/server-errors';
import { ApiCallError, errorCodeOf } from '../../../lib/api-client';

/** Error codes the profile catalogue words itself (`profile.errors.<code>`); the rest read `errors.<code>`. */
const PROFILE_ERROR_CODES = new Set([
  'nickname_taken',
  'currency_locked',
  'file_too_large',
  'unsupported_file_type',
  'too_many_documents',
  'not_found',
]);

/** The message key for a failed profile call. */
export function profileErrorKey(error: unknown): string {
  const code = errorCodeOf(error);
  return PROFILE_ERROR_CODES.has(code) ? `profile.errors.${code}` : errorMessageKey(code);
}

/** Whether the profile catalogue has its own wording for this failure. */
export function isProfileError(error: unknown): boolean {
  return PROFILE_ERROR_CODES.has(errorCodeOf(error));
}

/** The fields a failed call names (422 `error.fields`, a taken nickname). */
export function namedFields(error: unknown): string[] {
  return error instanceof ApiCallError ? Object.keys(error.body.error.fields ?? {}) : [];
}
