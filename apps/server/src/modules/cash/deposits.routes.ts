import {
  CASH_DEPOSIT_ENDPOINTS,
  CURRENCY_BY_ID,
  cashAcknowledgedResponseSchema,
  type DepositRequest,
  depositTrackRequestSchema,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serveEndpoints } from '../../platform/http/endpoints.ts';
import { rateLimited } from '../../platform/http/rate-limits.ts';
import { endpointSessions, type PlayerDirectory } from '../accounts/index.ts';
import type { CashServices } from './create-cash-services.ts';
import { playerLanguage } from './player-language.ts';

/**
 * The deposit side of the cash desk, served from its endpoint table: methods, countries, amount checks, one-click
 * data, the desk's opening data, starting a deposit (two names of one call, and token pay with a saved card) and
 * reading a payment while the desk waits for it. The deposit button tracker is not a player call and stays apart.
 */
export function depositsRoutes(
  app: FastifyInstance,
  deps: { cash: CashServices; players: PlayerDirectory },
): void {
  const { cash } = deps;
  // A token pay is a deposit that names its saved card: one start serves all three.
  const startDeposit = async ({ playerId, body }: { playerId: number; body: DepositRequest }) =>
    cash.deposits.start(playerId, body);

  serveEndpoints(
    app,
    CASH_DEPOSIT_ENDPOINTS,
    {
      methods: async ({ query }) => ({
        success: true,
        data: await cash.methods.offered('deposit', CURRENCY_BY_ID[query.currencyId], query.country),
      }),
      countries: async ({ request, query }) => ({
        success: true,
        data: await cash.methods.countries(query.lang ?? (await playerLanguage(request, deps.players))),
      }),
      check: async ({ playerId, body }) => ({
        success: true,
        data: await cash.deposits.check(playerId, body),
      }),
      oneClick: async ({ playerId }) => ({ success: true, data: await cash.desk.oneClick(playerId) }),
      desk: async ({ playerId }) => ({ success: true, data: await cash.desk.appCash(playerId) }),
      start: startDeposit,
      startAtRoot: startDeposit,
      tokenPay: startDeposit,
      payment: ({ playerId, params }) => cash.deposits.read(playerId, params.id),
    },
    endpointSessions,
  );

  app.withTypeProvider<ZodTypeProvider>().post(
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
