import { AppError } from '../../platform/http/app-error.ts';

/**
 * The bonuses module's refusals. Two carry a fact the spec puts beside the error (apply cash bonus): it travels in
 * `details` under the spec's own name, and the route writes it there (`refusalFields`).
 */
export const bonusErrors = {
  /** Unknown, not offered on its own (a promo-code bonus), inactive, or another player's. */
  notFound: () => new AppError('bonus_not_found', 'There is no such bonus'),
  /** Not for this player now: their brand or currency, or outside its dates. */
  notAvailable: () => new AppError('bonus_not_available', 'This bonus is not available to you'),
  alreadyTaken: () => new AppError('bonus_already_taken', 'You have already taken this bonus'),
  notCancelable: () => new AppError('bonus_not_cancelable', 'This bonus has ended and cannot be canceled'),
  /** The balance-limit modal: above `max` of real money the bonus cannot be activated. */
  balanceTooHigh: (max: number) =>
    new AppError('bonus_balance_too_high', 'Your balance is too high to activate this bonus', {
      details: { max_balance_for_activation: max },
    }),
  /** The deposit-required popup: the bonus needs a deposit within the last `days` days. */
  requiresDeposit: (days: number) =>
    new AppError('bonus_requires_deposit', `This bonus needs a deposit within the last ${days} days`, {
      details: { days_since_last_deposit: days },
    }),
  /** A stake above the active bonus's maximum bet while it is wagered. */
  maxBet: (maxBet: number) =>
    new AppError('bonus_max_bet', 'The stake is above the largest bet your bonus allows', {
      details: { maxBet },
    }),
  /** A deposit's bonus allowed after it is activated only while the deposit is on the balance. */
  depositPlayed: () =>
    new AppError(
      'bonus_deposit_played',
      'The deposit this bonus was for has been played: it can no longer take it',
    ),
  /** A referred player chooses one friend's gift, and has chosen one. */
  referralGiftChosen: () =>
    new AppError('referral_gift_chosen', 'You have already chosen your gift from a friend'),
  promoCodeUnknown: () => new AppError('promo_code_unknown', 'There is no such promo code'),
  promoCodeExpired: () => new AppError('promo_code_expired', 'This promo code has expired'),
  /** A landing's link names no no-deposit bonus a landing may give. */
  landingBonusUnknown: () => new AppError('landing_bonus_unknown', 'There is no such bonus to take here'),
  /** No birth date in the profile: the birthday bonus cannot know the day. */
  birthdayUnknown: () =>
    new AppError('birthday_unknown', 'Add your date of birth to your profile to get the birthday bonus'),
  birthdayNotToday: () =>
    new AppError('birthday_not_today', 'The birthday bonus is taken around your birthday'),
  birthdayDeclined: () =>
    new AppError('birthday_bonus_declined', 'You declined the birthday bonus this year'),
  /** The daily bonus was taken this day; `nextAvailableAt` is when the next may be taken. */
  dailyTaken: (nextAvailableAt: Date) =>
    new AppError('daily_bonus_taken', 'You have taken today’s bonus already', {
      details: { nextAvailableAt: nextAvailableAt.toISOString() },
    }),
};

/** The spec's fields a refusal carries beside its error (see `bonusErrors`), or none. */
export function refusalFields(error: AppError): {
  max_balance_for_activation?: number;
  days_since_last_deposit?: number;
} {
  const max = error.details?.max_balance_for_activation;
  const days = error.details?.days_since_last_deposit;
  return {
    ...(typeof max === 'number' ? { max_balance_for_activation: max } : {}),
    ...(typeof days === 'number' ? { days_since_last_deposit: days } : {}),
  };
}
