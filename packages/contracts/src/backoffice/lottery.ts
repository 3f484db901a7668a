import { z } from 'zod';
import { chancePrizeCovers } from '../chance.ts';
import { LANGUAGES } from '../language.ts';
import { type LotteryTerms, lotteryTermsSchema } from '../lottery.ts';
import { CURRENCIES } from '../money.ts';
import { LOTTERY_TICKET_KINDS } from '../rewards.ts';
import { BACKOFFICE_API_PREFIX, operatorEndpoint } from './operator-endpoint.ts';
import { operatorReasonSchema } from './players.ts';

/** A field the terms break (its path under the terms) and why. */
export type LotteryTermsFault = [path: (string | number)[], message: string];

/**
 * What a lottery's terms must hold together beyond their shape, as field errors: one rule set for the console's
 * form and the server (which adds that a bonus prize's template exists). Every text in every language; a money
 * price or prize in every currency, so no player is offered a ticket they cannot buy or wins nothing.
 */
export function lotteryTermsFaults(terms: LotteryTerms): LotteryTermsFault[] {
  const faults: LotteryTermsFault[] = [];
  for (const lang of LANGUAGES) {
    if (terms.title[lang].trim() === '') faults.push([['title', lang], 'write it in every language']);
  }
  for (const kind of LOTTERY_TICKET_KINDS) {
    const { money } = terms.costTickets[kind];
    if (Object.keys(money).length === 0) continue;
    for (const currency of CURRENCIES.filter((code) => !((money[code] ?? 0) > 0))) {
      faults.push([['costTickets', kind, 'money', currency], 'give the price in every currency']);
    }
  }
  for (const [levelIndex, level] of terms.levels.entries()) {
    for (const lang of LANGUAGES) {
      if (level.title[lang].trim() === '')
        faults.push([['levels', levelIndex, 'title', lang], 'write it in every language']);
    }
    if (!chancePrizeCovers(level.drawPrize))
      faults.push([['levels', levelIndex, 'drawPrize'], 'give the amount in every currency']);
    for (const [prizeIndex, { prize }] of level.prizes.entries()) {
      if (!chancePrizeCovers(prize))
        faults.push([
          ['levels', levelIndex, 'prizes', prizeIndex, 'prize'],
          'give the amount in every currency',
        ]);
    }
  }
  return faults;
}

/** The terms' shape and the rules above: what the console's form checks before it sends. */
export const lotteryTermsFormSchema = lotteryTermsSchema.superRefine((terms, context) => {
  for (const [path, message] of lotteryTermsFaults(terms))
    context.addIssue({ code: 'custom', path, message });
});

/** A lottery as the console edits it: its terms in the shape the change call takes, and when last changed. */
export const lotteryAdminSchema = z.object({
  slug: z.string(),
  terms: lotteryTermsSchema,
  updatedAt: z.iso.datetime(),
  /** The scheduled draw: its time and committed seed hash (a change of schedule applies from the draw after). */
  nextDraw: z
    .object({ id: z.number().int(), drawAt: z.iso.datetime(), serverSeedHash: z.string() })
    .nullable(),
});
export type LotteryAdmin = z.infer<typeof lotteryAdminSchema>;

export const lotteryListResponseSchema = z.object({
  success: z.literal(true),
  lotteries: z.array(lotteryAdminSchema),
});
export const lotteryAdminResponseSchema = z.object({ success: z.literal(true), lottery: lotteryAdminSchema });
export const lotteryAdminParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/) });
export const lotteryChangeSchema = z.object({ terms: lotteryTermsSchema, reason: operatorReasonSchema });

const LOTTERY_PATH = `${BACKOFFICE_API_PREFIX}/lotteries`;

/**
 * The lotteries (decision 036), configured by marketing as the other promotions are. A change applies to the next
 * purchase and the next draw made; a draw made keeps the levels it was drawn with.
 */
export const OPERATOR_LOTTERY_ENDPOINTS = {
  list: operatorEndpoint({
    method: 'GET',
    path: `${LOTTERY_PATH}/`,
    access: 'promotions.read',
    summary: 'The lotteries with their terms and their scheduled draws',
    input: {},
    reply: lotteryListResponseSchema,
  }),
  change: operatorEndpoint({
    method: 'POST',
    path: `${LOTTERY_PATH}/:slug/`,
    access: 'promotions.manage',
    summary: "Changes a lottery's terms: prices, stars, schedule and prize levels",
    input: { params: lotteryAdminParamsSchema, body: lotteryChangeSchema },
    reply: lotteryAdminResponseSchema,
  }),
};
