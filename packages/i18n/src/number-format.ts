import type { Currency, Language } from '@casino/contracts';

/**
 * The site's own number formatting for its three languages, the same text `Intl.NumberFormat` writes (a test holds
 * it to Node's Intl over random numbers, languages and options).
 *
 * Why not Intl itself: a browser tab's first number or date formatter initialises ICU's formatting, 35-100 ms of
 * main thread on a mid-range phone (140-400 ms under Lighthouse's four-fold slowdown), the longest single task of a
 * first visit after hydration. Pages format RTPs, amounts and counts as they hydrate; with this they never pay it.
 */

/** The options this formatter writes itself; any other option (compact notation, sign display...) is Intl's. */
export interface PlainNumberOptions {
  style?: 'decimal' | 'percent' | 'currency';
  currency?: Currency;
  currencyDisplay?: 'narrowSymbol';
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/** What formats a number: this module's formatter or, for options it does not write, an `Intl.NumberFormat`. */
export interface NumberFormatter {
  format(value: number): string;
}

/** CLDR's number symbols and patterns of each language's locale (uk-UA, ru-UA, en-GB). */
interface Conventions {
  decimal: string;
  group: string;
  /** Digits an integer part needs before it is grouped: ru writes 1234 but 12 345. */
  minimumGroupingDigits: number;
  /** What stands for a number that is not one. */
  notANumber: string;
  percent: (number: string) => string;
  currency: (number: string, symbol: string) => string;
}

const NBSP = '\u00a0';

const CONVENTIONS: Record<Language, Conventions> = {
  uk: {
    decimal: ',',
    group: NBSP,
    minimumGroupingDigits: 1,
    notANumber: 'NaN',
    percent: (number) => `${number}%`,
    currency: (number, symbol) => `${number}${NBSP}${symbol}`,
  },
  ru: {
    decimal: ',',
    group: NBSP,
    minimumGroupingDigits: 2,
    notANumber: 'не\u00a0число',
    percent: (number) => `${number}${NBSP}%`,
    currency: (number, symbol) => `${number}${NBSP}${symbol}`,
  },
  en: {
    decimal: '.',
    group: ',',
    minimumGroupingDigits: 1,
    notANumber: 'NaN',
    percent: (number) => `${number}%`,
    currency: (number, symbol) => `${symbol}${number}`,
  },
};

/** Each currency's narrow symbol, the same in the three languages. */
export const NARROW_CURRENCY_SYMBOLS: Record<Currency, string> = { UAH: '₴', USD: '$', EUR: '€', RUB: '₽' };

/** The character between a language's whole part and its fraction: what an amount field shows. */
export function decimalSeparatorOf(lang: Language): string {
  return CONVENTIONS[lang].decimal;
}

const PLAIN_OPTION_NAMES = new Set([
  'style',
  'currency',
  'currencyDisplay',
  'minimumFractionDigits',
  'maximumFractionDigits',
]);

/** Whether this module writes numbers with these options (else they are Intl's). */
export function isPlainNumberOptions(options: Intl.NumberFormatOptions): options is PlainNumberOptions {
  return (
    Object.keys(options).every((name) => PLAIN_OPTION_NAMES.has(name)) &&
    (options.style === undefined || ['decimal', 'percent', 'currency'].includes(options.style)) &&
    (options.style === 'currency'
      ? options.currency !== undefined &&
        Object.hasOwn(NARROW_CURRENCY_SYMBOLS, options.currency) &&
        options.currencyDisplay === 'narrowSymbol'
      : options.currency === undefined && options.currencyDisplay === undefined)
  );
}

/** The fraction digits Intl uses when options leave them out (ECMA-402: currencies 2, percentages 0, numbers 0-3). */
function fractionDigits(options: PlainNumberOptions): { min: number; max: number } {
  const [defaultMin, defaultMax] =
    options.style === 'currency' ? [2, 2] : options.style === 'percent' ? [0, 0] : [0, 3];
  const { minimumFractionDigits: min, maximumFractionDigits: max } = options;
  if (min !== undefined && max !== undefined && min > max) {
    throw new RangeError(`maximumFractionDigits ${max} is less than minimumFractionDigits ${min}`);
  }
  const resolvedMin = min ?? Math.min(defaultMin, max ?? defaultMin);
  return { min: resolvedMin, max: max ?? Math.max(defaultMax, resolvedMin) };
}

/**
 * The decimal digits of a non-negative finite number, as the shortest text that reads back as the same number (what
 * ICU formats, so 1.005 rounds up like the text says), without an exponent; `shift` moves the point right.
 */
function decimalDigits(value: number, shift: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponent = '0'] = String(value).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const point = whole.length + Number(exponent) + shift;
  const digits = whole + fraction;
  const padded = point < 0 ? '0'.repeat(-point) + digits : digits.padEnd(point, '0');
  const at = Math.max(point, 0);
  return { whole: padded.slice(0, at).replace(/^0+(?=\d)/, '') || '0', fraction: padded.slice(at) };
}

/** Adds one to a string of decimal digits. */
function increment(digits: string): string {
  let result = '';
  let index = digits.length - 1;
  for (; index >= 0 && digits[index] === '9'; index -= 1) result = `0${result}`;
  return index < 0 ? `1${result}` : `${digits.slice(0, index)}${Number(digits[index]) + 1}${result}`;
}

/** Rounds to `max` fraction digits half away from zero (Intl's default), then drops trailing zeros down to `min`. */
function rounded(
  { whole, fraction }: { whole: string; fraction: string },
  { min, max }: { min: number; max: number },
): { whole: string; fraction: string } {
  let kept = fraction.slice(0, max);
  let integer = whole;
  if ((fraction[max] ?? '0') >= '5') {
    const carried = increment(integer + kept.padEnd(max, '0'));
    integer = carried.slice(0, carried.length - max);
    kept = carried.slice(carried.length - max);
  }
  return { whole: integer, fraction: kept.replace(/0+$/, '').padEnd(min, '0') };
}

function grouped(whole: string, conventions: Conventions): string {
  if (whole.length < 4 + conventions.minimumGroupingDigits - 1) return whole;
  return whole.replace(/\B(?=(\d{3})+$)/g, conventions.group);
}

/** A number's absolute value with its point moved `shift` places, rounded and grouped in a language. */
function written(
  value: number,
  shift: number,
  digits: { min: number; max: number },
  conventions: Conventions,
) {
  const { whole, fraction } = rounded(decimalDigits(Math.abs(value), shift), digits);
  return `${grouped(whole, conventions)}${fraction ? conventions.decimal + fraction : ''}`;
}

/** Formats numbers in a language with plain options (see isPlainNumberOptions), exactly as Intl would. */
export function plainNumberFormat(lang: Language, options: PlainNumberOptions): NumberFormatter {
  const conventions = CONVENTIONS[lang];
  const digits = fractionDigits(options);
  const symbol = options.currency ? NARROW_CURRENCY_SYMBOLS[options.currency] : '';
  return {
    format(value: number): string {
      const number = Number.isNaN(value)
        ? conventions.notANumber
        : Number.isFinite(value)
          ? written(value, options.style === 'percent' ? 2 : 0, digits, conventions)
          : '∞';
      const styled =
        options.style === 'percent'
          ? conventions.percent(number)
          : options.style === 'currency'
            ? conventions.currency(number, symbol)
            : number;
      // Intl keeps the sign of a negative number even where it rounds to zero (-0.001 -> "-0").
      return value < 0 || Object.is(value, -0) ? `-${styled}` : styled;
    },
  };
}
