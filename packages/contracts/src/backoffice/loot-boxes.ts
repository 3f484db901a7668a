import { z } from 'zod';
import { localizedTextSchema } from '../notifications.ts';
import { BACKOFFICE_API_PREFIX, operatorEndpoint } from './operator-endpoint.ts';
import { operatorReasonSchema, playerIdParamsSchema } from './players.ts';

/** A loot-box campaign as a console picker names it: what a granted box would be and whether it can be given. */
export const lootBoxCampaignOptionSchema = z.object({
  id: z.string(),
  title: localizedTextSchema,
  /** Only an enabled campaign's boxes can be given: a box nobody could open is never granted. */
  enabled: z.boolean(),
  /** How many chests a box shows; the player opens one. */
  chestCount: z.number().int(),
});
export type LootBoxCampaignOption = z.infer<typeof lootBoxCampaignOptionSchema>;

export const lootBoxCampaignListResponseSchema = z.object({
  success: z.literal(true),
  campaigns: z.array(lootBoxCampaignOptionSchema),
});

export const lootBoxGrantRequestSchema = z.object({
  /** The console's own id for this grant: sending it again never gives a second box. */
  requestId: z.uuid(),
  campaignId: z.string().min(1).max(63),
  reason: operatorReasonSchema,
});

export const lootBoxGrantResponseSchema = z.object({
  success: z.literal(true),
  lootBox: z.object({ id: z.number().int(), campaignId: z.string(), grantedAt: z.iso.datetime() }),
  /** False when this request id had given the box before: nothing new was given. */
  granted: z.boolean(),
});

/**
 * Loot boxes an operator gives a player (decision 036): marketing's goodwill or a prize made good by hand. Each
 * grant is audited with its reason; the player opens the box on the bonuses page like any other.
 */
export const OPERATOR_LOOT_BOX_ENDPOINTS = {
  campaigns: operatorEndpoint({
    method: 'GET',
    path: `${BACKOFFICE_API_PREFIX}/loot-boxes/campaigns/`,
    access: 'promotions.read',
    summary: 'The loot-box campaigns a box can be given from or a prize can name',
    input: {},
    reply: lootBoxCampaignListResponseSchema,
  }),
  grant: operatorEndpoint({
    method: 'POST',
    path: `${BACKOFFICE_API_PREFIX}/players/:id/loot-boxes/`,
    access: 'promotions.manage',
    summary:
      "Gives the player a loot box of an enabled campaign, once per request id, with the operator's reason",
    input: { params: playerIdParamsSchema, body: lootBoxGrantRequestSchema },
    reply: lootBoxGrantResponseSchema,
  }),
};
