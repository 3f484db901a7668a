import { describe, expect, it } from 'vitest';
import { isValidTaxId } from './tax-id';

/** The check digit the RNOKPP rule gives the first nine digits. */
function withCheckDigit(nine: string): string {
  const weights = [-1, 5, 7, 9, 4, 6, 10, 5, 7];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(nine[index]), 0);
  return `${nine}${(((sum % 11) + 11) % 11) % 10}`;
}

describe('isValidTaxId', () => {
  it('accepts ten digits whose last is the check digit', () => {
    expect(isValidTaxId('3184710691')).toBe(true);
    for (const nine of ['123456789', '300000000', '987654321', '000000001']) {
      expect(isValidTaxId(withCheckDigit(nine)), nine).toBe(true);
    }
  });

  it('refuses a wrong check digit', () => {
    const valid = withCheckDigit('123456789');
    const wrong = `${valid.slice(0, 9)}${(Number(valid[9]) + 1) % 10}`;
    expect(isValidTaxId(wrong)).toBe(false);
  });

  it('refuses anything but exactly ten digits', () => {
    for (const value of [
      '',
      '123456789',
      '12345678901',
      '123456789a',
      ' 1234567890',
      '１２３４５６７８９０',
    ]) {
      expect(isValidTaxId(value), value).toBe(false);
    }
  });
});
