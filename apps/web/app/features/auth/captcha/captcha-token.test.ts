import type { CaptchaChallenge } from '@casino/contracts';
import { describe, expect, it, vi } from 'vitest';
import { type CaptchaConfig, type CaptchaIo, captchaToken } from './captcha-token';

const ENABLED: CaptchaConfig = {
  key: null,
  url: '/rest/captcha/challenge/',
  isEnabled: true,
  internalKey: 'site-key',
  isInternalEnabled: true,
};
const CHALLENGE = { challenge: 'c', salt: 's', maxnumber: 10 } as CaptchaChallenge;

function io(overrides: Partial<CaptchaIo> = {}): CaptchaIo {
  return {
    fetchChallenge: vi.fn(async () => CHALLENGE),
    solve: vi.fn(async () => 'solved-token'),
    requestInternalToken: vi.fn(async () => ({
      success: true as const,
      token: 'internal.token',
      internalKey: 'site-key',
    })),
    ...overrides,
  };
}

describe('the captcha token of a form', () => {
  it('is none while captcha is disabled, and nothing is fetched', async () => {
    const calls = io();
    expect(await captchaToken({ ...ENABLED, isEnabled: false }, 'login', calls)).toBeUndefined();
    expect(calls.fetchChallenge).not.toHaveBeenCalled();
  });

  it('is the solved challenge from the configured address', async () => {
    const calls = io();
    expect(await captchaToken(ENABLED, 'login', calls)).toBe('solved-token');
    expect(calls.fetchChallenge).toHaveBeenCalledWith('/rest/captcha/challenge/');
    expect(calls.requestInternalToken).not.toHaveBeenCalled();
  });

  it('falls back to an internal token when the challenge cannot be fetched or solved', async () => {
    const unreachable = io({ fetchChallenge: vi.fn(async () => Promise.reject(new Error('offline'))) });
    expect(await captchaToken(ENABLED, 'registration', unreachable)).toBe('internal.token');
    expect(unreachable.requestInternalToken).toHaveBeenCalledWith({
      internalKey: 'site-key',
      message: 'registration',
    });
    const noCrypto = io({ solve: vi.fn(async () => Promise.reject(new TypeError('crypto.subtle'))) });
    expect(await captchaToken(ENABLED, 'login', noCrypto)).toBe('internal.token');
  });

  it('asks the player to retry (captcha_required) when there is no internal mode to fall back on', async () => {
    const failing = io({ solve: vi.fn(async () => Promise.reject(new Error('no'))) });
    await expect(
      captchaToken({ ...ENABLED, isInternalEnabled: false, internalKey: null }, 'login', failing),
    ).rejects.toMatchObject({ body: { error: { code: 'captcha_required' } } });
    expect(failing.requestInternalToken).not.toHaveBeenCalled();
  });
});
