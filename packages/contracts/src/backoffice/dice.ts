import { z } from 'zod';
import { DICE_ACTIVITY_KINDS, diceActivityTermsSchema } from '../chance.ts';
import { BACKOFFICE_API_PREFIX, operatorEndpoint } from './operator-endpoint.ts';
import { operatorReasonSchema } from './players.ts';

/** A dice activity as the console edits it: its terms in the shape the change call takes, and when last changed. */
export const diceActivityAdminSchema = z.object({
  kind: z.enum(DICE_ACTIVITY_KINDS),
  terms: diceActivityTermsSchema,
  updatedAt: z.iso.datetime(),
});
export type DiceActivityAdmin = z.infer<typeof diceActivityAdminSchema>;

export const diceActivityListResponseSchema = z.object({
  success: z.literal(true),
  /** The activities set up so far; a kind not listed has no terms yet (its first change sets it up). */
  activities: z.array(diceActivityAdminSchema),
  /** Each sector's chance: `pairs` of the 36 throws of two dice land on it. */
  odds: z.array(z.object({ sector: z.number().int(), pairs: z.number().int() })),
});

export const diceActivityResponseSchema = z.object({
  success: z.literal(true),
  activity: diceActivityAdminSchema,
});

export const diceActivityParamsSchema = z.object({ kind: z.enum(DICE_ACTIVITY_KINDS) });

export const diceActivityChangeSchema = z.object({
  terms: diceActivityTermsSchema,
  reason: operatorReasonSchema,
});

const DICE_PATH = `${BACKOFFICE_API_PREFIX}/dice`;

/**
 * The daily and weekly dice (decision 036), configured by marketing as the other promotions are. A change applies
 * to the next throw; a throw already made keeps the odds table it was drawn under.
 */
export const OPERATOR_DICE_ENDPOINTS = {
  list: operatorEndpoint({
    method: 'GET',
    path: `${DICE_PATH}/`,
    access: 'promotions.read',
    summary: 'The daily and weekly dice with their terms and prize tables, and the chance of each sector',
    input: {},
    reply: diceActivityListResponseSchema,
  }),
  change: operatorEndpoint({
    method: 'POST',
    path: `${DICE_PATH}/:kind/`,
    access: 'promotions.manage',
    summary: "Changes a dice activity's terms and prize table (sets it up if it has none yet)",
    input: { params: diceActivityParamsSchema, body: diceActivityChangeSchema },
    reply: diceActivityResponseSchema,
  }),
};
