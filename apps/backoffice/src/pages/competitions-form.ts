import {
  type BrandId,
  type CompetitionKind,
  type CompetitionMode,
  type CompetitionProduct,
  CURRENCIES,
  type Currency,
  DEFAULT_CURRENCY,
  LANGUAGES,
  type LOTTERY_TICKET_KINDS,
  type LocalizedText,
  type Prize,
  type RewardType,
} from '@casino/contracts';
import {
  type CompetitionDetail,
  type CompetitionTerms,
  competitionSlugSchema,
  competitionTermsSchema,
  MAX_COMPETITION_BET,
  MAX_PRIZE_PLACE,
} from '@casino/contracts/backoffice';
import { majorText, parseAmount } from '../lib/amount';
import { addDays, kyivToday } from '../lib/kyiv-dates';
import { fromKyivInput, toKyivInput } from '../lib/kyiv-time';

export type LotteryTicketKind = (typeof LOTTERY_TICKET_KINDS)[number];

/** The most a money prize may be, in minor units, as the contracts' prize checks it. */
const MAX_PRIZE_AMOUNT = 1_000_000_000_00;

/** One row of the prize table as typed: every type's fields are kept, so changing the type back loses nothing. */
export interface PrizeRowForm {
  /** Tells rows apart while some are added and removed. */
  key: number;
  fromPlace: string;
  toPlace: string;
  type: RewardType;
  /** A money prize's amount in major units. */
  amount: string;
  currency: Currency;
  templateSlug: string;
  ticketKind: LotteryTicketKind;
  count: string;
  title: LocalizedText;
}

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

function prizeRowOf(
  range: CompetitionTerms['prizes'][number],
  key: number,
  currency: Currency,
): PrizeRowForm {
  const { prize } = range;
  return {
    key,
    fromPlace: String(range.fromPlace),
    toPlace: String(range.toPlace),
    type: prize.type,
    amount: prize.type === 'money' ? majorText(prize.amount, prize.currency) : '',
    currency: prize.type === 'money' ? prize.currency : currency,
    templateSlug: 'templateSlug' in prize ? prize.templateSlug : '',
    ticketKind: prize.type === 'lottery_ticket' ? prize.ticketKind : 'regular',
    count: 'count' in prize ? String(prize.count) : '',
    title: prize.type === 'material' ? prize.title : EMPTY_TEXT,
  };
}

/** A table with one row more, for the places right after the last row's: a money prize at first. */
export function withPrizeRow(rows: readonly PrizeRowForm[], currency: Currency): PrizeRowForm[] {
  const last = rows.at(-1);
  const after = last ? Number.parseInt(last.toPlace, 10) + 1 : 1;
  const place = String(Number.isSafeInteger(after) && after > 0 ? after : 1);
  const key = Math.max(0, ...rows.map((row) => row.key)) + 1;
  return [
    ...rows,
    {
      ...prizeRowOf({ fromPlace: 1, toPlace: 1, prize: { type: 'none' } }, key, currency),
      fromPlace: place,
      toPlace: place,
      type: 'money',
    },
  ];
}

/**
 * The form of a saved competition, or of a new one: a week's tournament from the next midnight in Kyiv, scoring
 * wins in the default currency, with one prize place to fill in.
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
    prizes: terms
      ? terms.prizes.map((range, index) => prizeRowOf(range, index + 1, currency))
      : withPrizeRow([], currency),
  };
}

/**
 * Reads the form's typed values, collecting a message per field it cannot read. What it cannot read stands in as a
 * plain value, so the contract's rules still check the other fields; terms read with a message are never sent.
 */
class Reader {
  readonly errors: FormErrors = {};

  whole(field: string, value: string, min: number, max: number): number | null {
    const typed = value.trim();
    if (typed === '') return null;
    const number = Number(typed);
    if (!/^\d+$/.test(typed) || number < min || number > max) {
      this.errors[field] = `Enter a whole number from ${min} to ${max}.`;
      return null;
    }
    return number;
  }

  required(field: string, value: string, min: number, max: number): number {
    const number = this.whole(field, value, min, max);
    if (number === null && !this.errors[field]) this.errors[field] = 'Required.';
    return number ?? min;
  }

  /** An amount typed in major units, as minor units; empty: null. */
  money(field: string, value: string, currency: Currency, max: number): number | null {
    if (value.trim() === '') return null;
    const parsed = parseAmount(value, currency, max);
    if (parsed.ok) return parsed.minorUnits;
    this.errors[field] = parsed.message;
    return null;
  }

  instant(field: string, value: string): string {
    const instant = fromKyivInput(value);
    if (instant === undefined)
      this.errors[field] = value.trim() === '' ? 'Required.' : 'Enter a date and time.';
    return instant ?? '';
  }

  text(field: string, value: LocalizedText): LocalizedText {
    for (const lang of LANGUAGES) {
      if (value[lang].trim() === '') this.errors[`${field}.${lang}`] = 'Write it in every language.';
    }
    return value;
  }
}

function prizeOf(read: Reader, row: PrizeRowForm, field: string): Prize {
  switch (row.type) {
    case 'none':
      return { type: 'none' };
    case 'money': {
      const amount = read.money(`${field}.amount`, row.amount, row.currency, MAX_PRIZE_AMOUNT);
      if (amount === null && row.amount.trim() === '') read.errors[`${field}.amount`] = 'Required.';
      return { type: 'money', amount: amount ?? 0, currency: row.currency };
    }
    case 'bonus_fs':
    case 'bonus_deposit':
      if (row.templateSlug === '') read.errors[`${field}.templateSlug`] = 'Choose a bonus template.';
      return { type: row.type, templateSlug: row.templateSlug };
    case 'lottery_ticket':
      return {
        type: 'lottery_ticket',
        ticketKind: row.ticketKind,
        count: read.required(`${field}.count`, row.count, 1, 1000),
      };
    case 'material':
      return { type: 'material', title: read.text(`${field}.title`, row.title) };
    default:
      return { type: row.type, count: read.required(`${field}.count`, row.count, 1, 1_000_000) };
  }
}

/** The form's values as terms, with a message for each field that is not a number, amount or date. */
function readTerms(form: CompetitionForm): { terms: CompetitionTerms; errors: FormErrors } {
  const read = new Reader();
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
    prizes: form.prizes.map((row, index) => ({
      fromPlace: read.required(`terms.prizes.${index}.fromPlace`, row.fromPlace, 1, MAX_PRIZE_PLACE),
      toPlace: read.required(`terms.prizes.${index}.toPlace`, row.toPlace, 1, MAX_PRIZE_PLACE),
      prize: prizeOf(read, row, `terms.prizes.${index}.prize`),
    })),
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
