import { AppError } from '../../../platform/http/app-error.ts';

export const authErrors = {
  /** The same answer for an unknown login and a wrong password, so logins cannot be enumerated. */
  invalidCredentials: () => new AppError('invalid_credentials', 'The login or password is wrong'),
  unauthorized: () => new AppError('unauthorized', 'Log in first'),
  restoreExpired: () =>
    new AppError('restore_expired', 'The password restore has expired or was already used'),
};

/**
 * The account is blocked, or locked after repeated wrong passwords until `lockedUntil`. The login route answers it
 * with 403 `account_blocked` and the unlock time, and the web opens BlockedAccount.
 */
export class AccountBlockedError extends Error {
  readonly lockedUntil: Date | null;

  constructor(lockedUntil: Date | null) {
    super('The account is blocked');
    this.name = 'AccountBlockedError';
    this.lockedUntil = lockedUntil;
  }
}
