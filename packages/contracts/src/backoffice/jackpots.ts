import { z } from 'zod';
import { CURRENCIES } from '../money.ts';
import { localizedTextSchema } from '../notifications.ts';
import { currencySchema } from '../schemas.ts';
import { BACKOFFICE_API_PREFIX, operatorEndpoint } from './operator-endpoint.ts';
import { countedGamesFaults, countedGamesSchema } from './piggy-bank.ts';
import { operatorReasonSchema } from './players.ts';
import { refineWith, type TermsFault, textFaults } from './terms-faults.ts';

/** A stake's tickets are drawn out of 10^9 (`JACKPOT_TICKETS` in the game maths): no currency's odds may pass it. */
export const JACKPOT_MAX_TICKETS_PER_MINOR_UNIT = 1_000_000_000;

/**
 * A progressive jackpot's terms as the back office edits them (decision 036). Per currency: the seed amount its pool
 * starts from after a win, and its odds (tickets per minor unit of stake); the share of real-money stakes in its
 * games that feeds the pool. The pool itself is a ledger account and no term of these.
 */
export const jackpotTermsSchema = z.object({
  title: localizedTextSchema,
  enabled: z.boolean(),
  shareBasisPoints: z.number().int().min(1).max(10_000),
  seedAmount: z.partialRecord(currencySchema, z.number().int().positive().max(1_000_000_000_00)),
  ticketsPerMinorUnit: z.partialRecord(
    currencySchema,
    z.number().int().positive().max(JACKPOT_MAX_TICKETS_PER_MINOR_UNIT),
  ),
  games: countedGamesSchema,
});
export type JackpotTerms = z.infer<typeof jackpotTermsSchema>;

/**
 * What a jackpot's terms must hold together beyond their shape, as field errors: one rule set for the console's
 * form and the server (which adds that the games are the catalogue's). A currency has both a seed amount and odds,
 * or neither (then the jackpot does not run in it); it runs in one at least.
 */
export function jackpotTermsFaults(terms: JackpotTerms): TermsFault[] {
  const faults = textFaults(['title'], terms.title);
  let running = 0;
  for (const currency of CURRENCIES) {
    const seed = terms.seedAmount[currency];
    const odds = terms.ticketsPerMinorUnit[currency];
    if (seed === undefined && odds === undefined) continue;
    running += 1;
    if (seed === undefined) faults.push([['seedAmount', currency], 'give both the seed amount and the odds']);
    if (odds === undefined)
      faults.push([['ticketsPerMinorUnit', currency], 'give both the seed amount and the odds']);
  }
  if (running === 0) faults.push([['seedAmount'], 'run it in at least one currency']);
  return [...faults, ...countedGamesFaults(terms.games, 'pick the games whose stakes feed it')];
}

/** The terms' shape and the rules above: what the console's form checks before it sends. */
export const jackpotTermsFormSchema = jackpotTermsSchema.superRefine(refineWith(jackpotTermsFaults));

export const jackpotSlugSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'lowercase letters, digits and dashes');

/** A jackpot as the console shows it: its terms, its pools (read from the ledger, never edited) and latest wins. */
export const jackpotAdminSchema = z.object({
  slug: z.string(),
  terms: jackpotTermsSchema,
  updatedAt: z.iso.datetime(),
  /** The tickets a stake's are drawn out of. */
  totalTickets: z.number().int().positive(),
  /** The balance of each currency's pool account. */
  pools: z.array(z.object({ currency: currencySchema, amount: z.number().int() })),
  /** The latest wins, newest first. */
  recentWins: z.array(
    z.object({
      id: z.number().int(),
      playerId: z.number().int(),
      amount: z.number().int(),
      currency: currencySchema,
      drawId: z.number().int(),
      wonAt: z.iso.datetime(),
    }),
  ),
});
export type JackpotAdmin = z.infer<typeof jackpotAdminSchema>;

export const jackpotListResponseSchema = z.object({
  success: z.literal(true),
  jackpots: z.array(jackpotAdminSchema),
});
export const jackpotAdminResponseSchema = z.object({ success: z.literal(true), jackpot: jackpotAdminSchema });
export const jackpotAdminParamsSchema = z.object({ slug: jackpotSlugSchema });
export const jackpotChangeSchema = z.object({ terms: jackpotTermsSchema, reason: operatorReasonSchema });
export const jackpotCreateSchema = jackpotChangeSchema.extend({ slug: jackpotSlugSchema });

const JACKPOT_PATH = `${BACKOFFICE_API_PREFIX}/jackpots`;

/**
 * Progressive jackpots (decision 036), configured by marketing as the other promotions are. A change applies to the
 * next stake; a pool keeps its money, and a new seed amount is put in after the next win.
 */
export const OPERATOR_JACKPOT_ENDPOINTS = {
  list: operatorEndpoint({
    method: 'GET',
    path: `${JACKPOT_PATH}/`,
    access: 'promotions.read',
    summary: 'The progressive jackpots with their terms, pools and latest wins',
    input: {},
    reply: jackpotListResponseSchema,
  }),
  read: operatorEndpoint({
    method: 'GET',
    path: `${JACKPOT_PATH}/:slug/`,
    access: 'promotions.read',
    summary: 'One progressive jackpot with its terms, pools and latest wins',
    input: { params: jackpotAdminParamsSchema },
    reply: jackpotAdminResponseSchema,
  }),
  create: operatorEndpoint({
    method: 'POST',
    path: `${JACKPOT_PATH}/`,
    access: 'promotions.manage',
    summary: 'Creates a progressive jackpot, its pools opened with their seed amounts',
    input: { body: jackpotCreateSchema },
    reply: jackpotAdminResponseSchema,
  }),
  change: operatorEndpoint({
    method: 'POST',
    path: `${JACKPOT_PATH}/:slug/`,
    access: 'promotions.manage',
    summary: "Changes a jackpot's terms: title, games, share, seed amounts and odds (never its pool)",
    input: { params: jackpotAdminParamsSchema, body: jackpotChangeSchema },
    reply: jackpotAdminResponseSchema,
  }),
};
