import { type JackpotSevensAdmin, OPERATOR_JACKPOT_SEVENS_ENDPOINTS } from '@casino/contracts/backoffice';
import type { FastifyInstance } from 'fastify';
import { jackpotSevensTermsOf, type SevensStanding, type UnknownGames } from '../../chance/index.ts';
import { configurationChangeRecord } from '../configuration-change-record.ts';
import { type OperatorGuard, serveOperatorEndpoints } from '../serve-operator-endpoints.ts';

type Admin = FastifyInstance['chance']['sevensAdmin'];

/** The open round's commitment and the terms it opened under: its seed and drop point stay secret until it drops. */
function jackpotOf({ row, pools }: SevensStanding): JackpotSevensAdmin {
  return {
    slug: row.slug,
    terms: jackpotSevensTermsOf(row),
    updatedAt: row.updatedAt.toISOString(),
    pools: pools.map(({ currency, amount, round, drops }) => ({
      currency,
      amount,
      drops,
      round: round && {
        id: round.id,
        serverSeedHash: round.serverSeedHash,
        openedAt: round.openedAt.toISOString(),
        seedAmount: round.seedAmount,
        dropCeiling: round.dropCeiling,
      },
    })),
  };
}

const audited = (row: SevensStanding['row']) => ({ slug: row.slug, ...jackpotSevensTermsOf(row) });

/**
 * Jackpot-sevens in the console (decision 036): listed and read with their pools (the ledger's balances, shown and
 * never edited), open rounds and drops; created and changed with their audit record (the operator, the terms
 * before and after, the reason) in the change's transaction.
 */
export function jackpotSevensRoutes(
  app: FastifyInstance,
  guard: OperatorGuard,
  deps: { admin: Admin; unknownGames: UnknownGames },
): void {
  const { admin, unknownGames } = deps;
  serveOperatorEndpoints(
    app,
    OPERATOR_JACKPOT_SEVENS_ENDPOINTS,
    {
      list: async () => ({ success: true, jackpots: (await admin.list()).map(jackpotOf) }),
      read: async ({ params }) => ({ success: true, jackpot: jackpotOf(await admin.jackpot(params.slug)) }),
      create: async ({ body }) => {
        const record = await configurationChangeRecord(guard, {
          action: 'jackpot_sevens.created',
          reason: body.reason,
          audited,
        });
        const standing = await admin.create(body.slug, body.terms, { unknownGames }, record);
        return { success: true, jackpot: jackpotOf(standing) };
      },
      change: async ({ params, body }) => {
        const record = await configurationChangeRecord(guard, {
          action: 'jackpot_sevens.changed',
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
