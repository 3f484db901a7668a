import { AppError } from '../http/app-error.ts';

export const pushErrors = {
  unknownChannel: () =>
    new AppError('validation_failed', 'Some fields are invalid', {
      fields: { channel: 'is not a channel' },
    }),
  /** Another player's personal channel, or a personal channel asked for by a guest. */
  channelForbidden: () => new AppError('push_channel_forbidden', 'This channel is not yours'),
};
