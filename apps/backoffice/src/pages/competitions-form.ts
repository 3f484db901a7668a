import {
  type BrandId,
  type CompetitionKind,
  type CompetitionMode,
  type CompetitionProduct,
  CURRENCIES,
  type Currency,
  DEFAULT_CURRENCY,
  type LocalizedText,
  MAX_COMPETITION_STAGES,
  type RewardType,
} from '@casino/contracts';
import {
  type CompetitionDetail,
  type CompetitionTerms,
  competitionSlugSchema,
  competitionTermsSchema,
  JACKPOT_MULTIPLIER_RANGE,
  MAX_COMPETITION_BET,
  MAX_PRIZE_PLACE,
  MAX_STAGE_POINTS,
} from '@casino/contracts/backoffice';
import { majorText } from '../lib/amount';
import { FormReader } from '../lib/form-reader';
import { addDays, kyivToday } from '../lib/kyiv-dates';
import { toKyivInput } from '../lib/kyiv-time';
import { blankPrize, type PrizeForm, prizeFormOf, prizeOf } from '../lib/prize-form';

/** A row of places `fromPlace`..`toPlace` as typed. */
export interface PlaceRowForm {
  /** Tells rows apart while some are added and removed. */
  key: number;
  fromPlace: string;
  toPlace: string;
}

/** One row of a prize table as typed. */
export interface PrizeRowForm extends PlaceRowForm, PrizeForm {}

/** One row of the stage points table as typed: what each of its places adds to the main table. */
export interface StagePointsRowForm extends PlaceRowForm {
  points: string;
}

/**
 * The lists of prize places: the main table's, each stage's prizes and lottery tickets, and the places by the best
 * single round's multiplier.
 */
export type PrizeList = 'prizes' | 'stagePrizes' | 'stageLotteryTicketPrizes' | 'additionalPrizes';

/** The editor's state: every field as the operator types it, dates on the Kyiv clock, bets in major units. */
export interface CompetitionForm {
  slug: string;
  kind: CompetitionKind;
  product: CompetitionProduct;
  mode: CompetitionMode;
  title: LocalizedText;
  description: LocalizedText;
  brands: BrandId[];
  currencies: Currency[];
  currency: Currency;
  rates: Record<Currency, { num: string; den: string }>;
  provider: string;
  gameSlugs: string[];
  startsAt: string;
  endsAt: string;
  autoSubscribe: boolean;
  countsBonusMoney: boolean;
  minBet: string;
  maxBet: string;
  outplay: boolean;
  attempts: string;
  attemptRounds: string;
  repeats: boolean;
  series: string;
  repeatDays: string;
  prizes: PrizeRowForm[];
  /** How many stages, 1 for none; the stage tables count only with more. */
  stages: string;
  stagePoints: StagePointsRowForm[];
  stagePrizes: PrizeRowForm[];
  stageLotteryTicketPrizes: PrizeRowForm[];
  additionalPrizes: PrizeRowForm[];
  jackpot: boolean;
  /** The jackpot's multiplier as typed, `1000` or `12.5`. */
  jackpotMultiplier: string;
  jackpotPrize: PrizeForm;
}

/** Field errors keyed as the server keys them (`terms.prizes.0.prize.amount`), so one map serves both. */
export type FormErrors = Record<string, string>;

const EMPTY_TEXT: LocalizedText = { uk: '', ru: '', en: '' };

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** Whether a kind plays outplay attempts: races do. */
export function hasOutplay(kind: CompetitionKind): boolean {
  return kind === 'race' || kind === 'special-race';
}

/** Whether the typed number of stages cuts the competition into stages, so the stage tables count. */
export function hasStages(stages: string): boolean {
  return Number(stages.trim()) > 1;
}

/** Whether rounds of a mode have a multiplier to award: a bets competition's have none. */
export function hasMultiplierPrizes(mode: CompetitionMode): boolean {
  return mode !== 'bets';
}

function prizeRowsOf(ranges: CompetitionTerms['prizes'], currency: Currency): PrizeRowForm[] {
  return ranges.map((range, index) => ({
    key: index + 1,
    fromPlace: String(range.fromPlace),
    toPlace: String(range.toPlace),
    ...prizeFormOf(range.prize, currency),
  }));
}

/** The row after a table's last: a new key, and the place right after the last row's. */
function nextPlaces(rows: readonly PlaceRowForm[]): PlaceRowForm {
  const last = rows.at(-1);
  const after = last ? Number.parseInt(last.toPlace, 10) + 1 : 1;
  const place = String(Number.isSafeInteger(after) && after > 0 ? after : 1);
  return { key: Math.max(0, ...rows.map((row) => row.key)) + 1, fromPlace: place, toPlace: place };
}

/** A prize table with one row more, for the places right after the last row's: a prize of `type` (money at first). */
export function withPrizeRow(
  rows: readonly PrizeRowForm[],
  currency: Currency,
  type: RewardType = 'money',
): PrizeRowForm[] {
  return [...rows, { ...nextPlaces(rows), ...blankPrize(type, currency) }];
}

/** The stage points table with one row more, for the places right after the last row's. */
export function withStagePointsRow(rows: readonly StagePointsRowForm[]): StagePointsRowForm[] {
  return [...rows, { ...nextPlaces(rows), points: '' }];
}

/** A multiplier in hundredths as the operator types it: 100000 is `1000`, 1250 is `12.5`. */
function multiplierText(hundredths: number): string {
  return String(hundredths / 100);
}

/**
 * The form of a saved competition, or of a new one: a week's tournament from the next midnight in Kyiv, scoring
 * wins in the default currency, with one prize place to fill in, no stages, no prizes by multiplier and no jackpot.
 */
export function formOf(competition?: CompetitionDetail, now = new Date()): CompetitionForm {
  const terms = competition?.terms;
  const currency = terms?.currency ?? DEFAULT_CURRENCY;
  const tomorrow = addDays(kyivToday(now), 1);
  return {
    slug: competition?.slug ?? '',
    kind: terms?.kind ?? 'tournament',
    product: terms?.product ?? 'casino',
    mode: terms?.mode ?? 'wins',
    title: terms?.title ?? EMPTY_TEXT,
    description: terms?.description ?? EMPTY_TEXT,
    brands: terms?.brands ?? [],
    currencies: terms?.currencies ?? [],
    currency,
    rates: Object.fromEntries(
      CURRENCIES.map((other) => {
        const rate = terms?.rates[other];
        return [other, { num: text(rate?.num), den: text(rate?.den) }];
      }),
    ) as CompetitionForm['rates'],
    provider: terms?.provider ?? '',
    gameSlugs: terms?.gameSlugs ?? [],
    startsAt: terms ? toKyivInput(terms.startsAt) : `${tomorrow}T00:00`,
    endsAt: terms ? toKyivInput(terms.endsAt) : `${addDays(tomorrow, 7)}T00:00`,
    autoSubscribe: terms?.autoSubscribe ?? false,
    countsBonusMoney: terms?.countsBonusMoney ?? false,
    // No minimum is 0, shown empty: the amount field reads only positive amounts.
    minBet: terms?.minBet ? majorText(terms.minBet, currency) : '',
    maxBet: terms?.maxBet ? majorText(terms.maxBet, currency) : '',
    outplay: terms ? terms.attempts !== null : false,
    attempts: text(terms?.attempts),
    attemptRounds: text(terms?.attemptRounds),
    repeats: terms ? terms.series !== null : false,
    series: terms?.series ?? '',
    repeatDays: text(terms?.repeatDays),
    prizes: terms ? prizeRowsOf(terms.prizes, currency) : withPrizeRow([], currency),
    stages: String(terms?.stages ?? 1),
    stagePoints: (terms?.stagePoints ?? []).map((range, index) => ({
      key: index + 1,
      fromPlace: String(range.fromPlace),
      toPlace: String(range.toPlace),
      points: String(range.points),
    })),
    stagePrizes: prizeRowsOf(terms?.stagePrizes ?? [], currency),
    stageLotteryTicketPrizes: prizeRowsOf(terms?.stageLotteryTicketPrizes ?? [], currency),
    additionalPrizes: prizeRowsOf(terms?.additionalPrizes ?? [], currency),
    jackpot: Boolean(terms?.jackpot),
    jackpotMultiplier: terms?.jackpot ? multiplierText(terms.jackpot.multiplier) : '',
    jackpotPrize: terms?.jackpot ? prizeFormOf(terms.jackpot.prize, currency) : blankPrize('money', currency),
  };
}

/** A row's places, as `field` (`terms.prizes.0`) names them. */
function placesOf(read: FormReader, row: PlaceRowForm, field: string) {
  return {
    fromPlace: read.required(`${field}.fromPlace`, row.fromPlace, 1, MAX_PRIZE_PLACE),
    toPlace: read.required(`${field}.toPlace`, row.toPlace, 1, MAX_PRIZE_PLACE),
  };
}

function prizeRangesOf(
  read: FormReader,
  form: CompetitionForm,
  list: PrizeList,
): CompetitionTerms[PrizeList] {
  return form[list].map((row, index) => ({
    ...placesOf(read, row, `terms.${list}.${index}`),
    prize: prizeOf(read, row, `terms.${list}.${index}.prize`),
  }));
}

/** The form's values as terms, with a message for each field that is not a number, amount or date. */
function readTerms(form: CompetitionForm): { terms: CompetitionTerms; errors: FormErrors } {
  const read = new FormReader();
  const rates: CompetitionTerms['rates'] = {};
  // The competition's own currency needs no rate: a row left from another currency is not sent.
  for (const currency of CURRENCIES.filter((other) => other !== form.currency)) {
    const { num, den } = form.rates[currency];
    if (num.trim() === '' && den.trim() === '') continue;
    rates[currency] = {
      num: read.required(`terms.rates.${currency}.num`, num, 1, 1_000_000),
      den: read.required(`terms.rates.${currency}.den`, den, 1, 1_000_000),
    };
  }
  const outplay = form.outplay && hasOutplay(form.kind);
  const staged = hasStages(form.stages);
  const multipliers = hasMultiplierPrizes(form.mode);
  const terms: CompetitionTerms = {
    kind: form.kind,
    product: form.product,
    mode: form.mode,
    title: form.title,
    description: form.description,
    brands: form.brands,
    currencies: form.currencies,
    currency: form.currency,
    rates,
    provider: form.kind === 'promo' && form.provider !== '' ? form.provider : null,
    gameSlugs: form.gameSlugs,
    startsAt: read.instant('terms.startsAt', form.startsAt),
    endsAt: read.instant('terms.endsAt', form.endsAt),
    autoSubscribe: form.autoSubscribe,
    countsBonusMoney: form.countsBonusMoney,
    minBet: read.money('terms.minBet', form.minBet, form.currency, MAX_COMPETITION_BET) ?? 0,
    maxBet: read.money('terms.maxBet', form.maxBet, form.currency, MAX_COMPETITION_BET),
    attempts: outplay ? read.required('terms.attempts', form.attempts, 1, 100) : null,
    attemptRounds: outplay ? read.required('terms.attemptRounds', form.attemptRounds, 1, 100_000) : null,
    prizes: prizeRangesOf(read, form, 'prizes'),
    stages: read.required('terms.stages', form.stages, 1, MAX_COMPETITION_STAGES),
    stagePoints: staged
      ? form.stagePoints.map((row, index) => ({
          ...placesOf(read, row, `terms.stagePoints.${index}`),
          points: read.required(`terms.stagePoints.${index}.points`, row.points, 1, MAX_STAGE_POINTS),
        }))
      : [],
    stagePrizes: staged ? prizeRangesOf(read, form, 'stagePrizes') : [],
    stageLotteryTicketPrizes: staged ? prizeRangesOf(read, form, 'stageLotteryTicketPrizes') : [],
    additionalPrizes: multipliers ? prizeRangesOf(read, form, 'additionalPrizes') : [],
    jackpot:
      multipliers && form.jackpot
        ? {
            multiplier: read.multiplier(
              'terms.jackpot.multiplier',
              form.jackpotMultiplier,
              JACKPOT_MULTIPLIER_RANGE.min,
              JACKPOT_MULTIPLIER_RANGE.max,
            ),
            prize: prizeOf(read, form.jackpotPrize, 'terms.jackpot.prize'),
          }
        : null,
    series: form.repeats ? form.series.trim() : null,
    repeatDays: form.repeats ? read.required('terms.repeatDays', form.repeatDays, 1, 365) : null,
  };
  return { terms, errors: read.errors };
}

/**
 * The terms the form describes, as the create and change calls take them, or the fields it cannot read or that
 * break the contract's rules (the same rules the server checks), with the slug when it is new. What only the
 * server knows (bonus templates, the catalogue's games, the time now, a slug taken) it checks on save.
 */
export function termsFromForm(
  form: CompetitionForm,
  options: { newSlug?: boolean } = {},
): { ok: true; terms: CompetitionTerms } | { ok: false; errors: FormErrors } {
  const read = readTerms(form);
  const errors = { ...read.errors };
  const checked = competitionTermsSchema.safeParse(read.terms);
  for (const issue of checked.success ? [] : checked.error.issues) {
    errors[['terms', ...issue.path].join('.')] ??= issue.message;
  }
  const slug = options.newSlug ? competitionSlugSchema.safeParse(form.slug) : undefined;
  if (slug && !slug.success) errors.slug = slug.error.issues[0]?.message ?? 'Invalid slug.';
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, terms: read.terms };
}
