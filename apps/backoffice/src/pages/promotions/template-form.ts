import {
  type BonusCategory,
  type BonusKind,
  type BrandId,
  CURRENCIES,
  type Currency,
  type DepositRule,
  GAME_KINDS,
  type GameKind,
  type LocalizedText,
  SPORT_BET_TYPES,
  type SportBetType,
  type WageringBase,
} from '@casino/contracts';
import {
  type BonusTemplateDetail,
  type BonusTemplateTerms,
  bonusTemplateSlugSchema,
  bonusTemplateTermsSchema,
} from '@casino/contracts/backoffice';
import { majorText, parseAmount } from '../../lib/amount';
import { toLocalInput } from '../../lib/content-text';
import { parseDecimal } from '../../lib/decimal-text';
import { formatOdds } from '../../lib/format';

/** The terms given per currency, each a row of the form's amounts grid. */
export const AMOUNT_TERMS = [
  'fixedAmount',
  'maxAmount',
  'minDeposit',
  'maxDeposit',
  'maxBet',
  'maxConversion',
  'maxBalanceForActivation',
  'spinStake',
] as const;
export type AmountTerm = (typeof AMOUNT_TERMS)[number];

/** The largest amount a template may name, as the server checks it (ten million in major units). */
const MAX_TEMPLATE_AMOUNT = 1_000_000_000;

/** The lowest and highest minimum odds a free bet may ask, in hundredths, as the server checks them. */
const MIN_FREEBET_ODDS = 101;
const MAX_FREEBET_ODDS = 100_000;

/** The form's state: every field as the operator types it; checked and converted only when saved. */
export interface TemplateDraft {
  slug: string;
  kind: BonusKind;
  category: BonusCategory;
  title: LocalizedText;
  description: LocalizedText;
  cardType: string;
  externalId: string;
  promoCode: string;
  listed: boolean;
  active: boolean;
  priority: string;
  startsAt: string;
  endsAt: string;
  percent: string;
  depositRule: DepositRule | '';
  claimAfterDepositMinutes: string;
  amounts: Record<AmountTerm, Record<Currency, string>>;
  wageringMultiplier: string;
  wageringBase: WageringBase;
  contributions: Record<GameKind, string>;
  validityDays: string;
  spins: { rounds: string; provider: string; gameSlugs: string[]; validityDays: string };
  /** The free bet's minimum odds as decimal odds typed (`1.50`) and the kinds of bet ticked. */
  freebet: { minOdds: string; betTypes: SportBetType[] };
  brands: BrandId[];
  currencies: Currency[];
  daysSinceLastDeposit: string;
  referral: boolean;
  timeZone: string;
  birthdayWindowDays: string;
  welcomeStep: string;
}

const EMPTY_TEXT: LocalizedText = { uk: '', ru: '', en: '' };

function byCurrency(amounts: Partial<Record<Currency, number>> = {}): Record<Currency, string> {
  return Object.fromEntries(
    CURRENCIES.map((currency) => {
      const minor = amounts[currency];
      return [currency, minor === undefined ? '' : majorText(minor, currency)];
    }),
  ) as Record<Currency, string>;
}

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * Whether the template gives a free bet (a `freebet` bonus, or a sport deposit bonus: the engine has no other
 * sport bonus money), so it names the bet's terms and asks no wagering.
 */
export function givesFreebet(draft: Pick<TemplateDraft, 'kind' | 'category'>): boolean {
  return draft.kind === 'freebet' || (draft.kind === 'deposit' && draft.category === 'sport');
}

/** The form for a new template (a listed casino no-deposit bonus, inactive until the operator says) or one's terms. */
export function draftOf(template?: BonusTemplateDetail): TemplateDraft {
  const terms = template?.terms;
  return {
    slug: template?.slug ?? '',
    kind: terms?.kind ?? 'no_deposit',
    category: terms?.category ?? 'casino',
    title: terms?.title ?? EMPTY_TEXT,
    description: terms?.description ?? EMPTY_TEXT,
    cardType: terms?.cardType ?? 'no-deposit',
    externalId: terms?.externalId ?? '',
    promoCode: terms?.promoCode ?? '',
    listed: terms?.listed ?? true,
    active: terms?.active ?? false,
    priority: text(terms?.priority ?? 0),
    startsAt: toLocalInput(terms?.startsAt ?? null),
    endsAt: toLocalInput(terms?.endsAt ?? null),
    percent: text(terms?.percent),
    depositRule: terms?.depositRule ?? '',
    claimAfterDepositMinutes: text(terms?.claimAfterDepositMinutes),
    amounts: {
      fixedAmount: byCurrency(terms?.fixedAmount),
      maxAmount: byCurrency(terms?.maxAmount),
      minDeposit: byCurrency(terms?.minDeposit),
      maxDeposit: byCurrency(terms?.maxDeposit),
      maxBet: byCurrency(terms?.maxBet),
      maxConversion: byCurrency(terms?.maxConversion),
      maxBalanceForActivation: byCurrency(terms?.eligibility.maxBalanceForActivation),
      spinStake: byCurrency(terms?.freeSpins?.stake),
    },
    wageringMultiplier: text(terms?.wageringMultiplier ?? 10),
    wageringBase: terms?.wageringBase ?? 'bonus',
    contributions: Object.fromEntries(
      GAME_KINDS.map((kind) => [
        kind,
        text(terms ? terms.contributions[kind] : kind.endsWith('slot') ? 100 : 0),
      ]),
    ) as Record<GameKind, string>,
    validityDays: text(terms?.validityDays ?? 7),
    spins: {
      rounds: text(terms?.freeSpins?.rounds),
      provider: terms?.freeSpins?.provider ?? '',
      gameSlugs: terms?.freeSpins?.gameSlugs ?? [],
      validityDays: text(terms?.freeSpins?.validityDays ?? 3),
    },
    freebet: {
      minOdds: terms?.freebet ? formatOdds(terms.freebet.minOdds) : '',
      betTypes: terms?.freebet?.betTypes ?? [],
    },
    brands: terms?.eligibility.brands ?? [],
    currencies: terms?.eligibility.currencies ?? [],
    daysSinceLastDeposit: text(terms?.eligibility.daysSinceLastDeposit),
    referral: terms?.eligibility.referral ?? false,
    timeZone: terms?.timeZone ?? '',
    birthdayWindowDays: text(terms?.birthdayWindowDays),
    welcomeStep: text(terms?.welcomeStep),
  };
}

/** Field errors keyed as the server keys them (`terms.fixedAmount.UAH`), so one map serves both. */
export type FormErrors = Record<string, string>;

/** Reads the form's typed values, collecting a message per field it cannot read. */
class Reader {
  readonly errors: FormErrors = {};

  integer(field: string, value: string, min: number, max: number): number | null {
    if (value.trim() === '') return null;
    const number = Number(value);
    if (!/^-?\d+$/.test(value.trim()) || number < min || number > max) {
      this.errors[field] = `Enter a whole number from ${min} to ${max}.`;
      return null;
    }
    return number;
  }

  required(field: string, value: string, min: number, max: number): number {
    const number = this.integer(field, value, min, max);
    if (number === null && !this.errors[field]) this.errors[field] = 'Required.';
    return number ?? min;
  }

  /** Decimal odds typed (`1.5`, `1,50`) as integer hundredths, from 1.01 up. */
  odds(field: string, value: string): number {
    const hundredths = parseDecimal(value, 2);
    if (hundredths === undefined || hundredths < MIN_FREEBET_ODDS || hundredths > MAX_FREEBET_ODDS) {
      const range = `${formatOdds(MIN_FREEBET_ODDS)} to ${formatOdds(MAX_FREEBET_ODDS)}`;
      this.errors[field] = value.trim() === '' ? 'Required.' : `Enter decimal odds from ${range}, like 1.50.`;
      return MIN_FREEBET_ODDS;
    }
    return hundredths;
  }

  amounts(field: string, values: Record<Currency, string>): Partial<Record<Currency, number>> {
    const amounts: Partial<Record<Currency, number>> = {};
    for (const currency of CURRENCIES) {
      const typed = values[currency];
      if (typed.trim() === '') continue;
      const parsed = parseAmount(typed, currency, MAX_TEMPLATE_AMOUNT);
      if (parsed.ok) amounts[currency] = parsed.minorUnits;
      else this.errors[`${field}.${currency}`] = parsed.message;
    }
    return amounts;
  }

  instant(field: string, value: string): string | null {
    if (!value) return null;
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) {
      this.errors[field] = 'Enter a date and time.';
      return null;
    }
    return date.toISOString();
  }
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The terms the form describes, as the create and update calls take them, or the fields it cannot read or that
 * break the contract's rules (every language written, each kind's own terms), with the slug when it is `new`.
 * What only the server knows (its wagering maximum, the time zones, the catalogue's games) it checks on save.
 */
export function termsFromDraft(
  draft: TemplateDraft,
  options: { newSlug?: boolean } = {},
): { ok: true; terms: BonusTemplateTerms } | { ok: false; errors: FormErrors } {
  const read = readTerms(draft);
  const errors = { ...read.errors };
  const checked = bonusTemplateTermsSchema.safeParse(read.terms);
  for (const issue of checked.success ? [] : checked.error.issues) {
    errors[['terms', ...issue.path].join('.')] ??= issue.message;
  }
  const slug = options.newSlug ? bonusTemplateSlugSchema.safeParse(draft.slug) : undefined;
  if (slug && !slug.success) errors.slug = slug.error.issues[0]?.message ?? 'Invalid slug.';
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, terms: read.terms };
}

/** The form's values as terms, with a message for each field that is not a number, amount or date. */
function readTerms(draft: TemplateDraft): { terms: BonusTemplateTerms; errors: FormErrors } {
  const read = new Reader();
  const amounts = Object.fromEntries(
    AMOUNT_TERMS.map((term) => [term, read.amounts(amountField(term), draft.amounts[term])]),
  ) as Record<AmountTerm, Partial<Record<Currency, number>>>;
  // A free bet's winnings are cash at once: its form hides the wagering fields, and nothing is wagered.
  const freebet = givesFreebet(draft)
    ? {
        minOdds: read.odds('terms.freebet.minOdds', draft.freebet.minOdds),
        betTypes: SPORT_BET_TYPES.filter((type) => draft.freebet.betTypes.includes(type)),
      }
    : null;
  const contributions: Partial<Record<GameKind, number>> = {};
  for (const kind of freebet ? [] : GAME_KINDS) {
    const share = read.integer(`terms.contributions.${kind}`, draft.contributions[kind], 0, 100);
    if (share !== null) contributions[kind] = share;
  }
  const freeSpins =
    draft.kind === 'free_spins'
      ? {
          rounds: read.required('terms.freeSpins.rounds', draft.spins.rounds, 1, 1000),
          provider: draft.spins.provider,
          gameSlugs: draft.spins.gameSlugs,
          stake: amounts.spinStake,
          validityDays: read.required('terms.freeSpins.validityDays', draft.spins.validityDays, 1, 365),
        }
      : null;
  const terms: BonusTemplateTerms = {
    kind: draft.kind as BonusTemplateTerms['kind'],
    category: draft.category,
    title: draft.title,
    description: draft.description,
    cardType: draft.cardType.trim(),
    externalId: orNull(draft.externalId),
    promoCode: orNull(draft.promoCode),
    listed: draft.listed,
    percent: read.integer('terms.percent', draft.percent, 1, 1000),
    maxAmount: amounts.maxAmount,
    fixedAmount: amounts.fixedAmount,
    minDeposit: amounts.minDeposit,
    maxDeposit: amounts.maxDeposit,
    depositRule: draft.depositRule || null,
    wageringMultiplier: freebet
      ? 0
      : read.required('terms.wageringMultiplier', draft.wageringMultiplier, 0, 200),
    wageringBase: draft.wageringBase,
    contributions,
    maxBet: amounts.maxBet,
    maxConversion: amounts.maxConversion,
    validityDays: read.required('terms.validityDays', draft.validityDays, 1, 365),
    freeSpins,
    freebet,
    eligibility: {
      brands: draft.brands,
      currencies: draft.currencies,
      maxBalanceForActivation: amounts.maxBalanceForActivation,
      daysSinceLastDeposit: read.integer(
        'terms.eligibility.daysSinceLastDeposit',
        draft.daysSinceLastDeposit,
        1,
        365,
      ),
      ...(draft.referral ? { referral: true } : {}),
    },
    startsAt: read.instant('terms.startsAt', draft.startsAt),
    endsAt: read.instant('terms.endsAt', draft.endsAt),
    active: draft.active,
    priority: read.required('terms.priority', draft.priority, -1000, 1000),
    timeZone: orNull(draft.timeZone),
    birthdayWindowDays: read.integer('terms.birthdayWindowDays', draft.birthdayWindowDays, 0, 31),
    claimAfterDepositMinutes: read.integer(
      'terms.claimAfterDepositMinutes',
      draft.claimAfterDepositMinutes,
      1,
      1440,
    ),
    welcomeStep: read.integer('terms.welcomeStep', draft.welcomeStep, 1, 20),
  };
  return { terms, errors: read.errors };
}

/** Where the server names an amounts row's errors. */
export function amountField(term: AmountTerm): string {
  if (term === 'maxBalanceForActivation') return 'terms.eligibility.maxBalanceForActivation';
  if (term === 'spinStake') return 'terms.freeSpins.stake';
  return `terms.${term}`;
}
