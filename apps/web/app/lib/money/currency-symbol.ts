import type { Currency, Language } from '@casino/contracts';
import { numberFormat } from '@casino/i18n';

/** The currency's narrow symbol in the language (₴, $, €, ₽), as the money formatter writes it. */
export function currencySymbol(currency: Currency, lang: Language): string {
  const parts = numberFormat(lang, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/** The decimal separator of the language: what the amount field shows between hryvnias and kopecks. */
export function decimalSeparator(lang: Language): string {
  return (
    numberFormat(lang)
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value ?? '.'
  );
}
