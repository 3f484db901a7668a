import { type Language, SPORT_BET_ENDPOINTS, SPORT_BETS_DEFAULT_LIMIT } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoints } from '../../../platform/http/endpoints.ts';
import { answerLanguage, endpointSessions } from '../../accounts/index.ts';
import { cashOut, quoteCashOut } from './cash-out.ts';
import { type PlaceSportBetDeps, placeSportBet } from './place-sport-bet.ts';
import { sportBetViews } from './sport-bet-view.ts';
import { sportBetErrors } from './sport-bets.errors.ts';

/**
 * The player's sports bets (decision 032): placing one, reading their bets, cashing one out, and the free bets to
 * place (decision 033).
 */
export function sportBetRoutes(app: FastifyInstance, deps: PlaceSportBetDeps): void {
  const { repository } = deps;
  const languageOf = (playerId: number, asked?: Language) => answerLanguage(deps.players, playerId, asked);
  serveEndpoints(
    app,
    SPORT_BET_ENDPOINTS,
    {
      place: async ({ playerId, body }) => {
        const bet = await placeSportBet(deps, playerId, body);
        const [view] = await sportBetViews(repository, repository.db, [bet], await languageOf(playerId));
        return { success: true, data: view as NonNullable<typeof view> };
      },
      list: async ({ playerId, query }) => {
        const { total, bets } = await repository.playerBets(repository.db, playerId, {
          state: query.state,
          limit: query.limit ?? SPORT_BETS_DEFAULT_LIMIT,
          offset: query.offset ?? 0,
        });
        const lang = await languageOf(playerId, query.lang);
        return {
          success: true,
          data: { total, bets: await sportBetViews(repository, repository.db, bets, lang) },
        };
      },
      one: async ({ playerId, params, query }) => {
        const bet = await repository.bet(repository.db, Number(params.id));
        // Another player's bet is as missing as one that does not exist.
        if (!bet || bet.playerId !== playerId) throw sportBetErrors.notFound(params.id);
        const [view] = await sportBetViews(
          repository,
          repository.db,
          [bet],
          await languageOf(playerId, query.lang),
        );
        return { success: true, data: view as NonNullable<typeof view> };
      },
      cashOutQuote: async ({ playerId, params, query }) => ({
        success: true,
        data: await quoteCashOut(deps, playerId, Number(params.id), query.stake),
      }),
      cashOut: async ({ playerId, params, body }) => {
        const bet = await cashOut(deps, playerId, Number(params.id), body);
        const [view] = await sportBetViews(repository, repository.db, [bet], await languageOf(playerId));
        return { success: true, data: view as NonNullable<typeof view> };
      },
      freebets: async ({ playerId, query }) => ({
        success: true,
        data: await deps.freebets.available(playerId, await languageOf(playerId, query.lang)),
      }),
    },
    endpointSessions,
  );
}
