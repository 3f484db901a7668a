import { AppError, notFound } from '../../../platform/http/app-error.ts';

export const profileErrors = {
  notSignedIn: () => new AppError('unauthorized', 'Sign in first'),
  currencyLocked: () =>
    new AppError('currency_locked', 'The currency cannot change after a deposit', {
      fields: { currency_id: 'locked after the first deposit' },
    }),
  underAge: () =>
    new AppError('validation_failed', 'Some fields are invalid', {
      fields: { birthDate: 'the player must be 18 or older' },
    }),
  phoneUnchanged: () =>
    new AppError('validation_failed', 'Some fields are invalid', {
      fields: { phone: 'this is already the account phone' },
    }),
  tooManyScenarios: () =>
    new AppError('validation_failed', 'Some fields are invalid', {
      fields: { scenario: 'too many onboarding scenarios' },
    }),
  /** Unknown players, other brands' players and hidden profiles answer alike, so none can be told apart. */
  profileNotFound: () => notFound('not_found', 'No such public profile'),
};
