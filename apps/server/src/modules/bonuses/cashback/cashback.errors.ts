import { AppError } from '../../../platform/http/app-error.ts';

/** The cashback calls' refusals. */
export const cashbackErrors = {
  /** An unknown programme or cashback, or another player's cashback. */
  notFound: () => new AppError('cashback_not_found', 'There is no such cashback'),
  /** Inactive, or not for the player's brand or currency. */
  notAvailable: () => new AppError('cashback_not_available', 'This cashback is not available to you'),
  /** Another programme is chosen for the current period; the choice changes when its period ends. */
  alreadyActive: () =>
    new AppError('cashback_already_active', 'You have chosen another cashback for this period'),
  /** Collecting a cashback whose period is still running, or closed with nothing to pay. */
  notCompleted: () => new AppError('cashback_not_completed', 'This cashback has nothing to collect'),
};
