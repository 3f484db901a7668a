import { SESSION_COOKIE } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../src/platform/http/rate-limits.ts';
import { createPlayer, login, sessionCookieOf } from './support/auth-players.ts';
import { buildTestApp, callApi, type TestApp } from './support/test-app.ts';

/** Production as deployed: real secrets, and a Redis nobody listens on (each node then counts alone, strictly). */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://casino.example',
  REDIS_URL: 'redis://127.0.0.1:1',
  SESSION_SECRET: 'a-real-production-secret-0123456789abcdef',
  PUSH_TOKEN_SECRET: 'another-production-secret-0123456789abcdef',
  STUDIO_WALLET_SECRET: 'a-studio-production-secret-0123456789abcdef',
  BACKOFFICE_SECRET: 'a-backoffice-production-secret-0123456789ab',
};
const PASSWORD = 'Correct-Horse-1';
const ATTEMPTS = RATE_LIMITS.login.perIp.max + 10;

/** Wrong logins from one socket address, each naming a new client in X-Forwarded-For; their status codes. */
async function wrongLoginsClaimingNewAddresses(testApp: TestApp, remoteAddress: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const response = await callApi(testApp.app, {
      method: 'POST',
      url: '/login/',
      remoteAddress,
      headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
      // A new unknown account each time, so only the per-address limit can answer 429.
      payload: { login: `nobody${attempt}@example.com`, password: 'Wrong-Pass-1' },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('in production with no trusted proxy (the default)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: PRODUCTION });
  });
  afterAll(() => testApp?.close());

  it('counts logins by the socket address, whatever X-Forwarded-For claims', async () => {
    const statuses = await wrongLoginsClaimingNewAddresses(testApp, '198.51.100.7');
    expect(statuses[0]).toBe(401);
    expect(statuses.at(-1)).toBe(429);
  });

  it('does not let X-Forwarded-Host pass the origin check', async () => {
    const player = await createPlayer(testApp, PASSWORD);
    const sid = sessionCookieOf(await login(testApp.app, { login: player.login, password: PASSWORD }));
    const response = await callApi(testApp.app, {
      method: 'POST',
      url: '/rest/logout/',
      remoteAddress: '198.51.100.8',
      cookies: { [SESSION_COOKIE]: String(sid) },
      headers: {
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('cross_site_request');
  });
});

describe('in production behind a trusted proxy', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { ...PRODUCTION, TRUSTED_PROXIES: '10.0.0.0/8' } });
  });
  afterAll(() => testApp?.close());

  it('counts by the client address the proxy forwards', async () => {
    const statuses = await wrongLoginsClaimingNewAddresses(testApp, '10.1.2.3');
    expect(statuses.every((status) => status === 401)).toBe(true);
  });

  it('still ignores forwarding headers from any other address', async () => {
    const statuses = await wrongLoginsClaimingNewAddresses(testApp, '198.51.100.9');
    expect(statuses.at(-1)).toBe(429);
  });
});
