import { z } from 'zod';
import { BRAND_IDS } from '../brand-ids.ts';
import {
  COMPETITION_KINDS,
  COMPETITION_MODES,
  COMPETITION_PRODUCTS,
  COMPETITION_STATES,
  MAX_COMPETITION_STAGES,
} from '../competition-codes.ts';
import { CURRENCIES } from '../money.ts';
import { prizeSchema } from '../rewards.ts';
import { BACKOFFICE_API_PREFIX, operatorEndpoint } from './operator-endpoint.ts';
import { operatorReasonSchema } from './players.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The most a bet limit may be, in minor units: short of anything a float would round. */
export const MAX_COMPETITION_BET = 1e14;
/** The last place a prize table may reach: far beyond any board a player is shown. */
export const MAX_PRIZE_PLACE = 100_000;

/** Where a competition is in its life (the engine's lifecycle): only a `scheduled` one may still be changed. */
export const COMPETITION_LIFECYCLES = ['scheduled', 'finishing', 'finished'] as const;

const textSchema = (max: number) => z.string().trim().min(1, 'write it in every language').max(max);
const localizedSchema = (max: number) =>
  z.object({ uk: textSchema(max), ru: textSchema(max), en: textSchema(max) });

/** A competition's stable name: its page's address (`/tournaments/{slug}/`); it never changes once written. */
export const competitionSlugSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{1,79}$/, '2 to 80 lower-case letters, digits and dashes');

/** A repeating competition's series: each edition's slug is the series and its start day, so it leaves room for it. */
const seriesSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{1,68}$/, '2 to 69 lower-case letters, digits and dashes');

/** One minor unit of a player's currency counts `num / den` minor units of the competition's currency. */
const competitionRateSchema = z.object({
  num: z.number().int('a whole number').min(1, 'at least 1').max(1_000_000),
  den: z.number().int('a whole number').min(1, 'at least 1').max(1_000_000),
});

/** Places `fromPlace`..`toPlace` (inclusive) each win `prize`. */
const competitionPrizeRangeSchema = z.object({
  fromPlace: z.number().int().min(1).max(MAX_PRIZE_PLACE),
  toPlace: z.number().int().min(1).max(MAX_PRIZE_PLACE),
  prize: prizeSchema,
});

/**
 * The most stage points a place may add: they are the main table's own units (minor units of money, or hundredths
 * of a multiplier), so as much as a bet may be.
 */
export const MAX_STAGE_POINTS = MAX_COMPETITION_BET;

/** A jackpot's multiplier in hundredths: over ×1 (a round that won back more than its stake), up to ×1,000,000. */
export const JACKPOT_MULTIPLIER_RANGE = { min: 101, max: 100_000_000 } as const;

/** Places `fromPlace`..`toPlace` of a stage each add `points` to the main table. */
const stagePointsRangeSchema = z.object({
  fromPlace: z.number().int().min(1).max(MAX_PRIZE_PLACE),
  toPlace: z.number().int().min(1).max(MAX_PRIZE_PLACE),
  points: z.number().int().min(1).max(MAX_STAGE_POINTS),
});

const distinct = <T>(values: readonly T[]) => new Set(values).size === values.length;

/**
 * A competition's terms as an operator writes them (decision 034): amounts in minor units of the competition's
 * currency, texts in every language, dates as instants.
 */
const competitionTermsObject = z.object({
  kind: z.enum(COMPETITION_KINDS),
  /** What it counts: casino games, or sports bets (the sportsbook's leaderboard). */
  product: z.enum(COMPETITION_PRODUCTS),
  mode: z.enum(COMPETITION_MODES),
  title: localizedSchema(120),
  description: localizedSchema(2000),
  /** Brands it runs in; none: every brand. */
  brands: z.array(z.enum(BRAND_IDS)).max(BRAND_IDS.length).refine(distinct, 'each brand once'),
  /** Player currencies that may take part; none: every currency the rates convert. */
  currencies: z.array(z.enum(CURRENCIES)).max(CURRENCIES.length).refine(distinct, 'each currency once'),
  /** The currency points and bet limits are counted in. */
  currency: z.enum(CURRENCIES),
  rates: z.partialRecord(z.enum(CURRENCIES), competitionRateSchema),
  /** The provider whose games a promo tournament counts; only a promo tournament names one. */
  provider: z.string().trim().min(1).max(100).nullable(),
  /** The games it counts; none: every real-money game. */
  gameSlugs: z.array(z.string().trim().min(1).max(100)).max(1000).refine(distinct, 'each game once'),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  /** Every player who stakes is entered, without joining. */
  autoSubscribe: z.boolean(),
  minBet: z.number().int().min(0).max(MAX_COMPETITION_BET),
  maxBet: z.number().int().min(1).max(MAX_COMPETITION_BET).nullable(),
  countsBonusMoney: z.boolean(),
  /** A race's outplay rule: how many attempts a player may play, of how many rounds each (both or neither). */
  attempts: z.number().int().min(1).max(100).nullable(),
  attemptRounds: z.number().int().min(1).max(100_000).nullable(),
  prizes: z.array(competitionPrizeRangeSchema).min(1, 'at least one prize place').max(200),
  /**
   * Stages (decision 035): the competition's time cut into this many equal stages (1: none). Each stage's places
   * earn stage points on the main table, which ranks them, and win the stage's prizes and lottery tickets.
   */
  stages: z.number().int().min(1).max(MAX_COMPETITION_STAGES),
  stagePoints: z.array(stagePointsRangeSchema).max(200),
  stagePrizes: z.array(competitionPrizeRangeSchema).max(200),
  stageLotteryTicketPrizes: z.array(competitionPrizeRangeSchema).max(200),
  /** Prizes by the best single round's multiplier, paid at the close (wins modes only). */
  additionalPrizes: z.array(competitionPrizeRangeSchema).max(200),
  /** A prize for the best round at or above the multiplier (hundredths: 100000 is ×1000), paid at the close. */
  jackpot: z
    .object({
      multiplier: z.number().int().min(JACKPOT_MULTIPLIER_RANGE.min).max(JACKPOT_MULTIPLIER_RANGE.max),
      prize: prizeSchema,
    })
    .nullable(),
  /** A repeating competition's series and period (both or neither): the next edition starts as this one closes. */
  series: seriesSchema.nullable(),
  repeatDays: z.number().int().min(1).max(365).nullable(),
});
export type CompetitionTerms = z.infer<typeof competitionTermsObject>;

type Fault = [path: (string | number)[], message: string];

/** Place rows follow one another from place 1: each starts right after the one above, none runs backwards. */
function placeFaults(
  field: 'prizes' | 'stagePoints' | 'stagePrizes' | 'stageLotteryTicketPrizes' | 'additionalPrizes',
  ranges: readonly { fromPlace: number; toPlace: number }[],
): Fault[] {
  const faults: Fault[] = [];
  let next = 1;
  for (const [index, range] of ranges.entries()) {
    if (range.fromPlace !== next) {
      faults.push([
        [field, index, 'fromPlace'],
        next === 1 ? 'the first row starts at place 1' : `must be ${next}, right after the row above`,
      ]);
    }
    if (range.toPlace < range.fromPlace) {
      faults.push([[field, index, 'toPlace'], 'must not be before the first place of the row']);
    }
    next = Math.max(range.toPlace, range.fromPlace) + 1;
  }
  return faults;
}

/** A staged competition's tables; none for one without stages; prizes by multiplier only where rounds have one. */
function stageFaults(terms: CompetitionTerms, length: number): Fault[] {
  const faults: Fault[] = [
    ...placeFaults('stagePoints', terms.stagePoints),
    ...placeFaults('stagePrizes', terms.stagePrizes),
    ...placeFaults('stageLotteryTicketPrizes', terms.stageLotteryTicketPrizes),
    ...placeFaults('additionalPrizes', terms.additionalPrizes),
  ];
  for (const [index, range] of terms.stageLotteryTicketPrizes.entries()) {
    if (range.prize.type !== 'lottery_ticket') {
      faults.push([['stageLotteryTicketPrizes', index, 'prize'], 'lottery tickets only']);
    }
  }
  if (terms.stages === 1) {
    const staged = ['stagePoints', 'stagePrizes', 'stageLotteryTicketPrizes'] as const;
    for (const field of staged) {
      if (terms[field].length > 0) faults.push([[field], 'only a competition with stages has these']);
    }
  } else {
    if (terms.stagePoints.length === 0) {
      faults.push([['stagePoints'], 'the main table ranks stage points: give at least one row']);
    }
    if (terms.attempts !== null) faults.push([['stages'], 'a race with outplay attempts has no stages']);
    if (length > 0 && length / terms.stages < HOUR_MS) {
      faults.push([['stages'], 'each stage must last at least an hour']);
    }
  }
  if (terms.mode === 'bets' && (terms.additionalPrizes.length > 0 || terms.jackpot !== null)) {
    const field = terms.jackpot !== null ? 'jackpot' : 'additionalPrizes';
    faults.push([[field], 'a bets competition has no round multipliers to award']);
  }
  return faults;
}

/** The rates a competition needs: none for its own currency, one for every other currency it takes. */
function rateFaults(terms: CompetitionTerms): Fault[] {
  const faults: Fault[] = [];
  if (terms.rates[terms.currency]) {
    faults.push([['rates', terms.currency], 'the competition’s own currency needs no rate']);
  }
  for (const currency of terms.currencies) {
    if (currency !== terms.currency && !terms.rates[currency]) {
      faults.push([['rates', currency], `${currency} takes part: give its rate, or leave it out`]);
    }
  }
  return faults;
}

/** What the terms must hold together, as field errors: one rule set for the console's form and the server. */
function competitionTermsFaults(terms: CompetitionTerms): Fault[] {
  const length = Date.parse(terms.endsAt) - Date.parse(terms.startsAt);
  const faults: Fault[] = [
    ...placeFaults('prizes', terms.prizes),
    ...rateFaults(terms),
    ...stageFaults(terms, length),
  ];
  if (!(length > 0)) faults.push([['endsAt'], 'must be after the start']);
  if (terms.maxBet !== null && terms.maxBet < terms.minBet) {
    faults.push([['maxBet'], 'at least the minimum bet']);
  }
  if (terms.kind === 'promo' && terms.provider === null) {
    faults.push([['provider'], 'a promo tournament is a provider’s: choose it']);
  }
  if (terms.kind !== 'promo' && terms.provider !== null) {
    faults.push([['provider'], 'only a promo tournament names a provider']);
  }
  if (terms.kind === 'promo' && terms.gameSlugs.length === 0) {
    faults.push([['gameSlugs'], 'a promo tournament counts its provider’s games: choose them']);
  }
  if ((terms.attempts === null) !== (terms.attemptRounds === null)) {
    const missing = terms.attempts === null ? 'attempts' : 'attemptRounds';
    faults.push([[missing], 'outplay needs both the attempts and the rounds of each']);
  }
  if (terms.attempts !== null && terms.kind !== 'race' && terms.kind !== 'special-race') {
    faults.push([['attempts'], 'only a race has outplay attempts']);
  }
  if ((terms.series === null) !== (terms.repeatDays === null)) {
    const missing = terms.series === null ? 'series' : 'repeatDays';
    faults.push([[missing], 'a repeating competition needs both its series and its period']);
  }
  // An edition starts one period after the last: a shorter period would run two editions at once.
  if (terms.repeatDays !== null && length > 0 && terms.repeatDays * DAY_MS < length) {
    faults.push([['repeatDays'], `at least ${Math.ceil(length / DAY_MS)}, the competition’s length in days`]);
  }
  return faults;
}

export const competitionTermsSchema = competitionTermsObject.superRefine((terms, context) => {
  for (const [path, message] of competitionTermsFaults(terms)) {
    context.addIssue({ code: 'custom', path, message });
  }
});

export const competitionCreateSchema = z.object({
  slug: competitionSlugSchema,
  terms: competitionTermsSchema,
  reason: operatorReasonSchema,
});

export const competitionChangeSchema = z.object({
  terms: competitionTermsSchema,
  reason: operatorReasonSchema,
});

export const competitionParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

const competitionStandingSchema = {
  lifecycle: z.enum(COMPETITION_LIFECYCLES),
  /** Soon, active or closed by its dates (spec section 4); one being closed or closed is `closed`. */
  state: z.enum(COMPETITION_STATES),
  /** Whether it may still be changed: it has not begun closing. */
  editable: z.boolean(),
};

export const competitionSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  kind: z.enum(COMPETITION_KINDS),
  mode: z.enum(COMPETITION_MODES),
  title: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  ...competitionStandingSchema,
  series: z.string().nullable(),
  repeatDays: z.number().int().nullable(),
  /** The last place that wins a prize. */
  prizePlaces: z.number().int(),
});
export type CompetitionSummary = z.infer<typeof competitionSummarySchema>;

export const competitionListResponseSchema = z.object({
  success: z.literal(true),
  competitions: z.array(competitionSummarySchema),
});

export const competitionResponseSchema = z.object({
  success: z.literal(true),
  competition: z.object({
    id: z.number().int(),
    slug: z.string(),
    ...competitionStandingSchema,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    finishedAt: z.iso.datetime().nullable(),
    /** The terms in the shape the create and change calls take. */
    terms: competitionTermsObject,
  }),
});
export type CompetitionDetail = z.infer<typeof competitionResponseSchema>['competition'];

const COMPETITIONS_PATH = `${BACKOFFICE_API_PREFIX}/competitions`;

/**
 * Tournaments, races, special races and providers' promo tournaments (decision 034), configured by marketing as
 * the other promotions are. A change applies to the stakes scored after it; a competition that has begun closing
 * is history and stays as it was.
 */
export const OPERATOR_COMPETITION_ENDPOINTS = {
  list: operatorEndpoint({
    method: 'GET',
    path: `${COMPETITIONS_PATH}/`,
    access: 'promotions.read',
    summary: 'Every competition, the latest start first, whatever its state',
    input: {},
    reply: competitionListResponseSchema,
  }),
  get: operatorEndpoint({
    method: 'GET',
    path: `${COMPETITIONS_PATH}/:id/`,
    access: 'promotions.read',
    summary: "A competition's terms and where it is in its life",
    input: { params: competitionParamsSchema },
    reply: competitionResponseSchema,
  }),
  create: operatorEndpoint({
    method: 'POST',
    path: `${COMPETITIONS_PATH}/`,
    access: 'promotions.manage',
    summary: 'Adds a competition; the site shows it and it scores stakes from its start',
    input: { body: competitionCreateSchema },
    reply: competitionResponseSchema,
  }),
  change: operatorEndpoint({
    method: 'POST',
    path: `${COMPETITIONS_PATH}/:id/`,
    access: 'promotions.manage',
    summary: "Changes a competition's terms until it closes (its slug stays)",
    input: { params: competitionParamsSchema, body: competitionChangeSchema },
    reply: competitionResponseSchema,
  }),
};
