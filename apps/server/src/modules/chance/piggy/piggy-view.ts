import {
  type Currency,
  type LocalizedText,
  type PiggyBank,
  piggyBankBreakable,
  piggyBankStatus,
} from '@casino/contracts';
import type { PiggyBankRow, PiggyBankTermsRow } from './piggy.schema.ts';

/** The name a broken piggy bank's payment carries in the player's prizes. */
export const PIGGY_BANK_TITLE: LocalizedText = { uk: 'Копілка', ru: 'Копилка', en: 'Piggy bank' };

/** The bounds of a currency under the terms; undefined when the currency has no piggy bank. */
export function piggyBoundsOf(terms: PiggyBankTermsRow | undefined, currency: Currency) {
  const minAmount = terms?.minAmount[currency];
  const maxAmount = terms?.maxAmount[currency];
  if (minAmount === undefined || maxAmount === undefined) return undefined;
  return { minAmount, maxAmount };
}

/**
 * What one real-money stake adds: its share in basis points, rounded down to a whole minor unit (never a float),
 * and never past the piggy bank's maximum.
 */
export function stakeShare(input: {
  real: number;
  shareBasisPoints: number;
  amount: number;
  maxAmount: number;
}) {
  const share = Math.floor((input.real * input.shareBasisPoints) / 10_000);
  return Math.max(Math.min(share, input.maxAmount - input.amount), 0);
}

/** The piggy bank as the player reads it (a missing row is an empty first fill). */
export function piggyView(
  terms: PiggyBankTermsRow | undefined,
  row: Pick<PiggyBankRow, 'amount' | 'delayedAmount'> | undefined,
  currency: Currency,
): PiggyBank {
  const bounds = piggyBoundsOf(terms, currency);
  const amounts = {
    moneyBoxAmount: row?.amount ?? 0,
    minAmount: bounds?.minAmount ?? 0,
    maxAmount: bounds?.maxAmount ?? 0,
  };
  return {
    available: bounds !== undefined,
    games: terms?.games ?? [],
    status: piggyBankStatus(amounts),
    ...amounts,
    delayedAmount: row?.delayedAmount ?? 0,
    currency,
    breakable: bounds !== undefined && piggyBankBreakable(amounts),
    shareBasisPoints: terms?.shareBasisPoints ?? 0,
  };
}
