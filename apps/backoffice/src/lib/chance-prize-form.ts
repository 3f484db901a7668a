import { type ChancePrize, CURRENCIES, type Currency, DEFAULT_CURRENCY } from '@casino/contracts';
import { majorText } from './amount';
import type { FormReader } from './form-reader';
import { blankPrize, MAX_PRIZE_AMOUNT, type PrizeForm, prizeFormOf, prizeOf } from './prize-form';

/** Amounts per currency as typed, in major units; empty: none in that currency. */
export type AmountsForm = Record<Currency, string>;

/**
 * A chance table's prize as typed (a dice sector's, a lottery level's): a money prize has an amount per currency
 * (a player wins in their own), the other types the competitions' fields.
 */
export interface ChancePrizeForm extends PrizeForm {
  amounts: AmountsForm;
}

export function amountsFormOf(amounts: Partial<Record<Currency, number>>): AmountsForm {
  return Object.fromEntries(
    CURRENCIES.map((currency) => {
      const amount = amounts[currency];
      return [currency, amount ? majorText(amount, currency) : ''];
    }),
  ) as AmountsForm;
}

export function chancePrizeFormOf(prize: ChancePrize | undefined): ChancePrizeForm {
  if (prize?.type === 'money')
    return { ...blankPrize('money', DEFAULT_CURRENCY), amounts: amountsFormOf(prize.amounts) };
  return { ...prizeFormOf(prize ?? { type: 'none' }, DEFAULT_CURRENCY), amounts: amountsFormOf({}) };
}

/** Amounts typed per currency as minor units, leaving out the empty ones. */
export function amountsOf(
  read: FormReader,
  field: string,
  typed: AmountsForm,
): Partial<Record<Currency, number>> {
  const amounts: Partial<Record<Currency, number>> = {};
  for (const currency of CURRENCIES) {
    const amount = read.money(`${field}.${currency}`, typed[currency], currency, MAX_PRIZE_AMOUNT);
    if (amount !== null) amounts[currency] = amount;
  }
  return amounts;
}

/** A chance table's prize as the contract takes it; only money differs from a competition's prize. */
export function chancePrizeOf(read: FormReader, row: ChancePrizeForm, field: string): ChancePrize {
  if (row.type !== 'money') return prizeOf(read, row, field) as ChancePrize;
  return { type: 'money', amounts: amountsOf(read, `${field}.amounts`, row.amounts) };
}
