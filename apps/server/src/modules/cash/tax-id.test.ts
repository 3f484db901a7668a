import { describe, expect, it } from 'vitest';
import { isValidRnokpp } from './tax-id.ts';

describe('RNOKPP check digit', () => {
  it.each(['1759013776', '3184710691', '0000000000'])('accepts %s', (taxId) => {
    expect(isValidRnokpp(taxId)).toBe(true);
  });

  it.each(['1759013777', '3184710690', '175901377', '17590137766', '175901377a', ''])(
    'refuses %s',
    (taxId) => {
      expect(isValidRnokpp(taxId)).toBe(false);
    },
  );

  it('takes a negative weighted sum modulo 11 the mathematical way', () => {
    // 9 * -1 = -9, so the check digit is ((-9 mod 11) = 2) mod 10 = 2.
    expect(isValidRnokpp('9000000002')).toBe(true);
    expect(isValidRnokpp('9000000009')).toBe(false);
  });
});
