import { CHANCE_ENDPOINTS } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoints } from '../../platform/http/endpoints.ts';
import { answerLanguage, endpointSessions, type PlayerDirectory } from '../accounts/index.ts';
import { chanceErrors } from './chance.errors.ts';
import type { ChanceSeeds } from './chance-seeds.ts';
import { fairnessOf } from './chance-seeds.ts';
import type { DiceActivities } from './dice/dice-activities.ts';
import { drawView } from './fair-draws.ts';
import type { GuestWheel } from './wheel/guest-wheel.ts';
import { wheelHandlers } from './wheel/wheel-handlers.ts';
import type { WheelOfFortune } from './wheel/wheel-of-fortune.ts';

/** The draws the player's list shows, newest first. */
const DRAW_LIST_LIMIT = 50;

/** The dice activities, the wheel of fortune and the player's chance seeds (decision 036): thin over the services. */
export function chanceRoutes(
  app: FastifyInstance,
  deps: {
    dice: DiceActivities;
    seeds: ChanceSeeds;
    players: PlayerDirectory;
    wheels: WheelOfFortune;
    guestWheel: GuestWheel;
  },
): void {
  const { dice, seeds } = deps;
  serveEndpoints(
    app,
    CHANCE_ENDPOINTS,
    {
      diceParticipant: async ({ playerId, query }) => ({
        success: true,
        data: await dice.participant(playerId, await answerLanguage(deps.players, playerId, query.lang)),
      }),
      dicePlay: async ({ playerId, params, query }) => ({
        success: true,
        data: await dice.play(
          playerId,
          params.kind,
          await answerLanguage(deps.players, playerId, query.lang),
        ),
      }),
      dicePopupShow: async ({ playerId }) => ({ success: await dice.popupToShow(playerId) }),
      dicePopupReject: async ({ playerId }) => {
        await dice.dismissPopup(playerId);
        return { success: true };
      },
      fairness: async ({ playerId }) => ({ success: true, data: fairnessOf(await seeds.active(playerId)) }),
      clientSeed: async ({ playerId, body }) => ({
        success: true,
        data: await seeds.setClientSeed(playerId, body.clientSeed),
      }),
      rotate: async ({ playerId }) => ({ success: true, data: await seeds.rotate(playerId) }),
      draws: async ({ playerId }) => ({
        success: true,
        data: (await seeds.draws(playerId, DRAW_LIST_LIMIT)).map(({ draw, seed }) => drawView(draw, seed)),
      }),
      draw: async ({ playerId, params }) => {
        const found = await seeds.draw(playerId, params.id);
        if (!found) throw chanceErrors.drawNotFound();
        return { success: true, data: drawView(found.draw, found.seed) };
      },
      ...wheelHandlers({ wheels: deps.wheels, guest: deps.guestWheel, players: deps.players }),
    },
    endpointSessions,
  );
}
