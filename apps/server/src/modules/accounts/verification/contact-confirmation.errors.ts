import type { ContactType } from '@casino/contracts';
import { AppError } from '../../../platform/http/app-error.ts';

export const contactConfirmationErrors = {
  notSignedIn: () => new AppError('unauthorized', 'Sign in first'),
  noContact: (type: ContactType) =>
    new AppError('contact_missing', `The account has no ${type}`, { fields: { type: 'not set' } }),
  alreadyConfirmed: (type: ContactType) =>
    new AppError('contact_already_confirmed', `The ${type} is already confirmed`),
};
