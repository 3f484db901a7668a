import type { CHANCE_ENDPOINTS } from '@casino/contracts';
import type { EndpointHandlers } from '../../../platform/http/endpoints.ts';
import { answerLanguage, type PlayerDirectory } from '../../accounts/index.ts';
import type { GuestWheel } from './guest-wheel.ts';
import type { WheelOfFortune } from './wheel-of-fortune.ts';

type WheelEndpoints = Pick<
  typeof CHANCE_ENDPOINTS,
  'wheelInfo' | 'wheelSegments' | 'wheelSpin' | 'wheelPrizes' | 'wheelPrize' | 'wheelGuest'
>;

/** The wheel of fortune's calls (spec section 7: info, spin, prizes, segments, guest wheel): thin over the services. */
export function wheelHandlers(deps: {
  wheels: WheelOfFortune;
  guest: GuestWheel;
  players: PlayerDirectory;
}): EndpointHandlers<WheelEndpoints> {
  const { wheels, guest, players } = deps;
  const language = (playerId: number | undefined, asked: Parameters<typeof answerLanguage>[2]) =>
    answerLanguage(players, playerId, asked);
  return {
    wheelInfo: async ({ playerId, query }) => ({
      success: true,
      data: await wheels.info(playerId, query.slug, await language(playerId, query.lang)),
    }),
    wheelSegments: async ({ playerId, query }) => ({
      success: true,
      data: await wheels.segments(playerId, query.slug, await language(playerId, query.lang)),
    }),
    wheelSpin: async ({ playerId, query }) => ({
      success: true,
      data: await wheels.spin(playerId, query.slug, await language(playerId, query.lang)),
    }),
    wheelPrizes: async ({ playerId, query }) => ({
      success: true,
      data: await wheels.prizes(playerId, await language(playerId, query.lang)),
    }),
    wheelPrize: async ({ playerId, params, query }) => ({
      success: true,
      data: await wheels.prize(playerId, params.id, await language(playerId, query.lang)),
    }),
    wheelGuest: async ({ query }) => ({
      success: true,
      data: await guest.demo(await language(undefined, query.lang)),
    }),
  };
}
