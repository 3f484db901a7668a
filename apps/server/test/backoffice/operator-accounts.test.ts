import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/modules/audit/audit.schema.ts';
import { totpCode, totpStep } from '../../src/modules/backoffice/totp.ts';
import { operatorLogin, type SignedInOperator, signInOperator } from '../support/operators.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

const OPERATORS = '/backoffice/api/operators/';

let testApp: TestApp;
let admin: SignedInOperator;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { RATE_LIMITS: 'off' } });
  admin = await signInOperator(testApp, ['admin']);
});
afterAll(() => testApp.close());

const post = (url: string, payload: object) => admin.call({ method: 'POST', url, payload });

/** Signs in with the credentials an admin was given, as the new operator's browser would. */
function signInWith(credentials: { operator: { login: string }; password: string; totpSecret: string }) {
  return operatorLogin(testApp, {
    login: credentials.operator.login,
    password: credentials.password,
    code: totpCode(credentials.totpSecret, totpStep(testApp.clock.now())),
  });
}

describe("operators' accounts", () => {
  it('creates an operator whose credentials, shown once, sign them in', async () => {
    const created = await post(OPERATORS, { login: 'olena.kyc', name: 'Olena', roles: ['kyc', 'kyc'] });
    expect(created.statusCode, created.body).toBe(200);
    const credentials = created.json();
    expect(credentials).toMatchObject({
      operator: { login: 'olena.kyc', roles: ['kyc'], status: 'active', openSessions: 0 },
      password: expect.any(String),
      otpauthUri: expect.stringContaining(`secret=${credentials.totpSecret}`),
    });
    expect((await signInWith(credentials)).statusCode).toBe(200);
    const listed = (await admin.call({ url: OPERATORS })).json().operators;
    expect(listed.find((operator: { login: string }) => operator.login === 'olena.kyc')).toMatchObject({
      openSessions: 1,
      lastLoginAt: expect.any(String),
    });
    const again = await post(OPERATORS, { login: 'OLENA.KYC', name: 'Another', roles: ['support'] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('operator_login_taken');
  });

  it('disabling ends every session and refuses the next login; roles changes end sessions too', async () => {
    const created = (
      await post(OPERATORS, { login: 'taras.pay', name: 'Taras', roles: ['payments'] })
    ).json();
    const login = await signInWith(created);
    const cookie = login.cookies.find((entry) => entry.name === 'bo_session')?.value ?? '';
    const id = created.operator.id;
    const roles = await post(`${OPERATORS}${id}/roles/`, { roles: ['support'], reason: 'Moved to support' });
    expect(roles.json().operator).toMatchObject({ roles: ['support'], openSessions: 0 });
    const session = await testApp.app.inject({
      url: '/backoffice/api/session/',
      cookies: { bo_session: cookie },
    });
    expect(session.statusCode).toBe(401);

    const disabled = await post(`${OPERATORS}${id}/status/`, {
      status: 'disabled',
      reason: 'Left the company',
    });
    expect(disabled.json().operator.status).toBe('disabled');
    testApp.clock.advance(60_000);
    expect((await signInWith(created)).statusCode).toBe(401);
    const trail = await testApp.database.db
      .select({ action: auditEvents.action, reason: auditEvents.reason })
      .from(auditEvents)
      .where(and(eq(auditEvents.actorKind, 'operator'), eq(auditEvents.actorId, admin.login)))
      .orderBy(auditEvents.id);
    expect(trail).toEqual(
      expect.arrayContaining([
        { action: 'operator.roles_changed', reason: 'Moved to support' },
        { action: 'operator.disabled', reason: 'Left the company' },
      ]),
    );
  });

  it('new credentials replace the old ones at once', async () => {
    const created = (await post(OPERATORS, { login: 'ivan.risk', name: 'Ivan', roles: ['risk'] })).json();
    const reset = (
      await post(`${OPERATORS}${created.operator.id}/credentials/`, { reason: 'Lost the phone' })
    ).json();
    expect(reset.totpSecret).not.toBe(created.totpSecret);
    expect((await signInWith(created)).statusCode).toBe(401);
    testApp.clock.advance(60_000);
    expect((await signInWith(reset)).statusCode).toBe(200);
  });

  it('keeps an admin from locking themselves out', async () => {
    const self = (await admin.call({ url: OPERATORS }))
      .json()
      .operators.find((operator: { login: string }) => operator.login === admin.login);
    const disable = await post(`${OPERATORS}${self.id}/status/`, {
      status: 'disabled',
      reason: 'Oops, myself',
    });
    expect(disable.json().error.code).toBe('operator_self_change');
    const demote = await post(`${OPERATORS}${self.id}/roles/`, {
      roles: ['auditor'],
      reason: 'Oops, myself',
    });
    expect(demote.json().error.code).toBe('operator_self_change');
    expect((await admin.call({ url: '/backoffice/api/session/' })).statusCode).toBe(200);
  });

  it('refuses bad input and unknown operators', async () => {
    for (const body of [
      { login: 'x', name: 'Short', roles: ['kyc'] },
      { login: 'no spaces', name: 'Spaces', roles: ['kyc'] },
      { login: 'no-roles', name: 'None', roles: [] },
      { login: 'bad-role', name: 'Bad', roles: ['root'] },
    ]) {
      expect((await post(OPERATORS, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await post(`${OPERATORS}999999/sessions/revoke/`, { reason: 'Nobody here' })).statusCode).toBe(
      404,
    );
  });
});
