import { describe, expect, it } from 'vitest';
import { checkAmount, majorAmountText, parseMajorAmount } from './amount';

describe('parseMajorAmount', () => {
  it('turns whole and decimal major amounts into integer minor units', () => {
    expect(parseMajorAmount('500', 'UAH')).toEqual({ ok: true, minor: 50_000 });
    expect(parseMajorAmount('250,5', 'UAH')).toEqual({ ok: true, minor: 25_050 });
    expect(parseMajorAmount('99.99', 'USD')).toEqual({ ok: true, minor: 9_999 });
    expect(parseMajorAmount('0.01', 'EUR')).toEqual({ ok: true, minor: 1 });
    expect(parseMajorAmount('500.', 'UAH')).toEqual({ ok: true, minor: 50_000 });
  });

  it('works on the digits, so amounts floats get wrong come out exact', () => {
    // 0.1 + 0.2 and 1.005 * 100 are the classic float failures.
    expect(parseMajorAmount('0.29', 'UAH')).toEqual({ ok: true, minor: 29 });
    expect(parseMajorAmount('1.15', 'UAH')).toEqual({ ok: true, minor: 115 });
    expect(parseMajorAmount('4.35', 'UAH')).toEqual({ ok: true, minor: 435 });
    expect(parseMajorAmount('1234567.89', 'UAH')).toEqual({ ok: true, minor: 123_456_789 });
  });

  it('accepts grouping spaces, including the no-break spaces formatted amounts carry', () => {
    expect(parseMajorAmount('1 250', 'UAH')).toEqual({ ok: true, minor: 125_000 });
    expect(parseMajorAmount('12\u00a0345,50', 'UAH')).toEqual({ ok: true, minor: 1_234_550 });
    expect(parseMajorAmount(' 10\u202f000 ', 'UAH')).toEqual({ ok: true, minor: 1_000_000 });
  });

  it('refuses fractions of a kopeck instead of rounding them', () => {
    expect(parseMajorAmount('10.555', 'UAH')).toEqual({ ok: false, error: 'too_precise' });
    expect(parseMajorAmount('0,001', 'UAH')).toEqual({ ok: false, error: 'too_precise' });
  });

  it('refuses what is not an amount', () => {
    for (const text of ['-5', '+5', '1e3', '0x10', '5 ₴', '1.2.3', '1,2,3', 'abc', '.5', 'Infinity', 'NaN']) {
      expect(parseMajorAmount(text, 'UAH'), text).toEqual({ ok: false, error: 'invalid' });
    }
    expect(parseMajorAmount('', 'UAH')).toEqual({ ok: false, error: 'empty' });
    expect(parseMajorAmount('   ', 'UAH')).toEqual({ ok: false, error: 'empty' });
  });

  it('refuses amounts beyond the safe integer range', () => {
    expect(parseMajorAmount('90071992547409.91', 'UAH')).toEqual({
      ok: true,
      minor: Number.MAX_SAFE_INTEGER,
    });
    expect(parseMajorAmount('90071992547409.92', 'UAH')).toEqual({ ok: false, error: 'too_large' });
    expect(parseMajorAmount('9'.repeat(40), 'UAH')).toEqual({ ok: false, error: 'too_large' });
  });
});

describe('checkAmount', () => {
  const limits = { min: 1_000, max: 15_000_000 };

  it('accepts amounts within the limits, the limits included', () => {
    expect(checkAmount('10', 'UAH', limits)).toEqual({ ok: true, minor: 1_000 });
    expect(checkAmount('150000', 'UAH', limits)).toEqual({ ok: true, minor: 15_000_000 });
  });

  it('names the limit an amount breaks', () => {
    expect(checkAmount('9.99', 'UAH', limits)).toEqual({ ok: false, error: 'below_min' });
    expect(checkAmount('0', 'UAH', { min: 0, max: 100 })).toEqual({ ok: false, error: 'below_min' });
    expect(checkAmount('150000.01', 'UAH', limits)).toEqual({ ok: false, error: 'above_max' });
  });
});

describe('majorAmountText', () => {
  it('writes what the field reads back', () => {
    expect(majorAmountText(50_000, 'UAH', ',')).toBe('500');
    expect(majorAmountText(25_050, 'UAH', ',')).toBe('250,50');
    expect(majorAmountText(5, 'USD', '.')).toBe('0.05');
    for (const minor of [1, 99, 100, 12_345, 1_234_567]) {
      expect(parseMajorAmount(majorAmountText(minor, 'UAH', ','), 'UAH')).toEqual({ ok: true, minor });
    }
  });
});
