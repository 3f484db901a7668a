import { isOperatorApiError } from './operator-client';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Sign in again.';
export const FORBIDDEN_MESSAGE = 'You do not have permission for this.';

/** The console's own words for the codes an operator meets; the server's message for any other. */
const MESSAGES: Record<string, string> = {
  operator_login_failed: 'Login, password or code is wrong.',
  operator_login_locked: 'Too many failed attempts. Try again later.',
  operator_address_refused: 'The back office cannot be reached from this network.',
  operator_forbidden: FORBIDDEN_MESSAGE,
  unauthorized: SESSION_ENDED_MESSAGE,
  csrf_refused: 'The page is out of date. Reload it and try again.',
  network_error: 'The server could not be reached. Check the connection.',
  rate_limited: 'Too many requests. Wait a moment and try again.',
};

/** What to tell the operator about a failed call. */
export function errorMessage(error: unknown): string {
  if (isOperatorApiError(error)) return MESSAGES[error.code] ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong.';
}

/** Per-field messages of a validation failure (`fields`), keyed by the field's name. */
export function fieldErrors(error: unknown): Record<string, string> {
  return isOperatorApiError(error) && error.fields ? error.fields : {};
}
