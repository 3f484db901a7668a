import { VERIFICATION_STATUSES } from '@casino/contracts';
import { MESSAGES } from '@casino/i18n';
import { describe, expect, it } from 'vitest';
import { verificationTextKey, verificationTone } from './verification-status';

function message(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], MESSAGES.uk);
}

describe('verification status wording', () => {
  it('has a label and an explanation for every status', () => {
    for (const status of VERIFICATION_STATUSES) {
      expect(message(`profile.verification.${status}`), status).toEqual(expect.any(String));
      expect(message(verificationTextKey(status)), status).toEqual(expect.any(String));
    }
  });

  it('colours success, waiting and problems apart', () => {
    expect(verificationTone('approved')).toBe('success');
    expect(verificationTone('pending')).toBe('warning');
    expect(verificationTone('rejected')).toBe('danger');
    expect(verificationTone('none')).toBe('neutral');
  });
});
