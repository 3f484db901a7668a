import { OPERATOR_PLAYER_ACTIVITY_ENDPOINTS, PLAYER_ROUNDS_PAGE } from '@casino/contracts/backoffice';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock.ts';
import type { Accounts, PlayerSession } from '../../accounts/index.ts';
import type { Games } from '../../games/index.ts';
import { backofficeErrors } from '../backoffice.errors.ts';
import { roundSummaryOf } from '../games/round-views.ts';
import { type OperatorGuard, serveOperatorEndpoints } from '../serve-operator-endpoints.ts';

function sessionStatus(session: PlayerSession, now: Date): 'live' | 'ended' | 'expired' {
  if (session.revokedAt) return 'ended';
  return session.expiresAt > now ? 'live' : 'expired';
}

/** A player's game rounds and login sessions on the player page, for this brand's players only. */
export function playerActivityRoutes(
  app: FastifyInstance,
  guard: OperatorGuard,
  deps: {
    accounts: Pick<Accounts, 'players' | 'administration'>;
    games: Pick<Games, 'rounds'>;
    clock: Clock;
  },
): void {
  const { accounts, games, clock } = deps;
  const known = async (id: number) => {
    if (!(await accounts.players.findById(id))) throw backofficeErrors.playerNotFound();
  };
  serveOperatorEndpoints(
    app,
    OPERATOR_PLAYER_ACTIVITY_ENDPOINTS,
    {
      rounds: async ({ params, query }) => {
        await known(params.id);
        const page = await games.rounds.ofPlayer(params.id, {
          limit: PLAYER_ROUNDS_PAGE,
          offset: query.offset,
        });
        return { success: true, rounds: page.items.map(roundSummaryOf), total: page.total };
      },
      sessions: async ({ params }) => {
        await known(params.id);
        const now = clock.now();
        const sessions = await accounts.administration.sessions(params.id);
        return {
          success: true,
          sessions: sessions.map((session) => ({
            id: session.id,
            kind: session.kind,
            userAgent: session.userAgent,
            ip: session.ip,
            openedAt: session.createdAt.toISOString(),
            lastSeenAt: session.lastSeenAt.toISOString(),
            expiresAt: session.expiresAt.toISOString(),
            endedAt: session.revokedAt?.toISOString() ?? null,
            status: sessionStatus(session, now),
          })),
        };
      },
    },
    guard,
  );
}
