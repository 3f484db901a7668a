import { COMPETITION_ENDPOINTS, type Language } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import { serveEndpoints } from '../../platform/http/endpoints.ts';
import { answerLanguage, endpointSessions, type PlayerDirectory } from '../accounts/index.ts';
import type { Games } from '../games/index.ts';
import type { CompetitionQueries } from './competition-queries.ts';
import { competitionErrors } from './competitions.errors.ts';
import type { CompetitionsRepository } from './competitions.repository.ts';
import type { Entrants } from './entrants.ts';

interface Deps {
  db: Db;
  queries: CompetitionQueries;
  entrants: Entrants;
  repository: CompetitionsRepository;
  players: PlayerDirectory;
  games: Pick<Games['gameSet'], 'pageOf' | 'slugOf'>;
  clock: { now(): Date };
  /** This node changed a competition's entries: the scorer's list reads again. */
  invalidate: () => void;
}

/** Tournaments, races and promo tournaments (decision 034): every call of the spec's table, thin over the queries. */
export function competitionRoutes(app: FastifyInstance, deps: Deps): void {
  const { queries } = deps;
  const lang = (playerId: number | undefined, asked: Language | undefined) =>
    answerLanguage(deps.players, playerId, asked);
  const forGame = (promo: boolean) =>
    (async ({ playerId, query }) => {
      const language = await lang(playerId, query.lang);
      const slug = await deps.games.slugOf(query.gameId);
      const row = slug
        ? await queries.forGame(slug, { mode: 'type' in query ? query.type : undefined, promo })
        : undefined;
      if (!row) return { success: true as const, data: null, playerData: null };
      return { success: true as const, ...(await queries.one(row, language, playerId)) };
    }) satisfies (input: {
      playerId: number | undefined;
      query: { lang?: Language; gameId: number; type?: 'wins' | 'bets' | 'wins_extended' };
    }) => unknown;
  serveEndpoints(
    app,
    COMPETITION_ENDPOINTS,
    {
      list: async ({ playerId, query }) => ({
        success: true,
        data: await queries.list(
          { kind: query.type, state: query.state, product: query.product },
          await lang(playerId, query.lang),
          playerId,
        ),
      }),
      one: async ({ playerId, params, query }) => ({
        success: true,
        ...(await queries.one(
          await queries.find({ slug: params.slug }),
          await lang(playerId, query.lang),
          playerId,
        )),
      }),
      forGame: forGame(false),
      activePromo: forGame(true),
      games: async ({ query }) => {
        const row = await queries.find({ id: query.tournamentId });
        const page = await deps.games.pageOf(row.gameSlugs, query, await lang(undefined, query.lang));
        return { success: true, data: page.items, total: page.total };
      },
      winners: async ({ playerId, params, query }) => ({
        success: true,
        ...(await queries.winners(
          await queries.find({ id: params.id }),
          query,
          await lang(playerId, query.lang),
          playerId,
        )),
      }),
      bestAttempts: async ({ playerId, params, query }) => {
        const row = await queries.find({ id: params.id });
        const { data } = await queries.winners(
          row,
          { type: 'points', offset: 0, limit: query.limit },
          await lang(playerId, query.lang),
          playerId,
        );
        const finished = row.lifecycle === 'finished';
        return {
          success: true,
          data: await Promise.all(
            data.map(async (board) => ({
              ...board,
              attempt: finished
                ? ((await deps.repository.results(deps.db, row.id, board.position - 1, 1))[0]?.attempt ?? 1)
                : 1,
            })),
          ),
        };
      },
      subscribe: async ({ playerId, params, query }) => {
        const row = await queries.find({ id: params.id });
        await deps.db.transaction((tx) => deps.entrants.subscribe(tx, row, playerId));
        deps.invalidate();
        return {
          success: true,
          playerData: await queries.playerData(row, playerId, await lang(playerId, query.lang)),
        };
      },
      increaseAttempt: async ({ playerId, params, query }) => {
        const row = await queries.find({ id: params.id });
        if (row.attempts === null)
          throw competitionErrors.attemptUnavailable('This competition has no attempts');
        const attempts = row.attempts;
        await deps.db.transaction(async (tx) => {
          const entry = await deps.repository.entry(tx, row.id, playerId);
          if (!entry) throw competitionErrors.attemptUnavailable('Join the race first');
          const opened = await deps.repository.nextAttempt(tx, entry, attempts, deps.clock.now());
          if (!opened)
            throw competitionErrors.attemptUnavailable(
              'The current attempt is still being played, or none are left',
            );
        });
        return {
          success: true,
          playerData: await queries.playerData(row, playerId, await lang(playerId, query.lang)),
        };
      },
      notifyUnsubscribe: async ({ playerId }) => {
        await deps.repository.optOut(deps.db, playerId, deps.clock.now());
        return { success: true, notify: false };
      },
      next: async ({ query }) => ({
        success: true,
        ...(await queries.next(
          'tournament',
          query,
          await lang(undefined, query.lang),
          query.type === 'small',
        )),
      }),
      nextOfKind: async ({ params, query }) => ({
        success: true,
        ...(await queries.next(
          params.kind,
          query,
          await lang(undefined, query.lang),
          query.type === 'small',
        )),
      }),
      nextOne: async ({ query }) => {
        const { data } = await queries.next(
          undefined,
          { offset: 0, limit: 1 },
          await lang(undefined, query.lang),
          false,
        );
        return { success: true, data: data[0] ?? null };
      },
      history: async ({ query }) => ({
        success: true,
        ...(await queries.history('tournament', query, await lang(undefined, query.lang))),
      }),
      historyOfKind: async ({ params, query }) => ({
        success: true,
        ...(await queries.history(params.kind, query, await lang(undefined, query.lang))),
      }),
      playerHistory: async ({ playerId, query }) => ({
        success: true,
        ...(await queries.ofPlayer(
          playerId,
          { ...query, closedOnly: true },
          await lang(playerId, query.lang),
        )),
      }),
      playerCompetitions: async ({ playerId, query }) => ({
        success: true,
        ...(await queries.ofPlayer(playerId, query, await lang(playerId, query.lang))),
      }),
      hasWins: async ({ playerId }) => {
        const { total } = await queries.ofPlayer(
          playerId,
          { winner: true, closedOnly: true, offset: 0, limit: 1 },
          'uk',
        );
        return { success: true, hasWins: total > 0 };
      },
      promoWinners: async ({ query }) => {
        const language = await lang(undefined, query.lang);
        const closed = (await queries.history('promo', { offset: 0, limit: 50 }, language)).data.filter(
          (competition) =>
            (query.provider === undefined || competition.provider === query.provider) &&
            (query.slug === undefined || competition.slug === query.slug),
        );
        const page = closed.slice(query.offset, query.offset + query.limit);
        const data = await Promise.all(
          page.map(async (competition) => ({
            competition,
            winners: (
              await queries.winners(
                await queries.find({ id: competition.id }),
                { type: 'points', prizeOnly: true, offset: 0, limit: 100 },
                language,
              )
            ).data,
          })),
        );
        return { success: true, data, total: closed.length };
      },
      promoLeaderboard: async ({ playerId, query }) => {
        const row = await queries.find({ slug: query.slug });
        return {
          success: true,
          ...(await queries.winners(
            row,
            { type: 'points', ...query },
            await lang(playerId, query.lang),
            playerId,
          )),
        };
      },
      promoPlayerHistory: async ({ playerId, query }) => ({
        success: true,
        ...(await queries.ofPlayer(
          playerId,
          { ...query, closedOnly: true, kind: 'promo' },
          await lang(playerId, query.lang),
        )),
      }),
    },
    endpointSessions,
  );
}
