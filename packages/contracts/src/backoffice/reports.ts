import { z } from 'zod';
import { CURRENCIES } from '../money.ts';
import { BACKOFFICE_API_PREFIX, operatorEndpoint } from './operator-endpoint.ts';

const day = z.iso.date();

export const dailyReportQuerySchema = z
  .object({
    from: day,
    to: day,
    currency: z.enum(CURRENCIES).default('UAH'),
  })
  .refine((query) => query.from <= query.to, { message: '`from` must not be after `to`', path: ['from'] })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= 366 * 86_400_000, {
    message: 'a report covers at most 366 days',
    path: ['to'],
  });

/**
 * One day of the brand's money in one currency, in minor units, worked out from the ledger's entries on players'
 * accounts. Stakes and wins are real money only (bonus money is not revenue), the casino's and the sportsbook's
 * (a cash-out is a win, a reversed payout takes a win back, a free bet's stake is the house's and not counted,
 * its winnings are); GGR = stakes - wins; bonus cost is the real money promotions paid out (bonus conversions,
 * cashback, insurance); NGR = GGR - bonus cost.
 */
export const dailyReportRowSchema = z.object({
  day,
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  stakes: z.number().int(),
  wins: z.number().int(),
  ggr: z.number().int(),
  bonusCost: z.number().int(),
  ngr: z.number().int(),
  /** Players who staked real or bonus money that day, at the casino or on sports. */
  activePlayers: z.number().int(),
  /** Players who registered that day. */
  newPlayers: z.number().int(),
});
export type DailyReportRow = z.infer<typeof dailyReportRowSchema>;

export const dailyReportResponseSchema = z.object({
  success: z.literal(true),
  currency: z.enum(CURRENCIES),
  /** One row per day from `from` to `to`, days without activity included (as zeros). */
  days: z.array(dailyReportRowSchema),
  totals: dailyReportRowSchema.omit({ day: true }),
});

export const gameRtpQuerySchema = z.object({
  from: day,
  to: day,
  currency: z.enum(CURRENCIES).default('UAH'),
});

export const gameRtpResponseSchema = z.object({
  success: z.literal(true),
  games: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      /** Stakes and wins of every kind of money, minor units. */
      stakes: z.number().int(),
      wins: z.number().int(),
      /** wins / stakes, as a percentage with two decimals (e.g. "96.12"); null without stakes. */
      actualRtp: z.string().nullable(),
      /** The game's certified RTP, percent, as its catalogue states it. */
      theoreticalRtp: z.string().nullable(),
    }),
  ),
});

export const OPERATOR_REPORT_ENDPOINTS = {
  daily: operatorEndpoint({
    method: 'GET',
    path: `${BACKOFFICE_API_PREFIX}/reports/daily/`,
    access: 'reports.read',
    summary: 'Deposits, withdrawals, stakes, wins, GGR, bonus cost, NGR, active and new players per day',
    input: { query: dailyReportQuerySchema },
    reply: dailyReportResponseSchema,
  }),
  dailyCsv: operatorEndpoint({
    method: 'GET',
    path: `${BACKOFFICE_API_PREFIX}/reports/daily.csv`,
    access: 'reports.read',
    summary: 'The daily report as CSV',
    input: { query: dailyReportQuerySchema },
    reply: z.string(),
  }),
  gameRtp: operatorEndpoint({
    method: 'GET',
    path: `${BACKOFFICE_API_PREFIX}/reports/game-rtp/`,
    access: 'reports.read',
    summary: 'Actual against theoretical RTP per game over a period',
    input: { query: gameRtpQuerySchema },
    reply: gameRtpResponseSchema,
  }),
};
