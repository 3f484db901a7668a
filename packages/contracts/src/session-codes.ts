/**
 * Plain constants of login, restore and password change, importable by the browser without zod
 * (the schemas in `session.ts` are imported by the web as types only).
 */

/** Password rules (spec section 5): 8-128 characters, not digits only. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Numeric `error` of a failed restore confirmation (spec section 6): 3 opens BlockedAccount, others PasswordFailure. */
export const RESTORE_ERROR = {
  /** The token or code is unknown, expired or already used. */
  expired: 1,
  /** The code is wrong; attempts remain. */
  wrongCode: 2,
  /** The account is blocked or locked. */
  blocked: 3,
} as const;
export type RestoreError = (typeof RESTORE_ERROR)[keyof typeof RESTORE_ERROR];

/** The value of `client` that asks `POST /login/` for the token in the body (the app's `x-auth-token` header). */
export const MOBILE_CLIENT = 'mobile';
