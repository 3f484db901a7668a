import { CURRENCIES, type Currency, type LocalizedText, MINOR_UNITS } from '@casino/contracts';
import {
  JACKPOT_MAX_TICKETS_PER_MINOR_UNIT,
  type JackpotAdmin,
  type JackpotTerms,
  jackpotSlugSchema,
  jackpotTermsFormSchema,
} from '@casino/contracts/backoffice';
import { type AmountsForm, amountsFormOf, amountsOf } from '../../lib/chance-prize-form';
import { FormReader } from '../../lib/form-reader';
import type { FormErrors, TermsRead } from '../../lib/use-terms-form';

/** The editor's state: every field as the operator types it, money in major units. */
export interface JackpotForm {
  /** Typed for a new jackpot; fixed once saved (it names the pool's ledger account). */
  slug: string;
  title: LocalizedText;
  enabled: boolean;
  /** Basis points of each real-money stake: 100 is 1%. */
  shareBasisPoints: string;
  seedAmount: AmountsForm;
  /** Tickets per minor unit of stake, per currency; empty: the jackpot does not run in it. */
  ticketsPerMinorUnit: Record<Currency, string>;
  games: string[];
}

const MAX_BASIS_POINTS = 10_000;
/** The stake whose chance the console shows: 10 of the currency (₴10), as the site's rules do. */
const SHOWN_STAKE_MAJOR = 10;

export function formOf(jackpot: JackpotAdmin | undefined): JackpotForm {
  const terms = jackpot?.terms;
  return {
    slug: jackpot?.slug ?? '',
    title: terms?.title ?? { uk: '', ru: '', en: '' },
    enabled: terms?.enabled ?? false,
    shareBasisPoints: String(terms?.shareBasisPoints ?? 100),
    seedAmount: amountsFormOf(terms?.seedAmount ?? {}),
    ticketsPerMinorUnit: Object.fromEntries(
      CURRENCIES.map((currency) => [currency, String(terms?.ticketsPerMinorUnit[currency] ?? '')]),
    ) as Record<Currency, string>,
    games: terms?.games ?? [],
  };
}

/**
 * The chance that a stake of 10 of the currency wins, as the site publishes it: the stake holds
 * `min(stake × ticketsPerMinorUnit, total)` of `total` tickets, a chance of 1 in `oneIn` (rounded). Undefined
 * while the odds cannot be read.
 */
export function tenStakeChance(
  typed: string,
  currency: Currency,
  totalTickets: number,
): { stake: number; tickets: number; oneIn: number } | undefined {
  const perMinorUnit = Number(typed.trim());
  if (
    !Number.isInteger(perMinorUnit) ||
    perMinorUnit < 1 ||
    perMinorUnit > JACKPOT_MAX_TICKETS_PER_MINOR_UNIT
  )
    return undefined;
  const stake = SHOWN_STAKE_MAJOR * MINOR_UNITS[currency];
  const tickets = Math.min(stake * perMinorUnit, totalTickets);
  return { stake, tickets, oneIn: Math.round(totalTickets / tickets) };
}

/**
 * The terms the form describes (and a new jackpot's slug), as the create and change calls take them, or the fields
 * it cannot read or that break the contract's rules (the same rules the server checks).
 */
export function termsFromForm(
  form: JackpotForm,
  options: { newSlug?: boolean } = {},
): TermsRead<JackpotTerms> {
  const read = new FormReader();
  const ticketsPerMinorUnit: JackpotTerms['ticketsPerMinorUnit'] = {};
  for (const currency of CURRENCIES) {
    const field = `terms.ticketsPerMinorUnit.${currency}`;
    const tickets = read.whole(
      field,
      form.ticketsPerMinorUnit[currency],
      1,
      JACKPOT_MAX_TICKETS_PER_MINOR_UNIT,
    );
    if (tickets !== null) ticketsPerMinorUnit[currency] = tickets;
  }
  const terms: JackpotTerms = {
    title: form.title,
    enabled: form.enabled,
    shareBasisPoints: read.required('terms.shareBasisPoints', form.shareBasisPoints, 1, MAX_BASIS_POINTS),
    seedAmount: amountsOf(read, 'terms.seedAmount', form.seedAmount),
    ticketsPerMinorUnit,
    games: form.games,
  };
  const errors: FormErrors = { ...read.errors };
  if (options.newSlug) {
    const slug = jackpotSlugSchema.safeParse(form.slug.trim());
    if (!slug.success) errors.slug = slug.error.issues[0]?.message ?? 'Required.';
  }
  const checked = jackpotTermsFormSchema.safeParse(terms);
  for (const issue of checked.success ? [] : checked.error.issues) {
    errors[['terms', ...issue.path].join('.')] ??= issue.message;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, terms };
}
