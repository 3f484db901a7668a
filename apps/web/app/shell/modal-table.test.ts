import { describe, expect, it } from 'vitest';
import { MODAL_NAMES } from '../lib/modals/modal-names';
import { MODAL_TABLE } from './modal-table';

describe("the site's modal table", () => {
  it('has only modals of the known names', () => {
    for (const name of Object.keys(MODAL_TABLE)) expect(MODAL_NAMES).toContain(name);
  });

  it('opens the brand variants with the same bodies as the plain names', () => {
    for (const name of [
      'Login',
      'Register',
      'RegistrationConfirm',
      'PasswordChange',
      'BlockedAccount',
    ] as const) {
      expect(MODAL_TABLE[`${name}New`]).toBe(MODAL_TABLE[name]);
    }
  });

  it('has no entry yet for the capabilities still to come', () => {
    expect(MODAL_TABLE.SupportContacts).toBeDefined();
    expect(MODAL_TABLE.StoriesSliderModal).toBeUndefined();
  });
});
