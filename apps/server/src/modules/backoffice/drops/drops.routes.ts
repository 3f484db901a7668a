import { type DropCampaignAdmin, OPERATOR_DROP_ENDPOINTS } from '@casino/contracts/backoffice';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.ts';
import { currentAuditContext } from '../../audit/index.ts';
import { type DropCampaignRow, dropsLeft, dropTermsOf } from '../../chance/index.ts';
import { type OperatorGuard, serveOperatorEndpoints } from '../serve-operator-endpoints.ts';

type Admin = FastifyInstance['chance']['dropsAdmin'];

function campaignOf(row: DropCampaignRow): DropCampaignAdmin {
  return {
    slug: row.slug,
    terms: dropTermsOf(row),
    updatedAt: row.updatedAt.toISOString(),
    dropped: row.dropped,
    drops: row.drops,
    dropsLeft: dropsLeft(row),
  };
}

/** What the audit trail keeps of a campaign: its terms under its slug. */
function audited(row: DropCampaignRow | undefined) {
  return row ? { slug: row.slug, ...dropTermsOf(row) } : null;
}

/**
 * The drop campaigns in the console (decision 036): listed with what is left to drop, created and changed each with
 * its audit record (the operator, the terms before and after, the reason) in the change's transaction.
 */
export function dropsRoutes(app: FastifyInstance, guard: OperatorGuard, admin: Admin): void {
  const record = async (reason: string, action: 'drops.created' | 'drops.changed') => {
    const context = await currentAuditContext();
    return (tx: Db, change: { before: DropCampaignRow | undefined; after: DropCampaignRow }) =>
      guard.audit.record(tx, context, {
        playerId: null,
        action,
        before: audited(change.before),
        after: audited(change.after),
        reason,
      });
  };
  serveOperatorEndpoints(
    app,
    OPERATOR_DROP_ENDPOINTS,
    {
      list: async () => ({ success: true, campaigns: (await admin.list()).map(campaignOf) }),
      create: async ({ body }) => ({
        success: true,
        campaign: campaignOf(
          await admin.create(body.slug, body.terms, await record(body.reason, 'drops.created')),
        ),
      }),
      change: async ({ params, body }) => ({
        success: true,
        campaign: campaignOf(
          await admin.change(params.slug, body.terms, await record(body.reason, 'drops.changed')),
        ),
      }),
    },
    guard,
  );
}
