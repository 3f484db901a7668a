import type { ContactType } from '@casino/contracts';
import { AppError } from '../../../platform/http/app-error.ts';

export const registrationErrors = {
  contactTaken: (field: ContactType) =>
    new AppError('contact_taken', 409, `This ${field} is already registered`, {
      fields: { [field]: 'already registered' },
    }),
  invalidContact: (field: ContactType) =>
    new AppError('validation_failed', 422, 'Some fields are invalid', {
      fields: { [field]: field === 'email' ? 'not a valid e-mail' : 'not a valid phone number' },
    }),
  notSignedIn: () => new AppError('unauthorized', 401, 'Sign in first'),
};
