import {
  type PiggyBankAdmin,
  type PiggyBankTerms,
  piggyBankTermsFormSchema,
} from '@casino/contracts/backoffice';
import { type AmountsForm, amountsFormOf, amountsOf } from '../../lib/chance-prize-form';
import { FormReader } from '../../lib/form-reader';
import type { FormErrors, TermsRead } from '../../lib/use-terms-form';

/** The editor's state: every field as the operator types it, money in major units. */
export interface PiggyForm {
  enabled: boolean;
  /** Basis points of each real-money stake: 100 is 1%. */
  shareBasisPoints: string;
  minAmount: AmountsForm;
  maxAmount: AmountsForm;
  games: string[];
}

const MAX_BASIS_POINTS = 10_000;

/** The saved terms, or a piggy bank not set up yet: switched off, 1% of stakes, no amounts, no games. */
export function formOf(piggyBank: PiggyBankAdmin): PiggyForm {
  const terms = piggyBank.terms;
  return {
    enabled: terms?.enabled ?? false,
    shareBasisPoints: String(terms?.shareBasisPoints ?? 100),
    minAmount: amountsFormOf(terms?.minAmount ?? {}),
    maxAmount: amountsFormOf(terms?.maxAmount ?? {}),
    games: terms?.games ?? [],
  };
}

/** Basis points as a percent: 250 → `2.5%`. */
export function percentOfBasisPoints(basisPoints: number): string {
  return `${basisPoints / 100}%`;
}

/**
 * The terms the form describes, as the change call takes them, or the fields it cannot read or that break the
 * contract's rules (the same rules the server checks). Whether the games are the catalogue's the server checks.
 */
export function termsFromForm(form: PiggyForm): TermsRead<PiggyBankTerms> {
  const read = new FormReader();
  const terms: PiggyBankTerms = {
    enabled: form.enabled,
    shareBasisPoints: read.required('terms.shareBasisPoints', form.shareBasisPoints, 1, MAX_BASIS_POINTS),
    minAmount: amountsOf(read, 'terms.minAmount', form.minAmount),
    maxAmount: amountsOf(read, 'terms.maxAmount', form.maxAmount),
    games: form.games,
  };
  const errors: FormErrors = { ...read.errors };
  const checked = piggyBankTermsFormSchema.safeParse(terms);
  for (const issue of checked.success ? [] : checked.error.issues) {
    errors[['terms', ...issue.path].join('.')] ??= issue.message;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, terms };
}
