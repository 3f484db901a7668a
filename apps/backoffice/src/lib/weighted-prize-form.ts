import type { ChancePrize, Currency } from '@casino/contracts';
import { parseAmount } from './amount';
import { type ChancePrizeForm, chancePrizeFormOf, chancePrizeOf } from './chance-prize-form';
import type { FormReader } from './form-reader';
import { MAX_PRIZE_AMOUNT } from './prize-form';

/** The heaviest line of a weighted table, as the contracts keep it (a wheel's segment, a chest's prize). */
export const MAX_WEIGHT = 1_000_000;

/** A line of a weighted prize table as typed: its prize and its integer weight (its chance is weight / total). */
export interface WeightedPrizeForm extends ChancePrizeForm {
  weight: string;
}

export function weightedPrizeFormOf(row: { weight: number; prize: ChancePrize }): WeightedPrizeForm {
  return { ...chancePrizeFormOf(row.prize), weight: String(row.weight) };
}

/** The line an operator adds: no prize yet, weight 1. */
export function blankWeightedPrize(): WeightedPrizeForm {
  return { ...chancePrizeFormOf(undefined), weight: '1' };
}

/** A line as the contract takes it; `field` is the line's own (`terms.segments.3`). */
export function weightedPrizeOf(
  read: FormReader,
  row: WeightedPrizeForm,
  field: string,
): { weight: number; prize: ChancePrize } {
  return {
    weight: read.required(`${field}.weight`, row.weight, 1, MAX_WEIGHT),
    prize: chancePrizeOf(read, row, `${field}.prize`),
  };
}

/** A weight as typed, or 0 while it is not a whole number in bounds (it counts for nothing yet). */
function weightOf(row: WeightedPrizeForm): number {
  const weight = Number(row.weight.trim());
  return Number.isInteger(weight) && weight >= 1 && weight <= MAX_WEIGHT ? weight : 0;
}

/**
 * Each line's exact chance as the site publishes it, its weight over the table's total; undefined for a line whose
 * weight cannot be read yet.
 */
export function chancesOf(rows: readonly WeightedPrizeForm[]): (number | undefined)[] {
  const total = rows.reduce((sum, row) => sum + weightOf(row), 0);
  return rows.map((row) => (total > 0 && weightOf(row) > 0 ? weightOf(row) / total : undefined));
}

/**
 * What one draw pays in money on average in a currency, in minor units rounded down as the site publishes it: the
 * sum of each money line's amount times its weight, over the total weight, in integers. What cannot be read yet
 * counts as nothing.
 */
export function expectedMoneyOf(rows: readonly WeightedPrizeForm[], currency: Currency): number {
  let total = 0;
  let sum = 0;
  for (const row of rows) {
    const weight = weightOf(row);
    total += weight;
    if (row.type !== 'money') continue;
    const parsed = parseAmount(row.amounts[currency], currency, MAX_PRIZE_AMOUNT);
    if (parsed.ok) sum += weight * parsed.minorUnits;
  }
  return total > 0 ? Math.floor(sum / total) : 0;
}
