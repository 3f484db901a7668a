import { describe, expect, it } from 'vitest';
import { isValidIban, normaliseIban } from './iban';

describe('IBAN', () => {
  it('accepts IBANs whose check digits match, with spaces and in lower case', () => {
    expect(isValidIban('UA213223130000026007233566001')).toBe(true);
    expect(isValidIban('ua21 3223 1300 0002 6007 2335 6600 1')).toBe(true);
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
  });

  it('refuses a changed digit, a wrong shape, or nothing', () => {
    expect(isValidIban('UA213223130000026007233566002')).toBe(false);
    expect(isValidIban('GB82WEST12345698765433')).toBe(false);
    expect(isValidIban('1234')).toBe(false);
    expect(isValidIban('')).toBe(false);
    expect(isValidIban('UA21-3223-1300')).toBe(false);
  });

  it('is sent upper case without spaces', () => {
    expect(normaliseIban(' ua21 3223\u00a01300 ')).toBe('UA2132231300');
  });
});
