import { BONUS_OFFER_ENDPOINTS, DEFAULT_LANGUAGE } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoints } from '../../../platform/http/endpoints.ts';
import { endpointSessions } from '../../accounts/index.ts';
import { taking } from '../bonuses.routes.ts';
import type { PersonalOffers } from './personal-offers.service.ts';
import type { SleepingBonuses } from './sleeping-bonuses.ts';

/**
 * The player's personal offers and the activation of sleeping bonuses, served from their endpoint table. Every call
 * acts on the signed-in player's own offers and bonuses. Activating answers the spec's apply refusals (the balance
 * limit, the days since the last deposit) beside its error, as taking a bonus does.
 */
export function personalOffersRoutes(
  app: FastifyInstance,
  services: { personalOffers: PersonalOffers; sleeping: SleepingBonuses },
) {
  const { personalOffers, sleeping } = services;
  serveEndpoints(
    app,
    BONUS_OFFER_ENDPOINTS,
    {
      info: async ({ playerId, query }) => ({
        success: true,
        data: await personalOffers.info(playerId, query.lang),
      }),
      partner: async ({ playerId, query }) => ({
        success: true,
        data: await personalOffers.partner(playerId, query.lang),
      }),
      partnerWelcome: async ({ query }) => ({
        success: true,
        data: await personalOffers.partnerWelcome(query.lang ?? DEFAULT_LANGUAGE),
      }),
      assign: async ({ playerId, params, query }) => ({
        success: true,
        data: await personalOffers.assign(playerId, params.id, query.lang),
      }),
      showed: async ({ playerId, body }) => {
        await personalOffers.showed(playerId, body.offerId);
        return { success: true };
      },
      calendar: async ({ playerId, query }) => ({
        success: true,
        data: await personalOffers.calendar(playerId, query.days, query.lang),
      }),
      applySleeping: ({ playerId, body, query, reply }) =>
        taking(reply, () => sleeping.apply(playerId, body.bonusId, query.lang)),
    },
    endpointSessions,
  );
}
