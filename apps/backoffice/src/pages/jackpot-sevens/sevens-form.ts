import type { LocalizedText } from '@casino/contracts';
import {
  type JackpotSevensAdmin,
  type JackpotSevensTerms,
  jackpotSevensTermsFormSchema,
  jackpotSlugSchema,
} from '@casino/contracts/backoffice';
import { type AmountsForm, amountsFormOf, amountsOf } from '../../lib/chance-prize-form';
import { FormReader } from '../../lib/form-reader';
import { addTermsIssues } from '../../lib/terms-schema-errors';
import type { FormErrors, TermsRead } from '../../lib/use-terms-form';

/** The editor's state: every field as the operator types it, money in major units. */
export interface SevensForm {
  /** Typed for a new jackpot-sevens; fixed once saved (it names the pools' ledger accounts and the rounds). */
  slug: string;
  title: LocalizedText;
  enabled: boolean;
  /** Basis points of each real-money stake: 100 is 1%. */
  shareBasisPoints: string;
  /** What each round opens with, per currency; empty in both tables: it does not run in that currency. */
  seedAmount: AmountsForm;
  /** What each round must drop before, per currency. */
  dropCeiling: AmountsForm;
  games: string[];
}

const MAX_BASIS_POINTS = 10_000;

export function formOf(jackpot: JackpotSevensAdmin | undefined): SevensForm {
  const terms = jackpot?.terms;
  return {
    slug: jackpot?.slug ?? '',
    title: terms?.title ?? { uk: '', ru: '', en: '' },
    enabled: terms?.enabled ?? false,
    shareBasisPoints: String(terms?.shareBasisPoints ?? 100),
    seedAmount: amountsFormOf(terms?.seedAmount ?? {}),
    dropCeiling: amountsFormOf(terms?.dropCeiling ?? {}),
    games: terms?.games ?? [],
  };
}

/**
 * The terms the form describes (and a new jackpot's slug), as the create and change calls take them, or the fields
 * it cannot read or that break the contract's rules (the same rules the server checks: the ceiling above the seed
 * amount and within 2^32 minor units of it). Whether the games are the catalogue's the server checks.
 */
export function termsFromForm(
  form: SevensForm,
  options: { newSlug?: boolean } = {},
): TermsRead<JackpotSevensTerms> {
  const read = new FormReader();
  const terms: JackpotSevensTerms = {
    title: form.title,
    enabled: form.enabled,
    shareBasisPoints: read.required('terms.shareBasisPoints', form.shareBasisPoints, 1, MAX_BASIS_POINTS),
    seedAmount: amountsOf(read, 'terms.seedAmount', form.seedAmount),
    dropCeiling: amountsOf(read, 'terms.dropCeiling', form.dropCeiling),
    games: form.games,
  };
  const errors: FormErrors = { ...read.errors };
  if (options.newSlug) {
    const slug = jackpotSlugSchema.safeParse(form.slug.trim());
    if (!slug.success) errors.slug = slug.error.issues[0]?.message ?? 'Required.';
  }
  addTermsIssues(errors, jackpotSevensTermsFormSchema.safeParse(terms));
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, terms };
}
