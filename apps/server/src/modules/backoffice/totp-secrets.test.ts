import { describe, expect, it } from 'vitest';
import { TotpSecrets } from './totp-secrets.ts';

describe('sealed authenticator secrets', () => {
  const secrets = new TotpSecrets('a-backoffice-secret-of-thirty-two-chars');

  it('opens what it sealed, and seals the same secret differently each time', () => {
    const first = secrets.seal('PBOXEZBWQDL646LNU6HPWXCSGVPU6XD2');
    expect(first).not.toContain('PBOXEZBWQDL646LNU6HPWXCSGVPU6XD2');
    expect(secrets.seal('PBOXEZBWQDL646LNU6HPWXCSGVPU6XD2')).not.toBe(first);
    expect(secrets.open(first)).toBe('PBOXEZBWQDL646LNU6HPWXCSGVPU6XD2');
  });

  it('refuses a changed form, another key and plain text', () => {
    const sealed = secrets.seal('PBOXEZBWQDL646LNU6HPWXCSGVPU6XD2');
    const [version, iv, body, tag] = sealed.split('.');
    const changed = Buffer.from(body ?? '', 'base64url');
    changed[0] = (changed[0] ?? 0) ^ 1;
    expect(() => secrets.open([version, iv, changed.toString('base64url'), tag].join('.'))).toThrow();
    expect(() => new TotpSecrets('another-secret-of-at-least-thirty-two').open(sealed)).toThrow();
    expect(() => secrets.open('PBOXEZBWQDL646LNU6HPWXCSGVPU6XD2')).toThrow();
  });
});
