import { type LotteryAdmin, OPERATOR_LOTTERY_ENDPOINTS } from '@casino/contracts/backoffice';
import type { FastifyInstance } from 'fastify';
import { type LotteryDrawRow, type LotteryRow, lotteryTermsOf } from '../../chance/index.ts';
import { configurationChangeRecord } from '../configuration-change-record.ts';
import { type OperatorGuard, serveOperatorEndpoints } from '../serve-operator-endpoints.ts';

type Admin = FastifyInstance['chance']['lotteryAdmin'];

function lotteryOf({
  row,
  nextDraw,
}: {
  row: LotteryRow;
  nextDraw: LotteryDrawRow | undefined;
}): LotteryAdmin {
  return {
    slug: row.slug,
    terms: lotteryTermsOf(row),
    updatedAt: row.updatedAt.toISOString(),
    nextDraw: nextDraw
      ? { id: nextDraw.id, drawAt: nextDraw.drawAt.toISOString(), serverSeedHash: nextDraw.serverSeedHash }
      : null,
  };
}

/**
 * The lotteries in the console (decision 036): listed with their scheduled draws, and each changed with its audit
 * record (the operator, the terms before and after, the reason) in the change's transaction.
 */
export function lotteryRoutes(app: FastifyInstance, guard: OperatorGuard, admin: Admin): void {
  serveOperatorEndpoints(
    app,
    OPERATOR_LOTTERY_ENDPOINTS,
    {
      list: async () => ({ success: true, lotteries: (await admin.list()).map(lotteryOf) }),
      change: async ({ params, body }) => {
        const record = await configurationChangeRecord(guard, {
          action: 'lottery.changed',
          reason: body.reason,
          audited: (lottery: LotteryRow) => ({ slug: lottery.slug, ...lotteryTermsOf(lottery) }),
        });
        const changed = await admin.change(params.slug, body.terms, record);
        return { success: true, lottery: lotteryOf(changed) };
      },
    },
    guard,
  );
}
