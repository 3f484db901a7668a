import { describe, expect, it } from 'vitest';
import { formatBytes, formatMoney, formatOdds, formatSignedMoney, humanize } from './format';

describe('formatMoney', () => {
  it('formats integer minor units with grouping and the currency', () => {
    expect(formatMoney(123450, 'UAH')).toBe('1\u202f234.50 UAH');
    expect(formatMoney(5, 'USD')).toBe('0.05 USD');
    expect(formatMoney(0, 'EUR')).toBe('0.00 EUR');
    expect(formatMoney(100000000, 'UAH')).toBe('1\u202f000\u202f000.00 UAH');
  });

  it('keeps the sign and never rounds through floats', () => {
    expect(formatMoney(-1001, 'UAH')).toBe('−10.01 UAH');
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'USD')).toBe('90\u202f071\u202f992\u202f547\u202f409.91 USD');
    expect(formatSignedMoney(250, 'UAH')).toBe('+2.50 UAH');
    expect(formatSignedMoney(-250, 'UAH')).toBe('−2.50 UAH');
  });

  it('marks a value that is not integer minor units', () => {
    expect(formatMoney(1.5, 'UAH')).toBe('1.5 UAH (invalid)');
  });
});

describe('formatBytes and humanize', () => {
  it('reads well', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(humanize('duplicateCredentials')).toBe('Duplicate credentials');
    expect(humanize('id_card')).toBe('Id card');
  });
});

describe('formatOdds', () => {
  it('shows integer hundredths as decimal odds', () => {
    expect(formatOdds(215)).toBe('2.15');
    expect(formatOdds(101)).toBe('1.01');
    expect(formatOdds(1_000)).toBe('10.00');
    expect(formatOdds(1_000_000)).toBe('10000.00');
  });

  it('marks a value that is not integer hundredths', () => {
    expect(formatOdds(2.15)).toBe('2.15 (invalid)');
  });
});
