import { z } from 'zod';
import { MINOR_UNITS } from '../money.ts';
import { localizedTextSchema } from '../notifications.ts';
import { currencySchema } from '../schemas.ts';
import { jackpotSlugSchema } from './jackpots.ts';
import { BACKOFFICE_API_PREFIX, operatorEndpoint } from './operator-endpoint.ts';
import { countedGamesFaults, countedGamesSchema } from './piggy-bank.ts';
import { operatorReasonSchema } from './players.ts';
import { pairedAmountFaults, refineWith, type TermsFault, textFaults } from './terms-faults.ts';

/**
 * A round's drop point is drawn below 2^32 above its seed amount (`fairDropPoint` in the game maths): a wider span
 * from the seed amount to the ceiling could not be drawn, and the round would never open.
 */
export const SEVENS_MAX_DROP_SPAN = 0x1_0000_0000;

/** The most a seed amount or a ceiling may be, in minor units: beyond any promotion, well within safe integers. */
const SEVENS_MAX_AMOUNT = 1_000_000_000_00;

/**
 * A jackpot-sevens' terms as the back office edits them (decision 036). Per currency: the seed amount each round
 * opens with and the ceiling it must drop before; the share of real-money stakes in its games that feeds the pool.
 * The pool itself is a ledger account and no term of these.
 */
export const jackpotSevensTermsSchema = z.object({
  title: localizedTextSchema,
  enabled: z.boolean(),
  shareBasisPoints: z.number().int().min(1).max(10_000),
  seedAmount: z.partialRecord(currencySchema, z.number().int().positive().max(SEVENS_MAX_AMOUNT)),
  dropCeiling: z.partialRecord(currencySchema, z.number().int().positive().max(SEVENS_MAX_AMOUNT)),
  games: countedGamesSchema,
});
export type JackpotSevensTerms = z.infer<typeof jackpotSevensTermsSchema>;

/**
 * What a jackpot-sevens' terms must hold together beyond their shape, as field errors: one rule set for the
 * console's form and the server (which adds that the games are the catalogue's). A currency has both a seed amount
 * and a ceiling, or neither (then it has no such jackpot), and it runs in one at least. The ceiling is above the
 * seed amount and at most 2^32 minor units beyond it, the span `fairDropPoint` can draw a round's drop point in.
 */
export function jackpotSevensTermsFaults(terms: JackpotSevensTerms): TermsFault[] {
  const { faults, paired } = pairedAmountFaults(
    ['seedAmount', terms.seedAmount],
    ['dropCeiling', terms.dropCeiling],
    { both: 'give both the seed amount and the ceiling', none: 'run it in at least one currency' },
  );
  for (const { currency, first: seed, second: ceiling } of paired) {
    if (ceiling <= seed) faults.push([['dropCeiling', currency], 'set the ceiling above the seed amount']);
    else if (ceiling - seed > SEVENS_MAX_DROP_SPAN) {
      const widest = (SEVENS_MAX_DROP_SPAN / MINOR_UNITS[currency]).toLocaleString('en-GB');
      faults.push([['dropCeiling', currency], `keep the ceiling within ${widest} of the seed amount`]);
    }
  }
  return [
    ...textFaults(['title'], terms.title),
    ...faults,
    ...countedGamesFaults(terms.games, 'pick the games whose stakes feed it'),
  ];
}

/** The terms' shape and the rules above: what the console's form checks before it sends. */
export const jackpotSevensTermsFormSchema = jackpotSevensTermsSchema.superRefine(
  refineWith(jackpotSevensTermsFaults),
);

/** A round as the console shows it: its commitment and the terms it opened under (never its seed or drop point). */
const openRoundSchema = z.object({
  id: z.number().int(),
  serverSeedHash: z.string(),
  openedAt: z.iso.datetime(),
  seedAmount: z.number().int(),
  dropCeiling: z.number().int(),
});

/**
 * A jackpot-sevens as the console shows it: its terms and, per currency it runs in or has a pool in, the pool
 * (read from the ledger, never edited), the open round (null until the first stake opens one) and how many rounds
 * have dropped.
 */
export const jackpotSevensAdminSchema = z.object({
  slug: z.string(),
  terms: jackpotSevensTermsSchema,
  updatedAt: z.iso.datetime(),
  pools: z.array(
    z.object({
      currency: currencySchema,
      amount: z.number().int(),
      round: openRoundSchema.nullable(),
      drops: z.number().int().nonnegative(),
    }),
  ),
});
export type JackpotSevensAdmin = z.infer<typeof jackpotSevensAdminSchema>;

export const jackpotSevensListResponseSchema = z.object({
  success: z.literal(true),
  jackpots: z.array(jackpotSevensAdminSchema),
});
export const jackpotSevensAdminResponseSchema = z.object({
  success: z.literal(true),
  jackpot: jackpotSevensAdminSchema,
});
export const jackpotSevensAdminParamsSchema = z.object({ slug: jackpotSlugSchema });
export const jackpotSevensChangeSchema = z.object({
  terms: jackpotSevensTermsSchema,
  reason: operatorReasonSchema,
});
export const jackpotSevensCreateSchema = jackpotSevensChangeSchema.extend({ slug: jackpotSlugSchema });

const SEVENS_PATH = `${BACKOFFICE_API_PREFIX}/jackpot-sevens`;

/**
 * Jackpot-sevens (decision 036), configured by marketing as the other promotions are. A change applies from each
 * pool's next round: the open round keeps the drop point it committed to.
 */
export const OPERATOR_JACKPOT_SEVENS_ENDPOINTS = {
  list: operatorEndpoint({
    method: 'GET',
    path: `${SEVENS_PATH}/`,
    access: 'promotions.read',
    summary: 'The jackpot-sevens with their terms, pools and open rounds',
    input: {},
    reply: jackpotSevensListResponseSchema,
  }),
  read: operatorEndpoint({
    method: 'GET',
    path: `${SEVENS_PATH}/:slug/`,
    access: 'promotions.read',
    summary: 'One jackpot-sevens with its terms, pools and open rounds',
    input: { params: jackpotSevensAdminParamsSchema },
    reply: jackpotSevensAdminResponseSchema,
  }),
  create: operatorEndpoint({
    method: 'POST',
    path: `${SEVENS_PATH}/`,
    access: 'promotions.manage',
    summary: 'Creates a jackpot-sevens; each pool opens its first round at the first stake',
    input: { body: jackpotSevensCreateSchema },
    reply: jackpotSevensAdminResponseSchema,
  }),
  change: operatorEndpoint({
    method: 'POST',
    path: `${SEVENS_PATH}/:slug/`,
    access: 'promotions.manage',
    summary:
      "Changes a jackpot-sevens' terms: title, games, share, seed amounts and ceilings (from the next round)",
    input: { params: jackpotSevensAdminParamsSchema, body: jackpotSevensChangeSchema },
    reply: jackpotSevensAdminResponseSchema,
  }),
};
