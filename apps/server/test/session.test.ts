import { SESSION_COOKIE } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, initPlayer, login, originOf, sessionCookieOf } from './support/auth-players.ts';
import { buildTestApp, callApi, type TestApp } from './support/test-app.ts';

const PASSWORD = 'Correct-Horse-1';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

async function loggedIn(): Promise<{ sid: string; login: string }> {
  const player = await createPlayer(testApp, PASSWORD);
  const sid = sessionCookieOf(await login(testApp.app, { login: player.login, password: PASSWORD }));
  if (!sid) throw new Error('no session cookie');
  return { sid, login: player.login };
}

describe('sessions', () => {
  it('logout ends the session and clears the cookie; the old token is refused', async () => {
    const { sid } = await loggedIn();
    const response = await callApi(testApp.app, {
      method: 'POST',
      url: '/rest/logout/',
      cookies: { [SESSION_COOKIE]: sid },
      headers: { origin: originOf(testApp) },
    });
    expect(response.json()).toEqual({ success: true });
    const cleared = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect((await initPlayer(testApp.app, sid)).isGuest).toBe(true);
  });

  it('logout of a guest succeeds too', async () => {
    const response = await callApi(testApp.app, { method: 'POST', url: '/rest/logout/' });
    expect(response.json()).toEqual({ success: true });
  });

  it('logs out only by a POST from the site itself: a link or a form elsewhere cannot', async () => {
    const { sid } = await loggedIn();
    for (const url of ['/rest/logout/', '//rest/logout/', '/%72est/logout/']) {
      const byLink = await callApi(testApp.app, { url, cookies: { [SESSION_COOKIE]: sid } });
      expect(byLink.statusCode, url).toBe(404);
    }
    const crossSite = await callApi(testApp.app, {
      method: 'POST',
      url: '/rest/logout/',
      cookies: { [SESSION_COOKIE]: sid },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await initPlayer(testApp.app, sid)).isGuest).toBe(false);
  });

  it('a new login closes the session this browser had before', async () => {
    const first = await loggedIn();
    const other = await createPlayer(testApp, PASSWORD);
    const response = await login(
      testApp.app,
      { login: other.login, password: PASSWORD },
      { origin: originOf(testApp), cookie: `${SESSION_COOKIE}=${first.sid}` },
    );
    const second = sessionCookieOf(response);
    expect(second).toBeTruthy();
    expect(second).not.toBe(first.sid);
    expect((await initPlayer(testApp.app, first.sid)).isGuest).toBe(true);
    expect((await initPlayer(testApp.app, second)).login).toBe(other.login);
  });

  it('refuses a cross-site POST carrying the session cookie', async () => {
    const { sid } = await loggedIn();
    const response = await callApi(testApp.app, {
      method: 'POST',
      url: '/rest/player/change-password/',
      cookies: { [SESSION_COOKIE]: sid },
      headers: { origin: 'https://evil.example' },
      payload: { oldPassword: PASSWORD, password: 'New-Password-2' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('cross_site_request');
  });

  it('never returns another player their data: each session sees its own player', async () => {
    const a = await loggedIn();
    const b = await loggedIn();
    expect((await initPlayer(testApp.app, a.sid)).login).toBe(a.login);
    expect((await initPlayer(testApp.app, b.sid)).login).toBe(b.login);
    expect((await initPlayer(testApp.app, 'x'.repeat(43))).isGuest).toBe(true);
  });

  it('limits restore requests per contact: 429 with Retry-After in the error shape', async () => {
    const contact = 'flood@example.com';
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      answers.push(
        await callApi(testApp.app, { method: 'POST', url: '/remind/', payload: { type: 'token', contact } }),
      );
    }
    expect(answers.slice(0, 5).map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const limited = answers[5];
    expect(limited?.statusCode).toBe(429);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited?.json()).toMatchObject({ success: false, error: { code: 'rate_limited' } });
  });
});
