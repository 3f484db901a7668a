import { AppError, notFound } from '../../platform/http/app-error.ts';

export const chanceErrors = {
  /** No such dice activity, or one the operator has switched off. */
  diceNotFound: (kind: string) => notFound('dice_activity_not_found', `No dice activity ${kind}`),
  /** Spec section 4's refusals: not a throwing day, no throws left, or already won this period. */
  throwUnavailable: (message: string) => new AppError('dice_throw_unavailable', message),
};
