import { describe, expect, it } from 'vitest';
import { fromBase32, matchTotp, toBase32, totpCode, totpStep } from './totp.ts';

// RFC 6238 appendix B: the SHA-1 secret is the ASCII "12345678901234567890"; the RFC prints 8 digits, of which a
// 6-digit code is the last six.
const RFC_SECRET = toBase32(Buffer.from('12345678901234567890'));

describe('one-time codes', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ])('gives the RFC 6238 code at %i s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, totpStep(new Date(seconds * 1000)))).toBe(code);
  });

  it('reads back what it writes in base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 255, 17]);
    expect(fromBase32(toBase32(bytes))).toEqual(bytes);
    expect(() => fromBase32('not base32!')).toThrow();
  });

  it('accepts one step of drift either way and nothing further', () => {
    const at = new Date(1_700_000_000_000);
    const step = totpStep(at);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 1), at)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 1), at)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 2), at)).toBeNull();
    expect(matchTotp(RFC_SECRET, '12345', at)).toBeNull();
  });
});
