import { loginResponseSchema } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../src/platform/http/rate-limits.ts';
import { createPlayer, initPlayer, login, sessionCookieOf } from './support/auth-players.ts';
import { buildTestApp, callApi, type TestApp } from './support/test-app.ts';

const PASSWORD = 'Correct-Horse-1';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { PUBLIC_URL: 'https://casino.example' } });
});
afterAll(() => testApp.close());

describe('POST /login/', () => {
  it('logs in by e-mail, phone in any common form and login name', async () => {
    const player = await createPlayer(testApp, PASSWORD, { nickname: 'Ace' });
    const local = `0${player.phone?.slice(4)}`;
    for (const value of [player.email?.toUpperCase(), player.phone, local, ` ${player.login} `]) {
      const response = await login(testApp.app, { login: value, password: PASSWORD });
      expect(response.statusCode, String(value)).toBe(200);
      const body = loginResponseSchema.parse(response.json());
      expect(body.player).toMatchObject({ isGuest: false, login: player.login, nickname: 'Ace' });
      expect(body.token).toBeUndefined();
    }
  });

  it('answers a wrong password and an unknown login identically', async () => {
    const player = await createPlayer(testApp, PASSWORD);
    const wrong = await login(testApp.app, { login: player.email, password: 'Wrong-Pass-1' });
    const unknown = await login(testApp.app, { login: 'nobody@example.com', password: 'Wrong-Pass-1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json().error.code).toBe('invalid_credentials');
    expect(sessionCookieOf(wrong)).toBeUndefined();
  });

  it('sets an httpOnly, SameSite=Lax, Secure session cookie on https sites', async () => {
    const player = await createPlayer(testApp, PASSWORD);
    const response = await login(testApp.app, { login: player.login, password: PASSWORD });
    const cookie = response.cookies.find((each) => each.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
    expect((await initPlayer(testApp.app, cookie?.value)).login).toBe(player.login);
  });

  it('locks only the address that guessed: the owner still signs in from elsewhere', async () => {
    const player = await createPlayer(testApp, PASSWORD);
    const attacker = { remoteAddress: '203.0.113.66' };
    const fromAttacker = (password: string) =>
      callApi(testApp.app, {
        method: 'POST',
        url: '/login/',
        payload: { login: player.email, password },
        ...attacker,
      });
    const statuses = [];
    for (let attempt = 1; attempt <= RATE_LIMITS.login.perAccount.max + 5; attempt += 1) {
      statuses.push((await fromAttacker('Wrong-Pass-1')).statusCode);
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses[4]).toBe(403);
    expect(statuses.at(-1)).toBe(429);
    // The attacker's address stays locked out even with the right password.
    expect((await fromAttacker(PASSWORD)).statusCode).not.toBe(200);

    const owner = await login(testApp.app, { login: player.email, password: PASSWORD });
    expect(owner.statusCode, owner.body).toBe(200);
    const wrongOnce = await login(testApp.app, { login: player.email, password: 'Wrong-Pass-1' });
    expect(wrongOnce.statusCode).toBe(401);
  });

  it('locks the account after five wrong passwords in a row, for 15 minutes', async () => {
    const player = await createPlayer(testApp, PASSWORD);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await login(testApp.app, { login: player.login, password: 'Wrong-Pass-1' });
      expect(response.statusCode).toBe(401);
    }
    const fifth = await login(testApp.app, { login: player.login, password: 'Wrong-Pass-1' });
    expect(fifth.statusCode).toBe(403);
    const unlockAt = new Date(testApp.clock.now().getTime() + 15 * 60 * 1000).toISOString();
    expect(fifth.json()).toMatchObject({
      success: false,
      error: { code: 'account_blocked' },
      lockedUntil: unlockAt,
    });
    expect(fifth.headers['retry-after']).toBe('900');

    testApp.clock.advance(14 * 60 * 1000);
    const stillLocked = await login(testApp.app, { login: player.login, password: PASSWORD });
    expect(stillLocked.statusCode).toBe(403);

    testApp.clock.advance(60 * 1000);
    const unlocked = await login(testApp.app, { login: player.login, password: PASSWORD });
    expect(unlocked.statusCode).toBe(200);
  });

  it('resets the count of wrong passwords on a successful login', async () => {
    const player = await createPlayer(testApp, PASSWORD);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await login(testApp.app, { login: player.login, password: 'Wrong-Pass-1' });
    }
    expect((await login(testApp.app, { login: player.login, password: PASSWORD })).statusCode).toBe(200);
    expect((await login(testApp.app, { login: player.login, password: 'Wrong-Pass-1' })).statusCode).toBe(
      401,
    );
  });

  it('refuses a blocked account with the correct password, without an unlock time', async () => {
    const player = await createPlayer(testApp, PASSWORD, { status: 'blocked' });
    const response = await login(testApp.app, { login: player.email, password: PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'account_blocked' }, lockedUntil: null });
  });

  it('gives the mobile app the token in the body, for the x-auth-token header', async () => {
    const player = await createPlayer(testApp, PASSWORD);
    const response = await login(testApp.app, { login: player.login, password: PASSWORD, client: 'mobile' });
    const { token } = loginResponseSchema.parse(response.json());
    expect(token).toBeTruthy();
    expect(sessionCookieOf(response)).toBeUndefined();
    const init = await testApp.app.inject({
      url: '/rest/app/init/',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'x-auth-token': String(token) },
    });
    expect(init.json().appMain.player.login).toBe(player.login);
  });

  it('treats SQL and markup in the fields as plain text', async () => {
    const player = await createPlayer(testApp, PASSWORD, { nickname: '<script>alert(1)</script>' });
    const injection = await login(testApp.app, { login: "' OR '1'='1' --", password: "' OR '1'='1" });
    expect(injection.statusCode).toBe(401);
    const response = await login(testApp.app, { login: player.login, password: PASSWORD });
    expect(response.json().player.nickname).toBe('<script>alert(1)</script>');
  });

  it('validates the body with field messages', async () => {
    const response = await login(testApp.app, { login: '', password: '' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().error.fields)).toEqual(expect.arrayContaining(['login', 'password']));
  });

  it('requires the AJAX header', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/login/',
      payload: { login: 'a', password: 'b' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
  });
});
