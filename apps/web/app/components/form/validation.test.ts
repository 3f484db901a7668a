import { describe, expect, it } from 'vitest';
import { code, email, newPassword, nickname, phone, repeatsPassword, required } from './validation';

describe('auth form rules', () => {
  it('requires a non-blank value', () => {
    expect(required('  ')).toBe('auth.invalid.required');
    expect(required('a')).toBeUndefined();
  });

  it('accepts e-mails and refuses other text', () => {
    expect(email('player@example.com')).toBeUndefined();
    expect(email('player@example')).toBe('auth.invalid.email');
    expect(email('')).toBe('auth.invalid.required');
  });

  it('accepts international and Ukrainian local phones as typed', () => {
    expect(phone('+380 50 123-45-67')).toBeUndefined();
    expect(phone('0501234567')).toBeUndefined();
    expect(phone('12ab')).toBe('auth.invalid.phone');
  });

  it('wants 8 to 128 characters that are not digits only', () => {
    expect(newPassword('secret12')).toBeUndefined();
    expect(newPassword('short1')).toBe('auth.invalid.password');
    expect(newPassword('12345678')).toBe('auth.invalid.password');
    expect(newPassword('a'.repeat(129))).toBe('auth.invalid.password');
  });

  it('wants 4 to 8 digits for a code', () => {
    expect(code('123456')).toBeUndefined();
    expect(code('12a4')).toBe('auth.invalid.code');
  });

  it('wants the repeated password to match', () => {
    expect(repeatsPassword('secret12', { password: 'secret12' })).toBeUndefined();
    expect(repeatsPassword('secret13', { password: 'secret12' })).toBe('auth.invalid.passwordsDiffer');
  });

  it('allows no nickname, or one of 3 to 24 characters', () => {
    expect(nickname('')).toBeUndefined();
    expect(nickname('  ')).toBeUndefined();
    expect(nickname('ab')).toBe('auth.invalid.nickname');
    expect(nickname('Lucky Ace')).toBeUndefined();
    expect(nickname('x'.repeat(25))).toBe('auth.invalid.nickname');
  });
});
