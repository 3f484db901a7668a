import { type Currency, type Language, MINOR_UNITS } from '@casino/contracts';
import { formatMoney, numberFormat } from '@casino/i18n';

/**
 * An amount as buttons and chips show it: whole amounts without the kopecks ("Поповнити 500 ₴"), others in full
 * with the shared money formatter.
 */
export function formatAmount(minor: number, currency: Currency, lang: Language): string {
  const unit = MINOR_UNITS[currency];
  if (minor % unit !== 0) return formatMoney(minor, currency, lang);
  return numberFormat(lang, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(minor / unit);
}
