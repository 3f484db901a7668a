import { MONEY_BOX_ENDPOINTS } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoints } from '../../../platform/http/endpoints.ts';
import { endpointSessions } from '../../accounts/index.ts';
import type { MoneyBoxService } from './money-box.service.ts';

/** The money box (decision 036): thin over the service. */
export function moneyBoxRoutes(app: FastifyInstance, deps: { moneyBox: MoneyBoxService }): void {
  const { moneyBox } = deps;
  serveEndpoints(
    app,
    MONEY_BOX_ENDPOINTS,
    {
      moneyBox: async ({ playerId }) => ({ success: true, data: await moneyBox.view(playerId) }),
      moneyBoxAdd: async ({ playerId, body }) => ({
        success: true,
        data: await moneyBox.add(playerId, {
          amount: body.amount,
          holdTill: body.holdTill ? new Date(body.holdTill) : null,
          idempotencyKey: body.idempotency_key,
        }),
      }),
      moneyBoxCollect: async ({ playerId, body }) => ({
        success: true,
        data: await moneyBox.collect(playerId, body.transactionId),
      }),
      moneyBoxWithdraw: async ({ playerId }) => ({ success: true, data: await moneyBox.withdraw(playerId) }),
    },
    endpointSessions,
  );
}
