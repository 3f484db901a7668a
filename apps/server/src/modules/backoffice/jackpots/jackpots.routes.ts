import { type JackpotAdmin, OPERATOR_JACKPOT_ENDPOINTS } from '@casino/contracts/backoffice';
import type { FastifyInstance } from 'fastify';
import { type JackpotStanding, jackpotTermsOf, type UnknownGames } from '../../chance/index.ts';
import { configurationChangeRecord } from '../configuration-change-record.ts';
import { type OperatorGuard, serveOperatorEndpoints } from '../serve-operator-endpoints.ts';

type Admin = FastifyInstance['chance']['jackpotsAdmin'];

function jackpotOf({ row, totalTickets, pools, recentWins }: JackpotStanding): JackpotAdmin {
  return {
    slug: row.slug,
    terms: jackpotTermsOf(row),
    updatedAt: row.updatedAt.toISOString(),
    totalTickets,
    pools,
    recentWins: recentWins.map((win) => ({
      id: win.id,
      playerId: win.playerId,
      amount: win.amount,
      currency: win.currency as JackpotAdmin['pools'][number]['currency'],
      drawId: win.drawId,
      wonAt: win.wonAt.toISOString(),
    })),
  };
}

const audited = (row: JackpotStanding['row']) => ({ slug: row.slug, ...jackpotTermsOf(row) });

/**
 * Progressive jackpots in the console (decision 036): listed and read with their pools (the ledger's balances, shown
 * and never edited) and latest wins; created and changed with their audit record (the operator, the terms before
 * and after, the reason) in the change's transaction.
 */
export function jackpotRoutes(
  app: FastifyInstance,
  guard: OperatorGuard,
  deps: { admin: Admin; unknownGames: UnknownGames },
): void {
  const { admin, unknownGames } = deps;
  serveOperatorEndpoints(
    app,
    OPERATOR_JACKPOT_ENDPOINTS,
    {
      list: async () => ({ success: true, jackpots: (await admin.list()).map(jackpotOf) }),
      read: async ({ params }) => ({ success: true, jackpot: jackpotOf(await admin.jackpot(params.slug)) }),
      create: async ({ body }) => {
        const record = await configurationChangeRecord(guard, {
          action: 'jackpot.created',
          reason: body.reason,
          audited,
        });
        const standing = await admin.create(body.slug, body.terms, { unknownGames }, record);
        return { success: true, jackpot: jackpotOf(standing) };
      },
      change: async ({ params, body }) => {
        const record = await configurationChangeRecord(guard, {
          action: 'jackpot.changed',
          reason: body.reason,
          audited,
        });
        const standing = await admin.change(params.slug, body.terms, { unknownGames }, record);
        return { success: true, jackpot: jackpotOf(standing) };
      },
    },
    guard,
  );
}
