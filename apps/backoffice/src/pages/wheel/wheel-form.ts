import {
  LANGUAGES,
  type LocalizedText,
  WHEEL_MAX_SPINS,
  type WheelSegment,
  type WheelTerms,
} from '@casino/contracts';
import { wheelTermsFormSchema } from '@casino/contracts/backoffice';
import { type AmountsForm, amountsFormOf, amountsOf } from '../../lib/chance-prize-form';
import { FormReader } from '../../lib/form-reader';
import type { FormErrors, TermsRead } from '../../lib/use-terms-form';
import { type WeightedPrizeForm, weightedPrizeFormOf, weightedPrizeOf } from '../../lib/weighted-prize-form';

/** A segment as typed: its prize and weight, and its text on the wheel (all empty: the prize's name is drawn). */
export interface SegmentForm extends WeightedPrizeForm {
  label: LocalizedText;
}

/** The editor's state: every field as the operator types it, money in major units. */
export interface WheelForm {
  title: LocalizedText;
  enabled: boolean;
  guest: boolean;
  dailyFreeSpin: boolean;
  depositsForSpin: string;
  minDeposit: AmountsForm;
  maxSpins: string;
  segments: SegmentForm[];
}

/** The most deposits a spin may take, as the contract keeps it. */
const MAX_DEPOSITS_FOR_SPIN = 100;
const NO_LABEL: LocalizedText = { uk: '', ru: '', en: '' };

export function segmentFormOf(segment: WheelSegment): SegmentForm {
  return { ...weightedPrizeFormOf(segment), label: segment.label ?? NO_LABEL };
}

/** A segment the operator adds: no prize, weight 1, no text of its own. */
export function blankSegment(line: WeightedPrizeForm): SegmentForm {
  return { ...line, label: NO_LABEL };
}

export function formOf(terms: WheelTerms): WheelForm {
  return {
    title: terms.title,
    enabled: terms.enabled,
    guest: terms.guest,
    dailyFreeSpin: terms.dailyFreeSpin,
    depositsForSpin: String(terms.depositsForSpin),
    minDeposit: amountsFormOf(terms.minDeposit),
    maxSpins: String(terms.maxSpins),
    segments: terms.segments.map(segmentFormOf),
  };
}

/** A text left empty in every language is no text: the wheel draws the prize's name instead. */
function labelOf(label: LocalizedText): LocalizedText | null {
  return LANGUAGES.every((lang) => label[lang].trim() === '') ? null : label;
}

/**
 * The terms the form describes, as the change call takes them, or the fields it cannot read or that break the
 * contract's rules (the same rules the server checks). Whether a bonus template exists the server checks on save.
 */
export function termsFromForm(form: WheelForm): TermsRead<WheelTerms> {
  const read = new FormReader();
  const terms: WheelTerms = {
    title: form.title,
    enabled: form.enabled,
    guest: form.guest,
    dailyFreeSpin: form.dailyFreeSpin,
    depositsForSpin: read.required('terms.depositsForSpin', form.depositsForSpin, 0, MAX_DEPOSITS_FOR_SPIN),
    minDeposit: amountsOf(read, 'terms.minDeposit', form.minDeposit),
    maxSpins: read.required('terms.maxSpins', form.maxSpins, 1, WHEEL_MAX_SPINS),
    segments: form.segments.map((segment, index) => ({
      ...weightedPrizeOf(read, segment, `terms.segments.${index}`),
      label: labelOf(segment.label),
    })),
  };
  const errors: FormErrors = { ...read.errors };
  const checked = wheelTermsFormSchema.safeParse(terms);
  for (const issue of checked.success ? [] : checked.error.issues) {
    errors[['terms', ...issue.path].join('.')] ??= issue.message;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, terms };
}
