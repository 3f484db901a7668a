import { describe, expect, it } from 'vitest';
import { decimalText, parseDecimal } from './decimal-text';

describe('decimalText', () => {
  it('writes scaled integers with no trailing zeros', () => {
    expect(decimalText(0, 3)).toBe('0');
    expect(decimalText(2_500, 3)).toBe('2.5');
    expect(decimalText(1, 3)).toBe('0.001');
    expect(decimalText(500, 2)).toBe('5');
    expect(decimalText(25, 2)).toBe('0.25');
    expect(decimalText(1_234, 2)).toBe('12.34');
    expect(decimalText(600, 0)).toBe('600');
  });
});

describe('parseDecimal', () => {
  it('reads a dot or a comma as whole units, without floats', () => {
    expect(parseDecimal('2.5', 3)).toBe(2_500);
    expect(parseDecimal(' 2,5 ', 2)).toBe(250);
    expect(parseDecimal('0.29', 2)).toBe(29);
    expect(parseDecimal('1.15', 2)).toBe(115);
    expect(parseDecimal('7.', 2)).toBe(700);
    expect(parseDecimal('12', 0)).toBe(12);
    expect(parseDecimal('0', 2)).toBe(0);
  });

  it('refuses what is not a plain number at that scale', () => {
    for (const text of ['', ' ', '.5', '-1', '+1', '1e3', 'five', '1.2.3', '1 000', '0x10']) {
      expect(parseDecimal(text, 2), text).toBeUndefined();
    }
    expect(parseDecimal('1.005', 2)).toBeUndefined();
    expect(parseDecimal('1.5', 0)).toBeUndefined();
  });
});
