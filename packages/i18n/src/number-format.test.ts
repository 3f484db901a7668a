import { CURRENCIES, LANGUAGES } from '@casino/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES, numberFormat } from './format.ts';
import {
  decimalSeparatorOf,
  isPlainNumberOptions,
  NARROW_CURRENCY_SYMBOLS,
  type PlainNumberOptions,
  plainNumberFormat,
} from './number-format.ts';

const fractionDigits = fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined });

const plainOptions: fc.Arbitrary<PlainNumberOptions> = fc
  .record({
    style: fc.constantFrom('decimal', 'percent', 'currency', undefined),
    currency: fc.constantFrom(...CURRENCIES),
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  })
  .filter(
    ({ minimumFractionDigits: min, maximumFractionDigits: max }) =>
      min === undefined || max === undefined || min <= max,
  )
  .map(({ style, currency, minimumFractionDigits, maximumFractionDigits }) => {
    const options: PlainNumberOptions = {};
    if (style) options.style = style;
    if (style === 'currency') Object.assign(options, { currency, currencyDisplay: 'narrowSymbol' });
    if (minimumFractionDigits !== undefined) options.minimumFractionDigits = minimumFractionDigits;
    if (maximumFractionDigits !== undefined) options.maximumFractionDigits = maximumFractionDigits;
    return options;
  });

/** Numbers as the site formats them (amounts in minor units over 100, RTPs, counts) and any double at all. */
const numbers = fc.oneof(
  fc.integer({ min: -1e12, max: 1e12 }).map((minor) => minor / 100),
  fc.integer({ min: -1e7, max: 1e7 }).map((basisPoints) => basisPoints / 10_000),
  fc.integer({ min: -1e9, max: 1e9 }),
  fc.double({ noNaN: false }),
  fc.constantFrom(0, -0, 0.5, 1.005, 2.675, 0.045, 9.995, 999.9995, 1e21, 1.5e-7, 123456789012345680000),
);

describe("the site's own number formatting", () => {
  it('writes exactly what Intl writes, for every language, plain option set and number', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), plainOptions, numbers, (lang, options, value) => {
        expect(plainNumberFormat(lang, options).format(value)).toBe(
          new Intl.NumberFormat(LOCALES[lang], options).format(value),
        );
      }),
      { numRuns: 20_000 },
    );
  });

  it.each([
    ['uk', 1234, '1\u00a0234'],
    ['ru', 1234, '1234'],
    ['ru', 12345, '12\u00a0345'],
    ['en', 1234567.891, '1,234,567.891'],
  ] as const)('groups %s digits the way the language does: %d as %s', (lang, value, text) => {
    expect(numberFormat(lang).format(value)).toBe(text);
  });

  it('rounds the number as written, half away from zero: 1.005 to two places is 1.01', () => {
    expect(numberFormat('en', { maximumFractionDigits: 2 }).format(1.005)).toBe('1.01');
    expect(numberFormat('en', { maximumFractionDigits: 2 }).format(-1.005)).toBe('-1.01');
    expect(numberFormat('uk', { maximumFractionDigits: 0 }).format(999.5)).toBe('1\u00a0000');
  });

  it('refuses fraction digits whose least is more than their most, as Intl does', () => {
    expect(() => numberFormat('uk', { minimumFractionDigits: 3, maximumFractionDigits: 2 })).toThrow(
      RangeError,
    );
  });

  it('leaves options it does not write to Intl', () => {
    expect(isPlainNumberOptions({ notation: 'compact' })).toBe(false);
    expect(isPlainNumberOptions({ style: 'currency', currency: 'UAH' })).toBe(false);
    expect(isPlainNumberOptions({ style: 'unit', unit: 'second' })).toBe(false);
    expect(isPlainNumberOptions({ currency: 'UAH' })).toBe(false);
    const compact = { notation: 'compact', maximumFractionDigits: 1 } as const;
    expect(numberFormat('en', compact).format(12_345)).toBe('12.3k');
  });

  it("names each currency's symbol and each language's decimal separator as Intl's parts do", () => {
    for (const lang of LANGUAGES) {
      const parts = new Intl.NumberFormat(LOCALES[lang]).formatToParts(1.5);
      expect(decimalSeparatorOf(lang)).toBe(parts.find((part) => part.type === 'decimal')?.value);
      for (const currency of CURRENCIES) {
        const symbol = new Intl.NumberFormat(LOCALES[lang], {
          style: 'currency',
          currency,
          currencyDisplay: 'narrowSymbol',
        })
          .formatToParts(0)
          .find((part) => part.type === 'currency')?.value;
        expect(NARROW_CURRENCY_SYMBOLS[currency]).toBe(symbol);
      }
    }
  });
});
