import {
  type ChancePrize,
  type Currency,
  DICE_MAX_SECTOR,
  DICE_MAX_TRIES,
  DICE_MIN_SECTOR,
  type DiceActivityKind,
  type DiceActivityTerms,
  type LocalizedText,
} from '@casino/contracts';
import { type DiceActivityAdmin, diceTermsSchemaOf } from '@casino/contracts/backoffice';
import { parseAmount } from '../../lib/amount';
import {
  type AmountsForm,
  amountsFormOf,
  amountsOf,
  type ChancePrizeForm,
  chancePrizeFormOf,
  chancePrizeOf,
} from '../../lib/chance-prize-form';
import { FormReader } from '../../lib/form-reader';
import { MAX_PRIZE_AMOUNT } from '../../lib/prize-form';

/** A sector's prize as typed: a money prize has an amount per currency, the other types the competitions' fields. */
export interface SectorForm extends ChancePrizeForm {
  sector: number;
}

/** The editor's state: every field as the operator types it, money in major units, a row for every sector. */
export interface DiceForm {
  title: LocalizedText;
  enabled: boolean;
  maxTries: string;
  depositsForTry: string;
  minDeposit: AmountsForm;
  sectors: SectorForm[];
}

/** Field errors keyed as the server keys them (`terms.prizes.5.prize.amounts.USD`), so one map serves both. */
export type FormErrors = Record<string, string>;

/** The most deposits a throw may take, as the contract keeps it. */
const MAX_DEPOSITS_FOR_TRY = 100;
const THROWS = 36;

function sectorFormOf(sector: number, prize: ChancePrize | undefined): SectorForm {
  return { ...chancePrizeFormOf(prize), sector };
}

/** Every sector from 2 to 12 in order, each with its prize in the terms or none. */
function sectorsOf(prizes: DiceActivityTerms['prizes']): SectorForm[] {
  const sectors: SectorForm[] = [];
  for (let sector = DICE_MIN_SECTOR; sector <= DICE_MAX_SECTOR; sector++) {
    sectors.push(sectorFormOf(sector, prizes.find((row) => row.sector === sector)?.prize));
  }
  return sectors;
}

/**
 * The form of an activity's saved terms, or of one not set up yet: switched off, one free throw (the daily dice) or
 * a throw per deposit (the weekly), no prizes.
 */
export function formOf(kind: DiceActivityKind, activity?: DiceActivityAdmin): DiceForm {
  const terms = activity?.terms;
  return {
    title: terms?.title ?? { uk: '', ru: '', en: '' },
    enabled: terms?.enabled ?? false,
    maxTries: String(terms?.maxTries ?? 1),
    depositsForTry: String(terms?.depositsForTry ?? (kind === 'weekly-dice' ? 1 : 0)),
    minDeposit: amountsFormOf(terms?.minDeposit ?? {}),
    sectors: sectorsOf(terms?.prizes ?? []),
  };
}

/**
 * The terms the form describes, as the change call takes them, or the fields it cannot read or that break the
 * contract's rules (the same rules the server checks). Whether a bonus template exists the server checks on save.
 */
export function termsFromForm(
  kind: DiceActivityKind,
  form: DiceForm,
): { ok: true; terms: DiceActivityTerms } | { ok: false; errors: FormErrors } {
  const read = new FormReader();
  const terms: DiceActivityTerms = {
    title: form.title,
    enabled: form.enabled,
    maxTries: read.required('terms.maxTries', form.maxTries, 1, DICE_MAX_TRIES),
    depositsForTry: read.required('terms.depositsForTry', form.depositsForTry, 0, MAX_DEPOSITS_FOR_TRY),
    minDeposit: amountsOf(read, 'terms.minDeposit', form.minDeposit),
    prizes: form.sectors.map((row, index) => ({
      sector: row.sector,
      prize: chancePrizeOf(read, row, `terms.prizes.${index}.prize`),
    })),
  };
  const errors = { ...read.errors };
  const checked = diceTermsSchemaOf(kind).safeParse(terms);
  for (const issue of checked.success ? [] : checked.error.issues) {
    errors[['terms', ...issue.path].join('.')] ??= issue.message;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, terms };
}

/**
 * What one throw pays in money on average in a currency, in minor units (rounded down): each money sector's amount
 * times its chance. What cannot be read yet counts as nothing.
 */
export function expectedMoney(
  sectors: readonly SectorForm[],
  odds: readonly { sector: number; pairs: number }[],
  currency: Currency,
): number {
  let sum = 0;
  for (const row of sectors) {
    if (row.type !== 'money') continue;
    const parsed = parseAmount(row.amounts[currency], currency, MAX_PRIZE_AMOUNT);
    const pairs = odds.find((entry) => entry.sector === row.sector)?.pairs ?? 0;
    if (parsed.ok) sum += pairs * parsed.minorUnits;
  }
  return Math.floor(sum / THROWS);
}
