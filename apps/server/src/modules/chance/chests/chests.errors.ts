import { AppError, notFound } from '../../../platform/http/app-error.ts';

export const chestErrors = {
  /** No running campaign of that id, or no loot box of that id that is the player's. */
  notFound: (what: string) => notFound('chests_not_found', `No ${what}`),
  /** Nothing to open: no chest earned, a prize still to receive, or the loot box already opened. */
  openUnavailable: (message: string) => new AppError('chest_open_unavailable', message),
  /** The spec's `limitExceed`: the period's opens are used up until the reset date. */
  limitExceeded: (resetAt: Date) =>
    new AppError('chest_limit_exceeded', `No more chests may be opened until ${resetAt.toISOString()}`),
  numberInvalid: (chestCount: number) =>
    new AppError('chest_number_invalid', `Pick a chest from 1 to ${chestCount}`),
};
