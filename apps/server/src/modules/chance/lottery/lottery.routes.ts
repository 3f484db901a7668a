import { LOTTERY_ENDPOINTS } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoints } from '../../../platform/http/endpoints.ts';
import { answerLanguage, endpointSessions, type PlayerDirectory } from '../../accounts/index.ts';
import type { LotteryPage } from './lottery-page.ts';
import type { LotteryPrizes } from './lottery-prizes.ts';
import type { LotteryTickets } from './lottery-tickets.ts';

/** The lottery (spec section 7, "Lottery and wheels"): thin over the services. */
export function lotteryRoutes(
  app: FastifyInstance,
  deps: { page: LotteryPage; tickets: LotteryTickets; prizes: LotteryPrizes; players: PlayerDirectory },
): void {
  const { page, tickets, prizes } = deps;
  const lang = (playerId: number | undefined, asked: 'uk' | 'ru' | 'en' | undefined) =>
    answerLanguage(deps.players, playerId, asked);
  serveEndpoints(
    app,
    LOTTERY_ENDPOINTS,
    {
      lottery: async ({ playerId, query }) => ({
        success: true,
        data: await page.view(playerId, await lang(playerId, query.lang)),
      }),
      lotteryBuyTicket: async ({ playerId, query, body }) => ({
        success: true,
        data: await tickets.buy(playerId, body, await lang(playerId, query.lang)),
      }),
      lotteryApplyTicket: async ({ playerId, params, query }) => ({
        success: true,
        data: await tickets.apply(playerId, params.id, await lang(playerId, query.lang)),
      }),
      lotteryTickets: async ({ playerId, query }) => ({
        success: true,
        data: await page.tickets(
          playerId,
          {
            applied: query.applied === undefined ? undefined : query.applied === 'true',
            limit: query.limit,
            offset: query.offset,
          },
          await lang(playerId, query.lang),
        ),
      }),
      lotteryLevelPrizes: async ({ playerId, params, query }) => ({
        success: true,
        data: await page.level(playerId, params.id, await lang(playerId, query.lang)),
      }),
      lotteryWheelSpin: async ({ playerId, params, query }) => ({
        success: true,
        data: await prizes.spin(playerId, params.id, await lang(playerId, query.lang)),
      }),
      lotteryExchange: async ({ playerId, query, body }) => ({
        success: true,
        data: await prizes.exchange(playerId, body.prizeId, body.count, await lang(playerId, query.lang)),
      }),
      lotteryRandomPrize: async ({ playerId, query, body }) => ({
        success: true,
        data: await prizes.random(playerId, body.levelId, await lang(playerId, query.lang)),
      }),
      lotteryPromoTicket: async ({ playerId, query, body }) => ({
        success: true,
        data: await tickets.redeem(playerId, body.code, await lang(playerId, query.lang)),
      }),
      lotteryDrawEntries: async ({ params }) => ({ success: true, data: await page.drawEntries(params.id) }),
    },
    endpointSessions,
  );
}
