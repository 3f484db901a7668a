import type { Language, Volatility } from '@casino/contracts';

const LOCALES: Record<Language, string> = { uk: 'uk-UA', ru: 'ru-RU', en: 'en-GB' };

export const VOLATILITY_NAMES: Record<Language, Record<Volatility, string>> = {
  uk: { low: 'низька', medium: 'середня', high: 'висока', 'very-high': 'дуже висока' },
  ru: { low: 'низкая', medium: 'средняя', high: 'высокая', 'very-high': 'очень высокая' },
  en: { low: 'low', medium: 'medium', high: 'high', 'very-high': 'very high' },
};

/** Basis points as the reader writes percentages (an RTP, a chance): 9612 is "96,12 %" or "96.12%". */
export function formatPercentBp(basisPoints: number, lang: Language): string {
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(basisPoints / 10_000);
}

/** A whole number with the reader's digit grouping: 10000 is "10 000" or "10,000". */
export function formatCount(value: number, lang: Language): string {
  return new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 0 }).format(value);
}

/** A number with at most two decimals: 2.5 is "2,5" or "2.5". */
export function formatDecimal(value: number, lang: Language): string {
  return new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 2 }).format(value);
}

/** A value in hundredths with two decimals: 153 is "1,53" or "1.53" (dice targets, crash multipliers). */
export function formatHundredths(hundredths: number, lang: Language): string {
  return new Intl.NumberFormat(LOCALES[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    hundredths / 100,
  );
}

/** A value in basis points as a multiplier with up to four decimals: 19800 is "×1,98" or "×1.98". */
export function formatMultiplierBp(basisPoints: number, lang: Language): string {
  return `×${new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 4 }).format(basisPoints / 10_000)}`;
}
