import { type AdjustmentView, OPERATOR_ADJUSTMENT_ENDPOINTS } from '@casino/contracts/backoffice';
import type { FastifyInstance } from 'fastify';
import type { PlayerDirectory } from '../../accounts/index.ts';
import { type OperatorGuard, serveOperatorEndpoints } from '../serve-operator-endpoints.ts';
import type { AdjustmentsRepository } from './adjustments.repository.ts';
import type { LedgerAdjustmentRow } from './adjustments.schema.ts';
import type { AdjustmentsService } from './adjustments.service.ts';

async function viewsOf(
  rows: LedgerAdjustmentRow[],
  players: Pick<PlayerDirectory, 'findById'>,
): Promise<AdjustmentView[]> {
  const logins = new Map<number, string>();
  for (const playerId of new Set(rows.map((row) => row.playerId))) {
    logins.set(playerId, (await players.findById(playerId))?.login ?? String(playerId));
  }
  return rows.map((row) => ({
    id: row.id,
    playerId: row.playerId,
    playerLogin: logins.get(row.playerId) ?? String(row.playerId),
    direction: row.direction,
    amount: row.amount,
    currency: row.currency,
    reasonCode: row.reasonCode,
    reason: row.reason,
    status: row.status,
    requestedBy: row.requestedBy,
    decidedBy: row.decidedBy,
    decisionReason: row.decisionReason,
    transferId: row.transferId,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  }));
}

/** Manual adjustments in the console: the list, a request, and the second operator's decision. */
export function adjustmentRoutes(
  app: FastifyInstance,
  guard: OperatorGuard,
  deps: {
    adjustments: AdjustmentsService;
    repository: AdjustmentsRepository;
    players: Pick<PlayerDirectory, 'findById'>;
  },
): void {
  const { adjustments, repository, players } = deps;
  const one = async (row: LedgerAdjustmentRow) => {
    const [adjustment] = await viewsOf([row], players);
    if (!adjustment) throw new Error('an adjustment without its view');
    return { success: true as const, adjustment };
  };
  serveOperatorEndpoints(
    app,
    OPERATOR_ADJUSTMENT_ENDPOINTS,
    {
      list: async ({ query }) => ({
        success: true,
        adjustments: await viewsOf(await repository.list(query), players),
        fourEyesThreshold: adjustments.threshold,
      }),
      request: async ({ session, body }) => one(await adjustments.request(session.operator.login, body)),
      approve: async ({ session, params, body }) =>
        one(await adjustments.approve(session.operator.login, params.id, body.reason)),
      reject: async ({ session, params, body }) =>
        one(await adjustments.reject(session.operator.login, params.id, body.reason)),
    },
    guard,
  );
}
