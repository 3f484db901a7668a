import { type Currency, type Language, MINOR_UNITS } from '@casino/contracts';
import { formatMoney, LOCALES } from '@casino/i18n';

const wholeFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount as buttons and chips show it: whole amounts without the kopecks ("Поповнити 500 ₴"), others in full
 * with the shared money formatter.
 */
export function formatAmount(minor: number, currency: Currency, lang: Language): string {
  const unit = MINOR_UNITS[currency];
  if (minor % unit !== 0) return formatMoney(minor, currency, lang);
  const key = `${lang}:${currency}`;
  let format = wholeFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    wholeFormats.set(key, format);
  }
  return format.format(minor / unit);
}
