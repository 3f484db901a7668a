import { AppError, notFound } from '../../platform/http/app-error.ts';

export const competitionErrors = {
  /** No such competition, or not one of this brand's: alike to the player. */
  notFound: (id: number | string) => notFound('competition_not_found', `No competition ${id}`),
  closed: () => new AppError('competition_closed', 'The competition is over'),
  alreadyJoined: () => new AppError('competition_already_joined', 'You are already taking part'),
  /** The player's currency is not one the competition takes. */
  notOpenToPlayer: (message: string) => new AppError('competition_not_open_to_player', message),
  /** A new attempt while the current one is being played, or with none left. */
  attemptUnavailable: (message: string) => new AppError('competition_attempt_unavailable', message),
};
