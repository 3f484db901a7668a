import { z } from 'zod';
import { type ChestCampaignTerms, chestCampaignTermsSchema } from '../chests.ts';
import { BACKOFFICE_API_PREFIX, operatorEndpoint } from './operator-endpoint.ts';
import { operatorReasonSchema } from './players.ts';
import {
  missingCurrencyFaults,
  prizeAmountFaults,
  refineWith,
  type TermsFault,
  textFaults,
} from './terms-faults.ts';

/**
 * What a chest or loot-box campaign's terms must hold together beyond their shape, as field errors: one rule set for
 * the console's form and the server (which adds that what each prize names exists and that a campaign keeps its
 * kind). Chests are earned, so they name what earns one and how much, in every currency; loot boxes are granted.
 */
export function chestCampaignTermsFaults(terms: ChestCampaignTerms): TermsFault[] {
  const faults = textFaults(['title'], terms.title);
  if (terms.kind === 'chests') {
    if (terms.earnBy === null) faults.push([['earnBy'], 'say what earns a chest']);
    faults.push(
      ...missingCurrencyFaults(
        ['progressTarget'],
        terms.progressTarget,
        'required: the progress that earns a chest',
      ),
    );
  } else if (terms.earnBy !== null) {
    faults.push([['earnBy'], 'a loot box is granted, not earned']);
  }
  for (const side of ['closed', 'opened'] as const) {
    if (terms.images[side].trim() === '') faults.push([['images', side], 'give the image']);
  }
  for (const [index, row] of terms.prizes.entries()) {
    faults.push(...prizeAmountFaults(['prizes', index, 'prize'], row.prize));
  }
  return faults;
}

/** The terms' shape and the rules above: what the console's form checks before it sends. */
export const chestCampaignTermsFormSchema = chestCampaignTermsSchema.superRefine(
  refineWith(chestCampaignTermsFaults),
);

export const chestCampaignIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'lowercase letters, digits and dashes');

/** A campaign as the console edits it: its terms in the shape the change call takes, and when last changed. */
export const chestCampaignAdminSchema = z.object({
  id: z.string(),
  terms: chestCampaignTermsSchema,
  updatedAt: z.iso.datetime(),
});
export type ChestCampaignAdmin = z.infer<typeof chestCampaignAdminSchema>;

export const chestCampaignListResponseSchema = z.object({
  success: z.literal(true),
  campaigns: z.array(chestCampaignAdminSchema),
});
export const chestCampaignResponseSchema = z.object({
  success: z.literal(true),
  campaign: chestCampaignAdminSchema,
});
export const chestCampaignParamsSchema = z.object({ id: chestCampaignIdSchema });
export const chestCampaignChangeSchema = z.object({
  terms: chestCampaignTermsSchema,
  reason: operatorReasonSchema,
});
export const chestCampaignCreateSchema = chestCampaignChangeSchema.extend({ id: chestCampaignIdSchema });

const CHEST_PATH = `${BACKOFFICE_API_PREFIX}/chest-campaigns`;

/**
 * Chest and loot-box campaigns (decision 036), configured by marketing as the other promotions are. A change
 * applies to the next open; a chest already opened keeps the prize its draw recorded, progress and chests already
 * earned stay.
 */
export const OPERATOR_CHEST_CAMPAIGN_ENDPOINTS = {
  list: operatorEndpoint({
    method: 'GET',
    path: `${CHEST_PATH}/`,
    access: 'promotions.read',
    summary: 'The chest and loot-box campaigns with their terms and prize tables',
    input: {},
    reply: chestCampaignListResponseSchema,
  }),
  read: operatorEndpoint({
    method: 'GET',
    path: `${CHEST_PATH}/:id/`,
    access: 'promotions.read',
    summary: 'One chest or loot-box campaign with its terms and prize table',
    input: { params: chestCampaignParamsSchema },
    reply: chestCampaignResponseSchema,
  }),
  create: operatorEndpoint({
    method: 'POST',
    path: `${CHEST_PATH}/`,
    access: 'promotions.manage',
    summary: 'Creates a chest or loot-box campaign',
    input: { body: chestCampaignCreateSchema },
    reply: chestCampaignResponseSchema,
  }),
  change: operatorEndpoint({
    method: 'POST',
    path: `${CHEST_PATH}/:id/`,
    access: 'promotions.manage',
    summary: "Changes a campaign's terms: prize table, progress targets and open limits",
    input: { params: chestCampaignParamsSchema, body: chestCampaignChangeSchema },
    reply: chestCampaignResponseSchema,
  }),
};
