import { type ChestCampaignAdmin, OPERATOR_CHEST_CAMPAIGN_ENDPOINTS } from '@casino/contracts/backoffice';
import type { FastifyInstance } from 'fastify';
import { type ChestCampaignRow, chestCampaignTermsOf } from '../../chance/index.ts';
import { configurationChangeRecord } from '../configuration-change-record.ts';
import { type OperatorGuard, serveOperatorEndpoints } from '../serve-operator-endpoints.ts';

type Admin = FastifyInstance['chance']['chestCampaignsAdmin'];

function campaignOf(row: ChestCampaignRow): ChestCampaignAdmin {
  return { id: row.id, terms: chestCampaignTermsOf(row), updatedAt: row.updatedAt.toISOString() };
}

const audited = (row: ChestCampaignRow) => ({ id: row.id, ...chestCampaignTermsOf(row) });

/**
 * Chest and loot-box campaigns in the console (decision 036): listed, read, created and changed, each change with
 * its audit record (the operator, the terms before and after, the reason) in the change's transaction.
 */
export function chestCampaignRoutes(app: FastifyInstance, guard: OperatorGuard, admin: Admin): void {
  serveOperatorEndpoints(
    app,
    OPERATOR_CHEST_CAMPAIGN_ENDPOINTS,
    {
      list: async () => ({ success: true, campaigns: (await admin.list()).map(campaignOf) }),
      read: async ({ params }) => ({ success: true, campaign: campaignOf(await admin.campaign(params.id)) }),
      create: async ({ body }) => {
        const record = await configurationChangeRecord(guard, {
          action: 'chest_campaign.created',
          reason: body.reason,
          audited,
        });
        const row = await admin.create(body.id, body.terms, record);
        return { success: true, campaign: campaignOf(row) };
      },
      change: async ({ params, body }) => {
        const record = await configurationChangeRecord(guard, {
          action: 'chest_campaign.changed',
          reason: body.reason,
          audited,
        });
        const row = await admin.change(params.id, body.terms, record);
        return { success: true, campaign: campaignOf(row) };
      },
    },
    guard,
  );
}
