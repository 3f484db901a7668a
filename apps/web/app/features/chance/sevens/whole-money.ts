import { type Currency, type Language, MINOR_UNITS } from '@casino/contracts';
import { formatMoney, numberFormat } from '@casino/i18n';

/** A jackpot-sevens amount as the spec shows it: whole major units (already truncated), with the currency's sign. */
export function formatWholeMoney(major: number, currency: Currency, lang: Language): string {
  return numberFormat(lang, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(major);
}

/** Minor units without their zero fraction when they are whole ("₴7,777"), exactly otherwise ("₴7,777.50"). */
export function formatTermsMoney(minorUnits: number, currency: Currency, lang: Language): string {
  const scale = MINOR_UNITS[currency];
  return minorUnits % scale === 0
    ? formatWholeMoney(minorUnits / scale, currency, lang)
    : formatMoney(minorUnits, currency, lang);
}
