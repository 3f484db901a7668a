import type { Currency, Prize } from '@casino/contracts';
import type { PrizeRange } from './competitions.schema.ts';

/** A place's prize in a prize table (null: the place wins nothing). */
export function prizeFor(prizes: readonly PrizeRange[], place: number): Prize | null {
  return prizes.find((range) => range.fromPlace <= place && place <= range.toPlace)?.prize ?? null;
}

/** The money prizes of a table summed per currency: what a card shows as the prize fund. */
export function prizeFund(prizes: readonly PrizeRange[]): { amount: number; currency: Currency }[] {
  const sums = new Map<Currency, number>();
  for (const range of prizes) {
    if (range.prize.type !== 'money') continue;
    const places = range.toPlace - range.fromPlace + 1;
    sums.set(range.prize.currency, (sums.get(range.prize.currency) ?? 0) + range.prize.amount * places);
  }
  return [...sums].map(([currency, amount]) => ({ amount, currency }));
}
