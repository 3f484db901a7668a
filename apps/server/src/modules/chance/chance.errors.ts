import { AppError, notFound } from '../../platform/http/app-error.ts';

export const chanceErrors = {
  /** No such dice activity, or one the operator has switched off. */
  diceNotFound: (kind: string) => notFound('dice_activity_not_found', `No dice activity ${kind}`),
  /** Spec section 4's refusals: not a throwing day, no throws left, or already won this period. */
  throwUnavailable: (message: string) => new AppError('dice_throw_unavailable', message),
  /** No such wheel, or one the operator has switched off. */
  wheelNotFound: () => notFound('wheel_not_found', 'No such wheel of fortune'),
  /** No spins left today: the next free spin opens tomorrow, or a deposit earns one. */
  noSpins: (message: string) => new AppError('wheel_no_spins', message),
  /** No such prize of the player's (another player's is not found either). */
  wheelPrizeNotFound: () => notFound('wheel_prize_not_found', 'No such wheel prize'),
  /** No draw of that id that is the player's (another player's is not found either). */
  drawNotFound: () => notFound('chance_draw_not_found', 'No such chance draw'),
};
