import { z } from 'zod';
import { chancePrizeCovers } from '../chance.ts';
import { type DropTerms, dropSlugSchema, dropTermsSchema } from '../drops.ts';
import { LANGUAGES } from '../language.ts';
import { BACKOFFICE_API_PREFIX, operatorEndpoint } from './operator-endpoint.ts';
import { operatorReasonSchema } from './players.ts';

/** A field the terms break (its path under the terms) and why. */
export type DropTermsFault = [path: (string | number)[], message: string];

/**
 * What a drop campaign's terms must hold together beyond their shape, as field errors: one rule set for the
 * console's form and the server (which adds that a bonus prize's template exists and that the kind of a campaign
 * that has dropped stays). A money prize in every currency, so no winner wins nothing.
 */
export function dropTermsFaults(terms: DropTerms): DropTermsFault[] {
  const faults: DropTermsFault[] = [];
  for (const lang of LANGUAGES) {
    if (terms.title[lang].trim() === '') faults.push([['title', lang], 'write it in every language']);
  }
  if (Date.parse(terms.endsAt) <= Date.parse(terms.startsAt))
    faults.push([['endsAt'], 'end after the start']);
  if (terms.games.length === 0) faults.push([['games'], 'name at least one game']);
  if (Object.keys(terms.stakes).length === 0)
    faults.push([['stakes'], 'give the odds in at least one currency']);
  if (terms.kind === 'prize') {
    if (terms.prizes.length === 0) faults.push([['prizes'], 'a prize drop needs at least one prize']);
    if (terms.starsPerDrop !== 0) faults.push([['starsPerDrop'], 'a prize drop drops no stars']);
    const ids = new Set<number>();
    for (const [index, line] of terms.prizes.entries()) {
      if (ids.has(line.id)) faults.push([['prizes', index, 'id'], 'each prize needs its own id']);
      ids.add(line.id);
      if (line.prize.type === 'none') faults.push([['prizes', index, 'prize'], 'a drop must drop something']);
      if (!chancePrizeCovers(line.prize))
        faults.push([['prizes', index, 'prize'], 'give the amount in every currency']);
    }
  } else {
    if (terms.prizes.length > 0) faults.push([['prizes'], 'a star drop has no prizes']);
    if (terms.starsPerDrop < 1) faults.push([['starsPerDrop'], 'drop at least one star']);
    if (terms.maxDrops < 1) faults.push([['maxDrops'], 'cap the drops at one or more']);
  }
  return faults;
}

/** The terms' shape and the rules above: what the console's form checks before it sends. */
export const dropTermsFormSchema = dropTermsSchema.superRefine((terms, context) => {
  for (const [path, message] of dropTermsFaults(terms)) context.addIssue({ code: 'custom', path, message });
});

/** A campaign as the console lists and edits it: its terms, and how much of it has dropped. */
export const dropCampaignAdminSchema = z.object({
  slug: z.string(),
  terms: dropTermsSchema,
  updatedAt: z.iso.datetime(),
  /** Prizes dropped so far per prize line id. */
  dropped: z.record(z.string(), z.number().int().min(0)),
  /** Drops made so far (of any kind). */
  drops: z.number().int().min(0),
  /** What is left to drop: prizes left, or the cap less the drops made. */
  dropsLeft: z.number().int().min(0),
});
export type DropCampaignAdmin = z.infer<typeof dropCampaignAdminSchema>;

export const dropCampaignListResponseSchema = z.object({
  success: z.literal(true),
  campaigns: z.array(dropCampaignAdminSchema),
});
export const dropCampaignResponseSchema = z.object({
  success: z.literal(true),
  campaign: dropCampaignAdminSchema,
});
export const dropCampaignParamsSchema = z.object({ slug: dropSlugSchema });
export const dropCampaignCreateSchema = z.object({
  slug: dropSlugSchema,
  terms: dropTermsSchema,
  reason: operatorReasonSchema,
});
export const dropCampaignChangeSchema = z.object({ terms: dropTermsSchema, reason: operatorReasonSchema });

const DROPS_PATH = `${BACKOFFICE_API_PREFIX}/drops`;

/**
 * Prize and star drop campaigns (decision 036), configured by marketing as the other promotions are. A change
 * applies to the next stake drawn; drops made stay, and a prize's count never falls below what has dropped of it.
 */
export const OPERATOR_DROP_ENDPOINTS = {
  list: operatorEndpoint({
    method: 'GET',
    path: `${DROPS_PATH}/`,
    access: 'promotions.read',
    summary: 'The drop campaigns with their terms and what is left to drop',
    input: {},
    reply: dropCampaignListResponseSchema,
  }),
  create: operatorEndpoint({
    method: 'POST',
    path: `${DROPS_PATH}/`,
    access: 'promotions.manage',
    summary: 'Sets up a prize or star drop campaign',
    input: { body: dropCampaignCreateSchema },
    reply: dropCampaignResponseSchema,
  }),
  change: operatorEndpoint({
    method: 'POST',
    path: `${DROPS_PATH}/:slug/`,
    access: 'promotions.manage',
    summary: "Changes a drop campaign's terms: window, games, odds, prizes or stars",
    input: { params: dropCampaignParamsSchema, body: dropCampaignChangeSchema },
    reply: dropCampaignResponseSchema,
  }),
};
