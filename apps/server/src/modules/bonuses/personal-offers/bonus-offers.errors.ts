import { AppError } from '../../../platform/http/app-error.ts';

/** The personal offer and sleeping bonus calls' refusals. */
export const bonusOfferErrors = {
  /** Unknown, or another player's offer. */
  notFound: () => new AppError('bonus_offer_not_found', 'There is no such offer'),
  /** Its time is over: it can no longer be accepted. */
  expired: () => new AppError('bonus_offer_expired', 'This offer has expired'),
  /** Accepted or declined already (two accepts at once: the second). */
  taken: () => new AppError('bonus_offer_taken', 'You have already answered this offer'),
  /** Only a sleeping bonus is activated this way: this one is active, queued, chosen or closed. */
  notSleeping: () => new AppError('bonus_not_sleeping', 'This bonus is not waiting to be activated'),
};
