import { describe, expect, it } from 'vitest';
import { majorText, parseAmount } from './amount';

const minor = (text: string, max?: number) => {
  const parsed = parseAmount(text, 'UAH', max);
  return parsed.ok ? parsed.minorUnits : parsed.message;
};

describe('parseAmount', () => {
  it('reads major units as integer minor units', () => {
    expect(minor('150.25')).toBe(15025);
    expect(minor('150')).toBe(15000);
    expect(minor('150.2')).toBe(15020);
    expect(minor('150.')).toBe(15000);
    expect(minor('.5')).toBe(50);
    expect(minor('0.01')).toBe(1);
    expect(minor('007.10')).toBe(710);
    expect(minor(' 1500.00 ')).toBe(150000);
  });

  it('takes a decimal comma and spaces between digit groups', () => {
    expect(minor('150,25')).toBe(15025);
    expect(minor('1 500.50')).toBe(150050);
    expect(minor('1\u202f000\u202f000')).toBe(100000000);
  });

  it('never goes through floats', () => {
    // 0.29 * 100 is 28.999999999999996 in floating point, 1.005 * 100 is 100.49999999999999.
    expect(minor('0.29')).toBe(29);
    expect(minor('1.15')).toBe(115);
    expect(minor('4.35')).toBe(435);
    expect(minor('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses more decimals than the currency has', () => {
    expect(minor('1.005')).toBe('Use at most 2 decimals, like 150.25.');
    expect(minor('0.001')).toBe('Use at most 2 decimals, like 150.25.');
  });

  it('refuses zero, negatives and what is not a number', () => {
    expect(minor('0')).toBe('The amount must be more than zero.');
    expect(minor('0.00')).toBe('The amount must be more than zero.');
    expect(minor('-5')).toMatch(/without a sign/);
    expect(minor('−5.00')).toMatch(/without a sign/);
    expect(minor('')).toBe('Enter the amount.');
    expect(minor('   ')).toBe('Enter the amount.');
    for (const text of ['abc', '.', '1.2.3', '1e5', '+5', '12a', '0x10', 'Infinity', 'NaN', '1,500.00']) {
      expect(minor(text), text).toBe('Enter the amount as a number, like 150.25.');
    }
  });

  it('refuses more than the largest amount', () => {
    expect(minor('10000000.00', 1_000_000_000)).toBe(1_000_000_000);
    expect(minor('10000000.01', 1_000_000_000)).toBe('At most 10\u202f000\u202f000.00 UAH at once.');
    expect(minor('99999999999999999999999')).toMatch(/^At most/);
  });
});

describe('majorText', () => {
  it('shows minor units as major ones without floats', () => {
    expect(majorText(1_000_000, 'UAH')).toBe('10000');
    expect(majorText(25_050, 'USD')).toBe('250.50');
    expect(majorText(5, 'EUR')).toBe('0.05');
  });

  it('reads back as the same minor units', () => {
    for (const minor of [1, 29, 115, 100_000, 123_456_789, 1e14]) {
      const parsed = parseAmount(majorText(minor, 'UAH'), 'UAH');
      expect(parsed, String(minor)).toEqual({ ok: true, minorUnits: minor });
    }
  });
});
