import { type Currency, type Language, MINOR_UNITS } from '@casino/contracts';
import { KYIV_RULE_SINCE, kyivOffsetMs } from './kyiv-time.ts';
import { isPlainNumberOptions, type NumberFormatter, plainNumberFormat } from './number-format.ts';

/** BCP 47 locale of each language, for Intl formatters. */
export const LOCALES: Record<Language, string> = { uk: 'uk-UA', ru: 'ru-UA', en: 'en-GB' };

/** Weeks start on Monday in every language (spec section 9). */
export const WEEK_STARTS_ON = 1;

const numberFormats = new Map<string, NumberFormatter>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The number formatter of a language and options, built once: the site's own for the options it writes
 * (`number-format.ts`, which spares a phone ICU's start-up), Intl's for the others; building an Intl one costs a
 * phone about as much as formatting a hundred numbers, and a lobby formats hundreds of them while it hydrates.
 */
export function numberFormat(lang: Language, options: Intl.NumberFormatOptions = {}): NumberFormatter {
  return cached(numberFormats, LOCALES[lang], options, () =>
    isPlainNumberOptions(options)
      ? plainNumberFormat(lang, options)
      : new Intl.NumberFormat(LOCALES[lang], options),
  );
}

/** The date and time formatter of a locale and options, built once (see numberFormat). */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

function cached<T>(formats: Map<string, T>, locale: string, options: object, build: () => T): T {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = build();
    formats.set(key, format);
  }
  return format;
}

/** Formats integer minor units as money in the language's conventions, e.g. 1234550 UAH -> '12 345,50 ₴'. */
export function formatMoney(minorUnits: number, currency: Currency, lang: Language): string {
  if (!Number.isSafeInteger(minorUnits))
    throw new RangeError(`money must be integer minor units, got ${minorUnits}`);
  return numberFormat(lang, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(
    minorUnits / MINOR_UNITS[currency],
  );
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

type WallClock = Record<'day' | 'month' | 'year' | 'hour' | 'minute', number>;

/**
 * What the clocks of a time zone show at an instant. Kyiv's and UTC's are worked out without Intl, which a page
 * showing a date as it loads would otherwise start up (see `kyiv-time.ts`); other zones ask Intl.
 */
function wallClock(date: Date, timeZone = 'Europe/Kyiv'): WallClock {
  const instant = date.getTime();
  const offset =
    timeZone === 'UTC'
      ? 0
      : timeZone === 'Europe/Kyiv' && instant >= KYIV_RULE_SINCE
        ? kyivOffsetMs(instant)
        : null;
  if (offset === null)
    return partsOf(
      date,
      'en-GB',
      {
        day: 'numeric',
        month: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        hourCycle: 'h23',
      },
      timeZone,
    );
  const shifted = new Date(instant + offset);
  return {
    day: shifted.getUTCDate(),
    month: shifted.getUTCMonth() + 1,
    year: shifted.getUTCFullYear(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** `DD.MM.YYYY` in the given time zone (spec section 9). */
export function formatDate(date: Date, timeZone = 'Europe/Kyiv'): string {
  const clock = wallClock(date, timeZone);
  return `${pad(clock.day)}.${pad(clock.month)}.${clock.year}`;
}

/** `HH:mm` on a 24-hour clock in the given time zone, as every language of the site writes it. */
export function formatClockTime(date: Date, timeZone = 'Europe/Kyiv'): string {
  const clock = wallClock(date, timeZone);
  return `${pad(clock.hour)}:${pad(clock.minute)}`;
}

/** `D MMM HH:mm` with the month's short name in the language, e.g. '5 лист. 14:07'. */
export function formatDayTime(date: Date, lang: Language, timeZone = 'Europe/Kyiv'): string {
  const parts = partsOf(
    date,
    'en-GB',
    { day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' },
    timeZone,
  );
  // Asked for together with the day, Intl gives the month in the form that follows a number ('1 мая', not '1 май').
  const month = dateTimeFormat(LOCALES[lang], { day: 'numeric', month: 'short', timeZone })
    .formatToParts(date)
    .find((part) => part.type === 'month')?.value;
  return `${parts.day} ${month} ${pad(parts.hour)}:${pad(parts.minute)}`;
}

function partsOf(
  date: Date,
  locale: string,
  options: Intl.DateTimeFormatOptions,
  timeZone: string,
): WallClock {
  const result = { day: 0, month: 0, year: 0, hour: 0, minute: 0 };
  for (const part of dateTimeFormat(locale, { ...options, timeZone }).formatToParts(date)) {
    if (part.type in result) result[part.type as keyof typeof result] = Number(part.value);
  }
  return result;
}
