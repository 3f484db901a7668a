import {
  appCashResponseSchema,
  CURRENCY_BY_ID,
  cashAcknowledgedResponseSchema,
  cashCountriesQuerySchema,
  cashCountriesResponseSchema,
  cashRecordParamsSchema,
  type DepositRequest,
  depositMethodsQuerySchema,
  depositRequestSchema,
  depositResponseSchema,
  depositTrackRequestSchema,
  methodCheckRequestSchema,
  methodCheckResponseSchema,
  oneClickResponseSchema,
  paymentMethodsResponseSchema,
  tokenPayRequestSchema,
} from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rateLimited } from '../../platform/http/rate-limits.ts';
import { type PlayerDirectory, signedInPlayerId } from '../accounts/index.ts';
import type { CashServices } from './create-cash-services.ts';
import { playerLanguage } from './player-language.ts';

/**
 * The deposit side of the cash desk: methods, countries, amount checks, one-click data, the desk's opening data,
 * starting a deposit (`/rest/cash/input/` and `/rest/cash/`, the same call under the spec's two names; token pay
 * with a saved card), reading a payment while the desk waits for it, and the deposit button tracker.
 */
export function depositsRoutes(
  app: FastifyInstance,
  deps: { cash: CashServices; players: PlayerDirectory },
): void {
  const { cash } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/rest/cash/methods/',
    { schema: { querystring: depositMethodsQuerySchema, response: { 200: paymentMethodsResponseSchema } } },
    async (request) => {
      const { currencyId, country } = request.query;
      return {
        success: true as const,
        data: await cash.methods.offered('deposit', CURRENCY_BY_ID[currencyId], country),
      };
    },
  );

  api.get(
    '/rest/cash/countries/',
    { schema: { querystring: cashCountriesQuerySchema, response: { 200: cashCountriesResponseSchema } } },
    async (request) => {
      const lang = request.query.lang ?? (await playerLanguage(request, deps.players));
      return { success: true as const, data: await cash.methods.countries(lang) };
    },
  );

  api.post(
    '/rest/cash/method/check/',
    { schema: { body: methodCheckRequestSchema, response: { 200: methodCheckResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await cash.deposits.check(await signedInPlayerId(request), request.body),
    }),
  );

  api.get(
    '/rest/cash/one-click/',
    { schema: { response: { 200: oneClickResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await cash.desk.oneClick(await signedInPlayerId(request)),
    }),
  );

  api.get('/rest/cash/app/', { schema: { response: { 200: appCashResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await cash.desk.appCash(await signedInPlayerId(request)),
  }));

  const startDeposit = async (request: FastifyRequest<{ Body: DepositRequest }>) =>
    cash.deposits.start(await signedInPlayerId(request), request.body);
  for (const url of ['/rest/cash/input/', '/rest/cash/']) {
    api.post(
      url,
      { schema: { body: depositRequestSchema, response: { 200: depositResponseSchema } } },
      startDeposit,
    );
  }
  api.post(
    '/rest/cash/token-pay/',
    { schema: { body: tokenPayRequestSchema, response: { 200: depositResponseSchema } } },
    startDeposit,
  );

  api.get(
    '/rest/cash/payments/:id/',
    { schema: { params: cashRecordParamsSchema, response: { 200: depositResponseSchema } } },
    async (request) => cash.deposits.read(await signedInPlayerId(request), request.params.id),
  );

  api.post(
    '/trackers/deposits/track/',
    {
      schema: { body: depositTrackRequestSchema, response: { 200: cashAcknowledgedResponseSchema } },
      preHandler: rateLimited(app, 'depositTracker'),
    },
    async (request) => {
      const session = await request.currentSession();
      await cash.desk.trackClick(session?.playerId ?? null, request.body);
      return { success: true as const };
    },
  );
}
