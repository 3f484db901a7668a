import { OPERATOR_LOOT_BOX_ENDPOINTS } from '@casino/contracts/backoffice';
import type { FastifyInstance } from 'fastify';
import { currentAuditContext } from '../../audit/index.ts';
import { type OperatorGuard, serveOperatorEndpoints } from '../serve-operator-endpoints.ts';

type LootBoxAdmin = FastifyInstance['chance']['lootBoxAdmin'];

/**
 * Loot boxes in the console (decision 036): the campaigns a box can come from, and a box given to a player with the
 * audit record (the operator, the campaign, the reason) in the grant's transaction.
 */
export function lootBoxRoutes(app: FastifyInstance, guard: OperatorGuard, admin: LootBoxAdmin): void {
  serveOperatorEndpoints(
    app,
    OPERATOR_LOOT_BOX_ENDPOINTS,
    {
      campaigns: async () => ({
        success: true,
        campaigns: (await admin.campaigns()).map(({ id, title, enabled, chestCount }) => ({
          id,
          title,
          enabled,
          chestCount,
        })),
      }),
      grant: async ({ params, body }) => {
        const context = await currentAuditContext();
        const { box, granted } = await admin.grant(
          { playerId: params.id, campaignId: body.campaignId, requestId: body.requestId },
          (tx, given) =>
            guard.audit.record(tx, context, {
              playerId: params.id,
              action: 'loot_box.granted',
              before: null,
              after: { lootBoxId: given.id, campaignId: given.campaignId },
              reason: body.reason,
            }),
        );
        return {
          success: true,
          lootBox: { id: box.id, campaignId: box.campaignId, grantedAt: box.grantedAt.toISOString() },
          granted,
        };
      },
    },
    guard,
  );
}
