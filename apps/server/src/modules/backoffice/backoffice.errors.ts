import { AppError } from '../../platform/http/app-error.ts';

export const backofficeErrors = {
  /** One answer for a wrong login, password or code: which of the three was wrong is not told. */
  loginFailed: () => new AppError('operator_login_failed', 'Login, password or code is wrong'),
  loginLocked: (until: Date, now: Date) =>
    new AppError('operator_login_locked', 'Too many failed attempts: try again later', {
      retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
    }),
  unauthorized: () => new AppError('unauthorized', 'Sign in to the back office'),
  forbidden: () => new AppError('operator_forbidden', 'Your roles do not allow this'),
  addressRefused: () =>
    new AppError('operator_address_refused', 'The back office cannot be reached from this address'),
  csrfRefused: () => new AppError('csrf_refused', 'The request did not carry the session’s CSRF token'),
  playerNotFound: () => new AppError('not_found', 'No such player'),
};
