import { AppError, notFound } from '../../../platform/http/app-error.ts';

export const piggyErrors = {
  /** No terms for the player's currency (or the operator switched the piggy bank off). */
  unavailable: () => notFound('piggy_bank_unavailable', 'There is no piggy bank in this currency'),
  /** Spec section 4: only a full piggy bank, or one at its minimum, breaks. */
  notBreakable: () =>
    new AppError('piggy_bank_not_breakable', 'The piggy bank breaks once full or at its minimum amount'),
};
