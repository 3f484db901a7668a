import type {
  ChestCampaignKind,
  ChestCampaignTerms,
  ChestEarnSource,
  ChestOpenPeriod,
  LocalizedText,
} from '@casino/contracts';
import {
  type ChestCampaignAdmin,
  chestCampaignIdSchema,
  chestCampaignTermsFormSchema,
} from '@casino/contracts/backoffice';
import { type AmountsForm, amountsFormOf, amountsOf } from '../../lib/chance-prize-form';
import { FormReader } from '../../lib/form-reader';
import type { FormErrors, TermsRead } from '../../lib/use-terms-form';
import {
  blankWeightedPrize,
  type WeightedPrizeForm,
  weightedPrizeFormOf,
  weightedPrizeOf,
} from '../../lib/weighted-prize-form';

/** The editor's state: every field as the operator types it, money in major units. */
export interface ChestsForm {
  /** Typed for a new campaign; fixed once saved. */
  id: string;
  kind: ChestCampaignKind;
  title: LocalizedText;
  enabled: boolean;
  chestCount: string;
  prizes: WeightedPrizeForm[];
  /** Empty for a loot box, granted rather than earned. */
  earnBy: ChestEarnSource | '';
  progressTarget: AmountsForm;
  openLimit: string;
  openPeriod: ChestOpenPeriod;
  closedImage: string;
  openedImage: string;
  popupBackground: string;
  instructionUrl: string;
}

/** The contract's bounds, so the form names them before the server does. */
const MIN_CHESTS = 2;
const MAX_CHESTS = 6;
const MAX_OPENS = 100;

/** A campaign as it is saved, or a new one of a kind: switched off, three chests, two empty prize lines. */
export function formOf(
  campaign: ChestCampaignAdmin | undefined,
  kind: ChestCampaignKind = 'chests',
): ChestsForm {
  const terms = campaign?.terms;
  return {
    id: campaign?.id ?? '',
    kind: terms?.kind ?? kind,
    title: terms?.title ?? { uk: '', ru: '', en: '' },
    enabled: terms?.enabled ?? false,
    chestCount: String(terms?.chestCount ?? 3),
    prizes: terms?.prizes.map(weightedPrizeFormOf) ?? [blankWeightedPrize(), blankWeightedPrize()],
    earnBy: terms ? (terms.earnBy ?? '') : kind === 'chests' ? 'stakes' : '',
    progressTarget: amountsFormOf(terms?.progressTarget ?? {}),
    openLimit: String(terms?.openLimit ?? 1),
    openPeriod: terms?.openPeriod ?? 'day',
    closedImage: terms?.images.closed ?? '/chests/chest-closed.svg',
    openedImage: terms?.images.opened ?? '/chests/chest-opened.svg',
    popupBackground: terms?.imagePopupBackground ?? '',
    instructionUrl: terms?.instructionUrl ?? '',
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The terms the form describes (and a new campaign's id), as the create and change calls take them, or the fields
 * it cannot read or that break the contract's rules (the same rules the server checks).
 */
export function termsFromForm(
  form: ChestsForm,
  options: { newId?: boolean } = {},
): TermsRead<ChestCampaignTerms> {
  const read = new FormReader();
  const terms: ChestCampaignTerms = {
    kind: form.kind,
    title: form.title,
    enabled: form.enabled,
    chestCount: read.required('terms.chestCount', form.chestCount, MIN_CHESTS, MAX_CHESTS),
    prizes: form.prizes.map((row, index) => weightedPrizeOf(read, row, `terms.prizes.${index}`)),
    earnBy: form.kind === 'chests' && form.earnBy !== '' ? form.earnBy : null,
    progressTarget:
      form.kind === 'chests' ? amountsOf(read, 'terms.progressTarget', form.progressTarget) : {},
    openLimit: read.required('terms.openLimit', form.openLimit, 1, MAX_OPENS),
    openPeriod: form.openPeriod,
    images: { closed: form.closedImage.trim(), opened: form.openedImage.trim() },
    imagePopupBackground: orNull(form.popupBackground),
    instructionUrl: orNull(form.instructionUrl),
  };
  const errors: FormErrors = { ...read.errors };
  if (options.newId) {
    const id = chestCampaignIdSchema.safeParse(form.id.trim());
    if (!id.success) errors.id = id.error.issues[0]?.message ?? 'Required.';
  }
  const checked = chestCampaignTermsFormSchema.safeParse(terms);
  for (const issue of checked.success ? [] : checked.error.issues) {
    errors[['terms', ...issue.path].join('.')] ??= issue.message;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, terms };
}
