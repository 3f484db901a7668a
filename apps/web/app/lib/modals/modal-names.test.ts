import { describe, expect, it } from 'vitest';
import { brandModalName, MODAL_NAMES } from './modal-names';

describe('modal names', () => {
  it('lists each name once', () => {
    expect(new Set(MODAL_NAMES).size).toBe(MODAL_NAMES.length);
  });

  it('uses the New variant on brands with the suffix flag', () => {
    expect(brandModalName('Register', { modalNameNewSuffix: true })).toBe('RegisterNew');
    expect(brandModalName('Login', { modalNameNewSuffix: true })).toBe('LoginNew');
    expect(brandModalName('RegistrationConfirm', { modalNameNewSuffix: true })).toBe(
      'RegistrationConfirmNew',
    );
  });

  it('keeps the plain name on other brands', () => {
    expect(brandModalName('Register', { modalNameNewSuffix: false })).toBe('Register');
  });
});
