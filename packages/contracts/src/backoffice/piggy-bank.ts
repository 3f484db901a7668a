import { z } from 'zod';
import { CURRENCIES } from '../money.ts';
import { currencySchema } from '../schemas.ts';
import { BACKOFFICE_API_PREFIX, operatorEndpoint } from './operator-endpoint.ts';
import { operatorReasonSchema } from './players.ts';
import { refineWith, type TermsFault } from './terms-faults.ts';

const amountsSchema = z.partialRecord(currencySchema, z.number().int().positive().max(1_000_000_000_00));

/** The game slugs whose real-money stakes count towards a chance feature (the piggy bank, a jackpot). */
export const countedGamesSchema = z.array(z.string().min(1).max(100)).max(500);

/**
 * The piggy bank's terms as the back office edits them (decision 036): the share of each real-money stake in the
 * games that fills it, and per currency the amount it may be broken at and the amount it is full at. What a player
 * takes when breaking it is its amount, paid as real money.
 */
export const piggyBankTermsSchema = z.object({
  enabled: z.boolean(),
  shareBasisPoints: z.number().int().min(1).max(10_000),
  minAmount: amountsSchema,
  maxAmount: amountsSchema,
  games: countedGamesSchema,
});
export type PiggyBankTerms = z.infer<typeof piggyBankTermsSchema>;

/** Each game named once, and at least one: the stakes of no game would fill nothing. */
export function countedGamesFaults(games: readonly string[], none: string): TermsFault[] {
  if (games.length === 0) return [[['games'], none]];
  const repeated = games.filter((slug, index) => games.indexOf(slug) !== index);
  return repeated.length > 0 ? [[['games'], `listed twice: ${[...new Set(repeated)].join(', ')}`]] : [];
}

/**
 * What the piggy bank's terms must hold together beyond their shape, as field errors: one rule set for the console's
 * form and the server (which adds that the games are the catalogue's). A currency has both amounts or neither (a
 * currency without them has no piggy bank), the amount it may be broken at no more than the full one.
 */
export function piggyBankTermsFaults(terms: PiggyBankTerms): TermsFault[] {
  const faults: TermsFault[] = [];
  let running = 0;
  for (const currency of CURRENCIES) {
    const min = terms.minAmount[currency];
    const max = terms.maxAmount[currency];
    if (min === undefined && max === undefined) continue;
    running += 1;
    if (min === undefined) faults.push([['minAmount', currency], 'give both amounts, or neither']);
    else if (max === undefined) faults.push([['maxAmount', currency], 'give both amounts, or neither']);
    else if (min > max) faults.push([['minAmount', currency], 'at most the full amount']);
  }
  if (running === 0) faults.push([['maxAmount'], 'give the amounts in at least one currency']);
  return [...faults, ...countedGamesFaults(terms.games, 'pick the games whose stakes fill it')];
}

/** The terms' shape and the rules above: what the console's form checks before it sends. */
export const piggyBankTermsFormSchema = piggyBankTermsSchema.superRefine(refineWith(piggyBankTermsFaults));

/** The piggy bank as the console edits it; `terms` null while it has not been set up (its first change does). */
export const piggyBankAdminSchema = z.object({
  id: z.string(),
  terms: piggyBankTermsSchema.nullable(),
  updatedAt: z.iso.datetime().nullable(),
});
export type PiggyBankAdmin = z.infer<typeof piggyBankAdminSchema>;

export const piggyBankListResponseSchema = z.object({
  success: z.literal(true),
  piggyBanks: z.array(piggyBankAdminSchema),
});
export const piggyBankAdminResponseSchema = z.object({
  success: z.literal(true),
  piggyBank: piggyBankAdminSchema,
});
export const piggyBankAdminParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/) });
export const piggyBankChangeSchema = z.object({ terms: piggyBankTermsSchema, reason: operatorReasonSchema });

const PIGGY_PATH = `${BACKOFFICE_API_PREFIX}/piggy-banks`;

/**
 * The piggy bank (decision 036), configured by marketing as the other promotions are. A change applies to the next
 * stake counted; money already in players' piggy banks stays theirs.
 */
export const OPERATOR_PIGGY_BANK_ENDPOINTS = {
  list: operatorEndpoint({
    method: 'GET',
    path: `${PIGGY_PATH}/`,
    access: 'promotions.read',
    summary: "The piggy bank's terms: its share of stakes, the amounts per currency and the games",
    input: {},
    reply: piggyBankListResponseSchema,
  }),
  read: operatorEndpoint({
    method: 'GET',
    path: `${PIGGY_PATH}/:id/`,
    access: 'promotions.read',
    summary: "The piggy bank's terms",
    input: { params: piggyBankAdminParamsSchema },
    reply: piggyBankAdminResponseSchema,
  }),
  change: operatorEndpoint({
    method: 'POST',
    path: `${PIGGY_PATH}/:id/`,
    access: 'promotions.manage',
    summary: "Changes the piggy bank's terms (sets it up if it has none yet)",
    input: { params: piggyBankAdminParamsSchema, body: piggyBankChangeSchema },
    reply: piggyBankAdminResponseSchema,
  }),
};
