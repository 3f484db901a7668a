import { CURRENCIES, LANGUAGES } from '@casino/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dateTimeFormat,
  formatClockTime,
  formatDate,
  formatDayTime,
  formatMoney,
  numberFormat,
} from './format.ts';

/** Intl separates groups and symbols with no-break spaces; the tests read them as plain spaces. */
function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

describe('formatMoney', () => {
  it.each([
    ['UAH', 'uk', '12 345,50 ₴'],
    ['UAH', 'ru', '12 345,50 ₴'],
    ['UAH', 'en', '₴12,345.50'],
    ['USD', 'uk', '12 345,50 $'],
    ['USD', 'ru', '12 345,50 $'],
    ['USD', 'en', '$12,345.50'],
    ['EUR', 'uk', '12 345,50 €'],
    ['EUR', 'ru', '12 345,50 €'],
    ['EUR', 'en', '€12,345.50'],
    ['RUB', 'uk', '12 345,50 ₽'],
    ['RUB', 'ru', '12 345,50 ₽'],
    ['RUB', 'en', '₽12,345.50'],
  ] as const)('formats 1234550 minor units of %s in %s as %s', (currency, lang, expected) => {
    expect(plainSpaces(formatMoney(1_234_550, currency, lang))).toBe(expected);
  });

  it('formats small, zero and negative amounts with two decimals', () => {
    expect(plainSpaces(formatMoney(5, 'UAH', 'uk'))).toBe('0,05 ₴');
    expect(plainSpaces(formatMoney(0, 'USD', 'en'))).toBe('$0.00');
    expect(plainSpaces(formatMoney(-250, 'EUR', 'en'))).toBe('-€2.50');
  });

  it.each([10.5, 0.1, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 2])(
    'refuses %s, which is not integer minor units',
    (amount) => {
      expect(() => formatMoney(amount, 'UAH', 'uk')).toThrow(RangeError);
    },
  );

  it('keeps every kopeck of any safe integer amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.constantFrom(...CURRENCIES),
        (amount, currency) => {
          const digits = formatMoney(amount, currency, 'en').replace(/[^\d-]/g, '');
          expect(Number(digits)).toBe(amount);
        },
      ),
    );
  });
});

describe('formatDate', () => {
  it('writes DD.MM.YYYY in Kyiv time', () => {
    expect(formatDate(new Date('2026-03-05T22:30:00Z'))).toBe('06.03.2026');
    expect(formatDate(new Date('2026-12-31T12:00:00Z'))).toBe('31.12.2026');
  });

  it('follows summer time', () => {
    // Kyiv is UTC+3 in July: 21:30 UTC is already the next day there.
    expect(formatDate(new Date('2026-07-09T21:30:00Z'))).toBe('10.07.2026');
    expect(formatDate(new Date('2026-01-09T21:30:00Z'))).toBe('09.01.2026');
  });

  it('takes another time zone when asked', () => {
    expect(formatDate(new Date('2026-03-05T22:30:00Z'), 'UTC')).toBe('05.03.2026');
  });
});

describe('formatClockTime', () => {
  it('writes HH:mm on a 24-hour clock in Kyiv time, summer time included, as Intl does', () => {
    for (const instant of [
      '2026-03-05T22:30:00Z',
      '2026-07-01T09:05:00Z',
      '2026-03-29T00:59:00Z',
      '2026-03-29T01:00:00Z',
    ]) {
      const intl = new Intl.DateTimeFormat('en-GB', {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'Europe/Kyiv',
      }).format(new Date(instant));
      expect(formatClockTime(new Date(instant))).toBe(intl);
    }
    expect(formatClockTime(new Date('2026-07-01T21:05:00Z'))).toBe('00:05');
  });

  it('takes another time zone when asked', () => {
    expect(formatClockTime(new Date('2026-03-05T22:30:00Z'), 'UTC')).toBe('22:30');
    expect(formatClockTime(new Date('2026-03-05T22:30:00Z'), 'Asia/Tokyo')).toBe('07:30');
  });
});

describe('formatDayTime', () => {
  const march = new Date('2026-03-05T22:30:00Z');
  const july = new Date('2026-07-01T09:05:00Z');

  it.each([
    ['uk', '6 бер. 00:30', '1 лип. 12:05'],
    ['ru', '6 мар. 00:30', '1 июл. 12:05'],
    ['en', '6 Mar 00:30', '1 Jul 12:05'],
  ] as const)('writes D MMM HH:mm in %s', (lang, expectedMarch, expectedJuly) => {
    expect(formatDayTime(march, lang)).toBe(expectedMarch);
    expect(formatDayTime(july, lang)).toBe(expectedJuly);
  });

  it('uses the month form that follows a day number (genitive) in Russian', () => {
    expect(formatDayTime(new Date('2026-05-01T09:00:00Z'), 'ru')).toBe('1 мая 12:00');
  });

  it('writes hours on a 24-hour clock with two digits', () => {
    for (const lang of LANGUAGES) {
      expect(formatDayTime(new Date('2026-01-01T22:07:00Z'), lang)).toMatch(/ 00:07$/);
      expect(formatDayTime(new Date('2026-01-01T13:07:00Z'), lang)).toMatch(/ 15:07$/);
    }
  });
});

describe('numberFormat and dateTimeFormat', () => {
  it('build a formatter once per language and options, and a new one for other options', () => {
    expect(numberFormat('uk', { maximumFractionDigits: 1 })).toBe(
      numberFormat('uk', { maximumFractionDigits: 1 }),
    );
    expect(numberFormat('uk', { maximumFractionDigits: 1 })).not.toBe(
      numberFormat('en', { maximumFractionDigits: 1 }),
    );
    expect(numberFormat('uk', { maximumFractionDigits: 1 })).not.toBe(
      numberFormat('uk', { maximumFractionDigits: 2 }),
    );
    const kyiv = { hour: '2-digit', timeZone: 'Europe/Kyiv' } as const;
    expect(dateTimeFormat('uk-UA', kyiv)).toBe(dateTimeFormat('uk-UA', { ...kyiv }));
    expect(dateTimeFormat('uk-UA', kyiv)).not.toBe(dateTimeFormat('uk-UA', { ...kyiv, timeZone: 'UTC' }));
  });

  it('format in the language the options name', () => {
    expect(numberFormat('en', { style: 'percent', maximumFractionDigits: 2 }).format(0.9612)).toBe('96.12%');
  });
});

describe("formatDate's own Kyiv and UTC calendars", () => {
  const byIntl = (instant: number, timeZone: string) => {
    const parts = Object.fromEntries(
      dateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone })
        .formatToParts(instant)
        .map((part) => [part.type, part.value]),
    );
    return `${parts.day}.${parts.month}.${parts.year}`;
  };

  // Kyiv's date differs from UTC's only from 21:00 or 22:00 UTC to midnight: those hours of every day tell.
  it("give Intl's date in the evening hours of every day from 1997 to 2045, across every change of Kyiv's clocks", () => {
    const mismatches: string[] = [];
    const evenings = [20, 21, 22, 23].map((hour) => hour * 3_600_000);
    for (let day = Date.UTC(1997, 0, 1); day < Date.UTC(2046, 0, 1); day += 86_400_000) {
      for (const [instant, timeZone] of evenings.flatMap((evening) => [
        [day + evening, 'Europe/Kyiv'] as const,
        [day + evening, 'UTC'] as const,
      ])) {
        const ours = formatDate(new Date(instant), timeZone);
        if (ours !== byIntl(instant, timeZone))
          mismatches.push(`${new Date(instant).toISOString()} ${timeZone}`);
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });

  it('leave earlier Kyiv dates and other time zones to Intl', () => {
    const instant = Date.UTC(1990, 5, 30, 20, 30);
    expect(formatDate(new Date(instant))).toBe(byIntl(instant, 'Europe/Kyiv'));
    expect(formatDate(new Date('2026-03-05T22:30:00Z'), 'America/New_York')).toBe('05.03.2026');
  });
});
