import type { BrandId, Currency } from '@casino/contracts';
import { OPERATOR_SPORTSBOOK_ENDPOINTS } from '@casino/contracts/backoffice';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock.ts';
import type { Accounts, PlayerRow } from '../../accounts/index.ts';
import { currentAuditContext } from '../../audit/index.ts';
import type { SportsbookAdmin } from '../../sportsbook/index.ts';
import { backofficeErrors } from '../backoffice.errors.ts';
import { type OperatorGuard, serveOperatorEndpoints } from '../serve-operator-endpoints.ts';

export interface SportsbookRoutesDeps {
  admin: SportsbookAdmin;
  players: Accounts['players'];
  brand: BrandId;
  clock: Clock;
}

/**
 * The sportsbook in the console (decision 032): the bet limits of each currency, the live bet delay, the cash-out
 * margin, the express of the day's rules and the win feed's settings (risk sets them), the limits lowered for one
 * player, and the bets, with those whose rolled-back payout the player's balance did not cover. Every change is written to the audit trail with what it replaced.
 */
export function sportsbookRoutes(
  app: FastifyInstance,
  guard: OperatorGuard,
  deps: SportsbookRoutesDeps,
): void {
  const { admin, clock } = deps;
  const termsView = async () => {
    const { limits, ...settings } = await admin.terms();
    return {
      success: true as const,
      limits: limits.map(({ updatedAt, ...row }) => ({ ...row, updatedAt: updatedAt.toISOString() })),
      ...settings,
    };
  };
  const playerOf = async (id: number): Promise<PlayerRow> => {
    const player = await deps.players.findById(id);
    if (!player) throw backofficeErrors.playerNotFound();
    return player;
  };
  const playerLimitsView = async (player: PlayerRow) => {
    const currency = player.currency as Currency;
    const { lowered, inForce } = await admin.playerLimits(player.id, currency);
    return {
      success: true as const,
      currency,
      lowered: lowered && {
        maxStake: lowered.maxStake,
        maxPayout: lowered.maxPayout,
        maxEventPayout: lowered.maxEventPayout,
        maxPlayerPayout: lowered.maxPlayerPayout,
        reason: lowered.reason,
        updatedAt: lowered.updatedAt.toISOString(),
      },
      inForce,
    };
  };
  serveOperatorEndpoints(
    app,
    OPERATOR_SPORTSBOOK_ENDPOINTS,
    {
      terms: termsView,
      saveLimits: async ({ body }) => {
        await guard.db.transaction(async (tx) => {
          const before = (await admin.terms(tx)).limits.find((row) => row.currency === body.currency) ?? null;
          await admin.saveLimits(tx, body, clock.now());
          await guard.audit.record(tx, await currentAuditContext(), {
            playerId: null,
            action: 'sportsbook.limits_changed',
            before,
            after: body,
          });
        });
        return termsView();
      },
      saveSettings: async ({ body }) => {
        await guard.db.transaction(async (tx) => {
          const { limits: _, winFeed: __, ...before } = await admin.terms(tx);
          await admin.saveSettings(tx, body, clock.now());
          await guard.audit.record(tx, await currentAuditContext(), {
            playerId: null,
            action: 'sportsbook.settings_changed',
            before,
            after: body,
          });
        });
        return termsView();
      },
      saveWinFeed: async ({ body }) => {
        await guard.db.transaction(async (tx) => {
          const before = (await admin.terms(tx)).winFeed;
          await admin.saveWinFeed(tx, body, clock.now());
          await guard.audit.record(tx, await currentAuditContext(), {
            playerId: null,
            action: 'sportsbook.win_feed_changed',
            before,
            after: body,
          });
        });
        return termsView();
      },
      playerLimits: async ({ params }) => playerLimitsView(await playerOf(params.id)),
      savePlayerLimits: async ({ params, body }) => {
        const player = await playerOf(params.id);
        await guard.db.transaction(async (tx) => {
          const { lowered } = await admin.playerLimits(player.id, player.currency as Currency, tx);
          await admin.savePlayerLimits(tx, player.id, body, clock.now());
          const { reason, ...after } = body;
          await guard.audit.record(tx, await currentAuditContext(), {
            playerId: player.id,
            action: 'sportsbook.player_limits_changed',
            before: lowered,
            after,
            reason,
          });
        });
        return playerLimitsView(player);
      },
      bets: async ({ query }) => {
        if (query.playerId !== undefined) await playerOf(query.playerId);
        const { total, bets } = await admin.bets({
          brand: deps.brand,
          playerId: query.playerId,
          filter: query.filter,
          limit: query.limit,
          offset: (query.page - 1) * query.limit,
        });
        return { success: true, total, bets };
      },
    },
    guard,
  );
}
