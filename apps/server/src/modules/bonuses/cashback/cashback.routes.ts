import { CASHBACK_ENDPOINTS } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoints } from '../../../platform/http/endpoints.ts';
import { endpointSessions } from '../../accounts/index.ts';
import type { CashbackService } from './cashback.service.ts';

/** The player's cashback, served from its endpoint table: every call acts on the signed-in player's own. */
export function cashbackRoutes(app: FastifyInstance, cashback: CashbackService) {
  serveEndpoints(
    app,
    CASHBACK_ENDPOINTS,
    {
      custom: async ({ playerId, query }) => ({
        success: true,
        data: await cashback.custom(playerId, query.lang),
      }),
      active: async ({ playerId, query }) => ({
        success: true,
        data: await cashback.active(playerId, query.lang),
      }),
      priority: async ({ playerId, query }) => ({
        success: true,
        data: await cashback.priority(playerId, query.lang),
      }),
      completed: async ({ playerId, query }) => ({
        success: true,
        data: await cashback.completed(playerId, query.lang),
      }),
      choose: async ({ playerId, params, query }) => ({
        success: true,
        data: await cashback.choose(playerId, params.cashbackId, query.lang),
      }),
      pay: async ({ playerId, params, query }) => ({
        success: true,
        data: await cashback.pay(playerId, params.cashbackId, query.lang),
      }),
      apply: async ({ playerId, body, query }) => ({
        success: true,
        data: await cashback.pay(playerId, body.cashbackId, query.lang),
      }),
      applyCurrent: async ({ playerId, query }) => ({
        success: true,
        data: await cashback.applyCurrent(playerId, query.lang),
      }),
    },
    endpointSessions,
  );
}
