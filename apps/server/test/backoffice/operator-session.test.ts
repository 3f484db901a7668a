import { CSRF_HEADER } from '@casino/contracts/backoffice';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/modules/audit/audit.schema.ts';
import { OPERATOR_COOKIE } from '../../src/modules/backoffice/serve-operator-endpoints.ts';
import {
  createOperator,
  currentCode,
  OPERATOR_PASSWORD,
  operatorLogin,
  signInOperator,
} from '../support/operators.ts';
import { signInNewPlayer } from '../support/signed-in.ts';
import { buildTestApp, callApi, type TestApp } from '../support/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ env: { RATE_LIMITS: 'off' } });
});
afterAll(() => testApp.close());

const SESSION = '/backoffice/api/session/';

async function auditActions(login: string): Promise<string[]> {
  const rows = await testApp.database.db
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(and(eq(auditEvents.actorKind, 'operator'), eq(auditEvents.actorId, login)))
    .orderBy(auditEvents.id);
  return rows.map((row) => row.action);
}

describe('operator sign-in', () => {
  it('signs in with password and code, sets a strict httpOnly cookie of its own path, and audits it', async () => {
    const { operator, totpSecret } = await createOperator(testApp, ['kyc']);
    const response = await operatorLogin(testApp, {
      login: operator.login.toUpperCase(),
      password: OPERATOR_PASSWORD,
      code: currentCode(testApp, totpSecret),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      operator: {
        login: operator.login,
        roles: ['kyc'],
        permissions: expect.arrayContaining(['kyc.decide']),
      },
      csrfToken: expect.any(String),
    });
    const cookie = response.cookies.find((entry) => entry.name === OPERATOR_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/backoffice' });
    expect(cookie?.maxAge).toBeUndefined();
    expect(await auditActions(operator.login)).toEqual(['operator.login']);
  });

  it('answers a wrong password and a wrong code alike, and locks the account after five failures', async () => {
    const { operator, totpSecret } = await createOperator(testApp, ['support']);
    const wrongPassword = await operatorLogin(testApp, {
      login: operator.login,
      password: 'not-the-password',
      code: currentCode(testApp, totpSecret),
    });
    const wrongCode = await operatorLogin(testApp, {
      login: operator.login,
      password: OPERATOR_PASSWORD,
      code: currentCode(testApp, totpSecret, 3),
    });
    const unknown = await operatorLogin(testApp, { login: 'nobody-here', password: 'x', code: '123456' });
    for (const response of [wrongPassword, wrongCode, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('operator_login_failed');
    }
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await operatorLogin(testApp, { login: operator.login, password: OPERATOR_PASSWORD, code: '000000' });
    }
    const fifth = await operatorLogin(testApp, {
      login: operator.login,
      password: OPERATOR_PASSWORD,
      code: '000001',
    });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error.code).toBe('operator_login_locked');
    // Even the right password and code wait for the lock to pass.
    const right = { login: operator.login, password: OPERATOR_PASSWORD };
    const whileLocked = await operatorLogin(testApp, { ...right, code: currentCode(testApp, totpSecret) });
    expect(whileLocked.statusCode).toBe(429);
    expect(Number(whileLocked.headers['retry-after'])).toBeGreaterThan(0);
    testApp.clock.advance(16 * 60_000);
    const after = await operatorLogin(testApp, { ...right, code: currentCode(testApp, totpSecret) });
    expect(after.statusCode, after.body).toBe(200);
    expect(await auditActions(operator.login)).toEqual([
      'operator.login_failed',
      'operator.login_failed',
      'operator.login_failed',
      'operator.login_failed',
      'operator.locked',
      'operator.login',
    ]);
  });

  it('takes a code once: the same code a second time is refused', async () => {
    const { operator, totpSecret } = await createOperator(testApp, ['auditor']);
    const body = {
      login: operator.login,
      password: OPERATOR_PASSWORD,
      code: currentCode(testApp, totpSecret),
    };
    const [first, second] = await Promise.all([operatorLogin(testApp, body), operatorLogin(testApp, body)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 401]);
  });

  it('refuses malformed input with field errors', async () => {
    const response = await operatorLogin(testApp, {
      login: 'x'.repeat(100),
      password: '',
      code: '12ab56',
    } as never);
    expect(response.statusCode).toBe(422);
  });
});

describe('operator sessions', () => {
  it('reads the session back, and ends it after the idle timeout', async () => {
    const operator = await signInOperator(testApp, ['kyc']);
    const current = await operator.call({ url: SESSION });
    expect(current.statusCode).toBe(200);
    expect(current.json().csrfToken).toBe(operator.csrfToken);
    testApp.clock.advance(14 * 60_000);
    expect((await operator.call({ url: SESSION })).statusCode).toBe(200);
    // The call above restarted the idle clock.
    testApp.clock.advance(14 * 60_000);
    expect((await operator.call({ url: SESSION })).statusCode).toBe(200);
    testApp.clock.advance(16 * 60_000);
    const expired = await operator.call({ url: SESSION });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('unauthorized');
  });

  it('ends the session on sign-out, which needs the CSRF token', async () => {
    const operator = await signInOperator(testApp, ['kyc']);
    const forged = await operator.call({
      method: 'POST',
      url: `${SESSION}logout/`,
      headers: { [CSRF_HEADER]: 'forged' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('csrf_refused');
    const withoutHeader = await callApi(testApp.app, {
      method: 'POST',
      url: `${SESSION}logout/`,
      cookies: { [OPERATOR_COOKIE]: operator.cookie },
    });
    expect(withoutHeader.statusCode).toBe(403);
    const out = await operator.call({ method: 'POST', url: `${SESSION}logout/` });
    expect(out.statusCode).toBe(200);
    expect((await operator.call({ url: SESSION })).statusCode).toBe(401);
  });

  it('does not take a player session for an operator one', async () => {
    const { sid } = await signInNewPlayer(testApp, 'Player-Pass-2026');
    const response = await callApi(testApp.app, { url: SESSION, cookies: { sid } });
    expect(response.statusCode).toBe(401);
    const forged = await callApi(testApp.app, { url: SESSION, cookies: { [OPERATOR_COOKIE]: sid } });
    expect(forged.statusCode).toBe(401);
  });

  it('answers unknown console addresses with a JSON 404', async () => {
    const response = await callApi(testApp.app, { url: '/backoffice/api/nothing-here/' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});

describe('the address allow-list', () => {
  it('refuses the console and its API to addresses outside it', async () => {
    const listed = await buildTestApp({
      database: testApp.database,
      env: { RATE_LIMITS: 'off', BACKOFFICE_ALLOWED_IPS: '10.0.0.0/8' },
    });
    try {
      const refused = await callApi(listed.app, { url: SESSION, remoteAddress: '203.0.113.7' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('operator_address_refused');
      const allowed = await callApi(listed.app, { url: SESSION, remoteAddress: '10.1.2.3' });
      expect(allowed.statusCode).toBe(401);
      // The site itself is not behind the list.
      const site = await callApi(listed.app, { url: '/rest/app/init/', remoteAddress: '203.0.113.7' });
      expect(site.statusCode).not.toBe(403);
    } finally {
      await listed.close();
    }
  });
});
