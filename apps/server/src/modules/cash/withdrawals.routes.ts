import {
  cashAcknowledgedResponseSchema,
  cashRecordParamsSchema,
  methodCheckRequestSchema,
  methodCheckResponseSchema,
  payoutCancelDecisionRequestSchema,
  payoutCancelPopupResponseSchema,
  taxIdRequestSchema,
  withdrawalMethodsResponseSchema,
  withdrawalRequestSchema,
  withdrawalResponseSchema,
  withdrawalsResponseSchema,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInPlayerId } from '../accounts/index.ts';
import type { WithdrawalsService } from './withdrawals.service.ts';

/**
 * The withdrawal side of the cash desk: methods, amount check, request, the player's list, cancelling, the
 * payout-cancel popup (show, reject = do not offer again, apply = cancel), and the tax ID some currencies need.
 * Every call acts on the session's own player; another player's withdrawal id is 404.
 */
export function withdrawalsRoutes(app: FastifyInstance, withdrawals: WithdrawalsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/rest/cash/output/methods/',
    { schema: { response: { 200: withdrawalMethodsResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await withdrawals.methods(await signedInPlayerId(request)),
    }),
  );

  api.post(
    '/rest/cash/output/check/',
    { schema: { body: methodCheckRequestSchema, response: { 200: methodCheckResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await withdrawals.check(await signedInPlayerId(request), request.body),
    }),
  );

  api.post(
    '/rest/cash/output/',
    { schema: { body: withdrawalRequestSchema, response: { 200: withdrawalResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await withdrawals.request(await signedInPlayerId(request), request.body),
    }),
  );

  api.get(
    '/rest/cash/withdrawals/',
    { schema: { response: { 200: withdrawalsResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await withdrawals.list(await signedInPlayerId(request)),
    }),
  );

  api.post(
    '/rest/cash/withdrawals/:id/cancel/',
    { schema: { params: cashRecordParamsSchema, response: { 200: withdrawalResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await withdrawals.cancel(await signedInPlayerId(request), request.params.id),
    }),
  );

  api.get(
    '/rest/popups/player/show/payout-cancel/',
    { schema: { response: { 200: payoutCancelPopupResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await withdrawals.cancelOffer(await signedInPlayerId(request)),
    }),
  );

  api.post(
    '/rest/popups/player/reject/payout-cancel/',
    {
      schema: { body: payoutCancelDecisionRequestSchema, response: { 200: cashAcknowledgedResponseSchema } },
    },
    async (request) => {
      await withdrawals.dismissCancelOffer(await signedInPlayerId(request), request.body.withdrawalId);
      return { success: true as const };
    },
  );

  api.post(
    '/rest/popups/player/apply/payout-cancel/',
    { schema: { body: payoutCancelDecisionRequestSchema, response: { 200: withdrawalResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await withdrawals.cancel(await signedInPlayerId(request), request.body.withdrawalId),
    }),
  );

  api.post(
    '/rest/player/tax-id/',
    { schema: { body: taxIdRequestSchema, response: { 200: cashAcknowledgedResponseSchema } } },
    async (request) => {
      await withdrawals.saveTaxId(await signedInPlayerId(request), request.body.taxId);
      return { success: true as const };
    },
  );
}
