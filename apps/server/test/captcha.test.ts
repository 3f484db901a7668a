import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CaptchaService,
  CHALLENGE_LIFETIME_MS,
  INTERNAL_TOKEN_LIFETIME_MS,
} from '../src/modules/captcha/captcha.service.ts';
import { manualClock } from '../src/platform/clock.ts';
import { cryptoRng } from '../src/platform/rng.ts';
import { solve } from './support/captcha.ts';
import { buildTestApp, callApi, TEST_START, type TestApp } from './support/test-app.ts';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';

function service(isEnabled = true) {
  const clock = manualClock(TEST_START);
  return { clock, captcha: new CaptchaService({ isEnabled, secret: SECRET, clock, rng: cryptoRng }) };
}

describe('captcha service', () => {
  it('accepts a solved challenge once', async () => {
    const { captcha } = service();
    const token = solve(await captcha.challenge());
    await expect(captcha.verifyCaptcha(token)).resolves.toBeUndefined();
    await expect(captcha.verifyCaptcha(token)).rejects.toMatchObject({
      code: 'captcha_required',
      status: 422,
    });
  });

  it('refuses a wrong number, a forged signature, garbage and no token', async () => {
    const { captcha } = service();
    const challenge = await captcha.challenge();
    const right = JSON.parse(Buffer.from(solve(challenge), 'base64').toString());
    const wrongNumber = solve(challenge, (right.number + 1) % challenge.maxnumber);
    const forged = solve({ ...challenge, signature: 'f'.repeat(64) });
    for (const token of [wrongNumber, forged, 'not-a-token', '', undefined]) {
      await expect(captcha.verifyCaptcha(token)).rejects.toMatchObject({ code: 'captcha_required' });
    }
  });

  it('refuses a challenge solved after it expired', async () => {
    const { captcha, clock } = service();
    const token = solve(await captcha.challenge());
    clock.advance(CHALLENGE_LIFETIME_MS + 1);
    await expect(captcha.verifyCaptcha(token)).rejects.toMatchObject({ code: 'captcha_required' });
  });

  it('refuses a challenge issued with another secret', async () => {
    const other = new CaptchaService({
      isEnabled: true,
      secret: 'another-secret-that-is-long-enough-0123456789',
      clock: manualClock(TEST_START),
      rng: cryptoRng,
    });
    const token = solve(await other.challenge());
    await expect(service().captcha.verifyCaptcha(token)).rejects.toMatchObject({ code: 'captcha_required' });
  });

  it('issues internal tokens for the right internal key, accepted once and only while fresh', async () => {
    const { captcha, clock } = service();
    const internalKey = String(captcha.projectConfig().internalKey);
    expect(() => captcha.internalToken({ internalKey: 'wrong', message: 'login' })).toThrow();
    const issued = captcha.internalToken({ internalKey, message: 'login' });
    expect(issued).toMatchObject({ success: true, internalKey });
    await expect(captcha.verifyCaptcha(issued.token)).resolves.toBeUndefined();
    await expect(captcha.verifyCaptcha(issued.token)).rejects.toMatchObject({ code: 'captcha_required' });

    const stale = captcha.internalToken({ internalKey, message: 'login' }).token;
    clock.advance(INTERNAL_TOKEN_LIFETIME_MS + 1);
    await expect(captcha.verifyCaptcha(stale)).rejects.toMatchObject({ code: 'captcha_required' });

    const tampered = captcha
      .internalToken({ internalKey, message: 'login' })
      .token.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    await expect(captcha.verifyCaptcha(tampered)).rejects.toMatchObject({ code: 'captcha_required' });
  });

  it('requires nothing while disabled', async () => {
    const { captcha } = service(false);
    await expect(captcha.verifyCaptcha(undefined)).resolves.toBeUndefined();
    expect(captcha.projectConfig()).toEqual({
      key: null,
      url: '/rest/captcha/challenge/',
      isEnabled: false,
      internalKey: null,
      isInternalEnabled: false,
    });
  });
});

describe('captcha routes', () => {
  let enabled: TestApp;
  let disabled: TestApp;
  beforeAll(async () => {
    enabled = await buildTestApp({ env: { CAPTCHA: 'on' } });
    disabled = await buildTestApp();
  });
  afterAll(async () => {
    await enabled.close();
    await disabled.close();
  });

  it('announces the captcha in the app data and serves challenges and internal tokens', async () => {
    const init = (await callApi(enabled.app, { url: '/rest/app/init/' })).json();
    const captcha = init.appMain.project.captcha;
    expect(captcha).toMatchObject({
      isEnabled: true,
      isInternalEnabled: true,
      url: '/rest/captcha/challenge/',
    });

    const challenge = await callApi(enabled.app, { url: captcha.url });
    expect(challenge.statusCode).toBe(200);
    expect(challenge.headers['cache-control']).toBe('no-store');
    expect(challenge.json()).toMatchObject({
      success: true,
      algorithm: 'SHA-256',
      maxnumber: expect.any(Number),
    });

    const token = await callApi(enabled.app, {
      method: 'POST',
      url: '/rest/captcha/internal-token/',
      payload: { internalKey: captcha.internalKey, message: 'registration' },
    });
    expect(token.json()).toMatchObject({
      success: true,
      token: expect.any(String),
      internalKey: captcha.internalKey,
    });
  });

  it('is off by default: disabled in the app data, no challenges', async () => {
    const init = (await callApi(disabled.app, { url: '/rest/app/init/' })).json();
    expect(init.appMain.project.captcha).toMatchObject({ isEnabled: false, isInternalEnabled: false });
    expect((await callApi(disabled.app, { url: '/rest/captcha/challenge/' })).statusCode).toBe(404);
  });
});
