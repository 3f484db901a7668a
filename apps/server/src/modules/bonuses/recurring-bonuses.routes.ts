import { RECURRING_BONUS_ENDPOINTS } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoints } from '../../platform/http/endpoints.ts';
import { endpointSessions } from '../accounts/index.ts';
import type { BonusesServices } from './create-bonuses-services.ts';

/**
 * The birthday bonus, the daily bonus, a landing's no-deposit bonus and the welcome chain, served from their
 * endpoint table. Every call acts on the signed-in player's own bonuses.
 */
export function recurringBonusesRoutes(
  app: FastifyInstance,
  services: Pick<BonusesServices, 'offers' | 'birthday' | 'daily' | 'welcomePack'>,
) {
  const { offers, birthday, daily, welcomePack } = services;
  serveEndpoints(
    app,
    RECURRING_BONUS_ENDPOINTS,
    {
      birthday: async ({ playerId, query }) => ({
        success: true,
        data: await birthday.offer(playerId, query.lang),
      }),
      applyBirthday: async ({ playerId, query }) => ({
        success: true,
        data: await birthday.apply(playerId, query.lang),
      }),
      cancelBirthday: async ({ playerId }) => {
        await birthday.cancel(playerId);
        return { success: true };
      },
      lastDaily: async ({ playerId, query }) => ({
        success: true,
        data: await daily.lastDaily(playerId, query.lang),
      }),
      applyDaily: async ({ playerId, query }) => ({
        success: true,
        data: await daily.apply(playerId, query.lang),
      }),
      applyLanding: async ({ playerId, body, query }) => ({
        success: true,
        data: await offers.applyLanding(playerId, body.slug, query.lang),
      }),
      welcomePack: async ({ playerId, query }) => ({
        success: true,
        data: await welcomePack.steps(playerId, query.lang),
      }),
    },
    endpointSessions,
  );
}
