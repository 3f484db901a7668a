import { afterAll, beforeAll, expect } from 'vitest';
import { createPlayer, login, sessionCookieOf } from './auth-players.ts';
import { buildTestApp, callApi, type TestApp } from './test-app.ts';

/**
 * The file's app and a second brand's on the same database, built before its tests and closed after them.
 * Login rate limits are off: every test signs a new player in, and the limits have their own tests.
 */
export function appsOfTwoBrands(): { readonly main: TestApp; readonly other: TestApp } {
  const env = { RATE_LIMITS: 'off' };
  const apps: { main?: TestApp; other?: TestApp } = {};
  beforeAll(async () => {
    apps.main = await buildTestApp({ env });
    apps.other = await buildTestApp({ database: apps.main.database, env: { ...env, BRAND: 'vlk' } });
  });
  afterAll(async () => {
    await apps.other?.close();
    await apps.main?.close();
  });
  return {
    get main() {
      if (!apps.main) throw new Error('the apps are built in beforeAll');
      return apps.main;
    },
    get other() {
      if (!apps.other) throw new Error('the apps are built in beforeAll');
      return apps.other;
    },
  };
}

/** A new player signed in on the web: their row and session cookie. */
export async function signInNewPlayer(
  testApp: TestApp,
  password: string,
  overrides: Parameters<typeof createPlayer>[2] = {},
) {
  const player = await createPlayer(testApp, password, overrides);
  const response = await login(testApp.app, { login: player.login, password });
  expect(response.statusCode, response.body).toBe(200);
  return { player, sid: sessionCookieOf(response) as string };
}

/** A GET as the browser sends it, with the session cookie when there is one. */
export function getAs(testApp: TestApp, url: string, sid?: string) {
  return callApi(testApp.app, { url, cookies: sid ? { sid } : {} });
}
