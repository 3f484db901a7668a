import type { ContactType } from '@casino/contracts';
import { AppError } from '../../../platform/http/app-error.ts';

export const registrationErrors = {
  contactTaken: (field: ContactType) =>
    new AppError('contact_taken', `This ${field} is already registered`, {
      fields: { [field]: 'already registered' },
    }),
  /**
   * A registration naming a contact that already has an account: the holder is told by message, and the answer
   * reads the same as "we wrote to you" whether or not the account exists in the wording (decision 018).
   */
  contactCheckSent: (field: ContactType) =>
    new AppError('contact_check_sent', `We sent a message to this ${field}; follow it to continue`, {
      fields: { [field]: 'check your messages' },
    }),
  invalidContact: (field: ContactType) =>
    new AppError('validation_failed', 'Some fields are invalid', {
      fields: { [field]: field === 'email' ? 'not a valid e-mail' : 'not a valid phone number' },
    }),
  notSignedIn: () => new AppError('unauthorized', 'Sign in first'),
};
