import type { ContactType } from '@casino/contracts';
import { AppError } from '../../../platform/http/app-error.ts';

export const contactConfirmationErrors = {
  notSignedIn: () => new AppError('unauthorized', 401, 'Sign in first'),
  noContact: (type: ContactType) =>
    new AppError('contact_missing', 422, `The account has no ${type}`, { fields: { type: 'not set' } }),
  alreadyConfirmed: (type: ContactType) =>
    new AppError('contact_already_confirmed', 409, `The ${type} is already confirmed`),
};
