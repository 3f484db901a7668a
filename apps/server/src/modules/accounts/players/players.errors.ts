import { AppError } from '../../../platform/http/app-error.ts';

/** The unique index that keeps nicknames apart within a brand, whatever their case. */
export const NICKNAME_INDEX = 'players_brand_nickname';

export const playerErrors = {
  /** Another player of the brand shows this nickname, in any case; the web words it `errors.nickname_taken`. */
  nicknameTaken: () =>
    new AppError('nickname_taken', 'This nickname is already taken', {
      fields: { nickname: 'already taken' },
    }),
};
