import { AppError } from '../../../platform/http/app-error.ts';

/** The insurance calls' refusals. */
export const insuranceErrors = {
  /** An unknown insurance, or another player's. */
  notFound: () => new AppError('insurance_not_found', 'There is no such insurance'),
  /** No programme is offered to the player (inactive, or not for their brand or currency). */
  notAvailable: () => new AppError('insurance_not_available', 'Deposit insurance is not available to you'),
  /** The player has an insurance waiting for its deposit or covering one already. */
  alreadyActive: () =>
    new AppError(
      'insurance_already_active',
      'Your deposit insurance is already on; it ends before a new one',
    ),
  /** An insurance still live has no outcome to be told of yet. */
  notClosed: () => new AppError('insurance_not_closed', 'This insurance has no outcome yet'),
};
