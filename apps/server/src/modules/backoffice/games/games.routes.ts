import { type CatalogueGameView, OPERATOR_GAME_ENDPOINTS } from '@casino/contracts/backoffice';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/http/app-error.ts';
import type { PlayerDirectory } from '../../accounts/index.ts';
import type { CatalogueListing, Games } from '../../games/index.ts';
import { type OperatorGuard, serveOperatorEndpoints } from '../serve-operator-endpoints.ts';
import { roundViewOf } from './round-views.ts';

const gameNotFound = () => new AppError('not_found', 'No such game');
/** An unknown round and another brand's player's round answer alike. */
const roundNotFound = () => new AppError('not_found', 'No such round');

/** Basis points as a percentage with two decimals, in integers: 9_612 is "96.12". */
export function rtpPercent(basisPoints: number): string {
  return `${Math.trunc(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`;
}

export function gameViewOf(game: CatalogueListing): CatalogueGameView {
  return {
    slug: game.slug,
    title: game.title,
    provider: game.provider,
    kind: game.kind,
    rtp: rtpPercent(game.rtp),
    enabled: game.enabled,
    position: game.position,
    releaseAt: game.releaseAt?.toISOString() ?? null,
    tags: game.tags,
  };
}

export interface GameRoutesDeps {
  games: Pick<Games, 'catalogueAdmin' | 'rounds'>;
  players: Pick<PlayerDirectory, 'loginsOf'>;
}

/**
 * Games in the console: the catalogue with enabling, disabling and moving a game (the games module's change,
 * audited under the operator the handler runs as), and a round looked up by id with its provably-fair data.
 */
export function gameRoutes(app: FastifyInstance, guard: OperatorGuard, deps: GameRoutesDeps): void {
  const { games, players } = deps;
  serveOperatorEndpoints(
    app,
    OPERATOR_GAME_ENDPOINTS,
    {
      list: async ({ query }) => {
        const listed = await games.catalogueAdmin.list({
          q: query.q,
          provider: query.provider,
          enabled:
            query.enabled === undefined ? undefined : query.enabled === 'true' || query.enabled === '1',
        });
        return { success: true, ...listed, games: listed.games.map(gameViewOf) };
      },
      change: async ({ params, body }) => {
        const game = await games.catalogueAdmin.change(
          params.slug,
          { enabled: body.enabled, position: body.position },
          body.reason,
        );
        if (!game) throw gameNotFound();
        return { success: true, game: gameViewOf(game) };
      },
      round: async ({ params }) => {
        const round = await games.rounds.find(params.id);
        // The players directory knows this brand's players only: another brand's round is as unknown as none.
        const login = round && (await players.loginsOf([round.playerId])).get(round.playerId);
        if (!round || login === undefined) throw roundNotFound();
        return { success: true, round: roundViewOf(round, login) };
      },
    },
    guard,
  );
}
