import type { Currency, Language, PrizePlaces } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';

/** The places a prize row covers: `1`, or `4–10`. */
export function placesText(row: Pick<PrizePlaces, 'fromPlace' | 'toPlace'>): string {
  return row.fromPlace === row.toPlace ? String(row.fromPlace) : `${row.fromPlace}–${row.toPlace}`;
}

/** The money prizes summed per currency, as one line (`₴50,000.00 + €500.00`); null when no prize is money. */
export function fundText(
  fund: readonly { amount: number; currency: Currency }[],
  lang: Language,
): string | null {
  const parts = fund
    .filter((item) => item.amount > 0)
    .map((item) => formatMoney(item.amount, item.currency, lang));
  return parts.length > 0 ? parts.join(' + ') : null;
}

/** How many places win a prize. */
export function prizePlaces(prizes: readonly Pick<PrizePlaces, 'fromPlace' | 'toPlace'>[]): number {
  return prizes.reduce((sum, row) => sum + row.toPlace - row.fromPlace + 1, 0);
}
