import { CASH_WITHDRAWAL_ENDPOINTS } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoints } from '../../platform/http/endpoints.ts';
import { endpointSessions } from '../accounts/index.ts';
import type { WithdrawalsService } from './withdrawals.service.ts';

/**
 * The withdrawal side of the cash desk, served from its endpoint table. Every call acts on the session's own
 * player; another player's withdrawal id is 404.
 */
export function withdrawalsRoutes(app: FastifyInstance, withdrawals: WithdrawalsService): void {
  serveEndpoints(
    app,
    CASH_WITHDRAWAL_ENDPOINTS,
    {
      methods: async ({ playerId }) => ({ success: true, data: await withdrawals.methods(playerId) }),
      check: async ({ playerId, body }) => ({ success: true, data: await withdrawals.check(playerId, body) }),
      request: async ({ playerId, body }) => ({
        success: true,
        data: await withdrawals.request(playerId, body),
      }),
      list: async ({ playerId }) => ({ success: true, data: await withdrawals.list(playerId) }),
      cancel: async ({ playerId, params }) => ({
        success: true,
        data: await withdrawals.cancel(playerId, params.id),
      }),
      cancelOffer: async ({ playerId }) => ({ success: true, data: await withdrawals.cancelOffer(playerId) }),
      dismissCancelOffer: async ({ playerId, body }) => {
        await withdrawals.dismissCancelOffer(playerId, body.withdrawalId);
        return { success: true };
      },
      acceptCancelOffer: async ({ playerId, body }) => ({
        success: true,
        data: await withdrawals.cancel(playerId, body.withdrawalId),
      }),
      saveTaxId: async ({ playerId, body }) => {
        await withdrawals.saveTaxId(playerId, body.taxId);
        return { success: true };
      },
    },
    endpointSessions,
  );
}
