import { describe, expect, it } from 'vitest';
import { numberFormats } from './number-formats';

describe('number formats', () => {
  it('show hundredths with two decimals in the language', () => {
    expect(numberFormats('en').hundredths(4217)).toBe('42.17');
    expect(numberFormats('uk').hundredths(4217)).toBe('42,17');
    expect(numberFormats('en').hundredths(0)).toBe('0.00');
  });

  it('show multipliers as the maths pays them', () => {
    expect(numberFormats('en').times(153)).toBe('1.53×');
    expect(numberFormats('en').timesBp(19_800)).toBe('1.98×');
    expect(numberFormats('en').timesBp(10_102)).toBe('1.0102×');
    expect(numberFormats('en').percentBp(4950)).toBe('49.5%');
  });
});
