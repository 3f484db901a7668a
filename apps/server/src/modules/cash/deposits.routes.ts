import { CASH_DEPOSIT_ENDPOINTS, CURRENCY_BY_ID, type DepositRequest } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoints } from '../../platform/http/endpoints.ts';
import { rateLimited } from '../../platform/http/rate-limits.ts';
import { endpointSessions, type PlayerDirectory } from '../accounts/index.ts';
import type { CashServices } from './create-cash-services.ts';
import { playerLanguage } from './player-language.ts';

/**
 * The deposit side of the cash desk, served from its endpoint table: methods, countries, amount checks, one-click
 * data, the desk's opening data, starting a deposit (two names of one call, and token pay with a saved card),
 * reading a payment while the desk waits for it, and the tracker of pressed deposit buttons (a guest's too).
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
      trackDepositButton: async ({ playerId, body }) => {
        await cash.desk.trackClick(playerId ?? null, body);
        return { success: true };
      },
    },
    endpointSessions,
    { trackDepositButton: { preHandler: rateLimited(app, 'depositTracker') } },
  );
}
