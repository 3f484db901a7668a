import { CSRF_HEADER, type OperatorRole } from '@casino/contracts/backoffice';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { OPERATOR_COOKIE } from '../../src/modules/backoffice/serve-operator-endpoints.ts';
import { totpCode, totpStep } from '../../src/modules/backoffice/totp.ts';
import { callApi, type TestApp } from './test-app.ts';

export const OPERATOR_PASSWORD = 'operator-test-password';

let created = 0;

/** A new operator with these roles: their login and authenticator secret. */
export async function createOperator(testApp: TestApp, roles: OperatorRole[]) {
  created += 1;
  const login = `${roles.join('-') || 'none'}-${created}-${Math.random().toString(36).slice(2, 8)}`;
  const { operator, totpSecret } = await testApp.app.backoffice.operators.create({
    login,
    name: `Test ${login}`,
    password: OPERATOR_PASSWORD,
    roles,
  });
  return { operator, totpSecret };
}

/** The code an authenticator app would show now, or `offset` steps (30 s each) away. */
export function currentCode(testApp: TestApp, secret: string, offset = 0): string {
  return totpCode(secret, totpStep(testApp.clock.now()) + offset);
}

export function operatorLogin(
  testApp: TestApp,
  body: { login: string; password: string; code: string },
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return callApi(testApp.app, { method: 'POST', url: '/backoffice/api/session/', payload: body, headers });
}

export interface SignedInOperator {
  login: string;
  totpSecret: string;
  cookie: string;
  csrfToken: string;
  /** A console call as the console makes it: the session cookie and, on changes, the CSRF header. */
  call(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse>;
}

/** A new operator with these roles, signed in. */
export async function signInOperator(testApp: TestApp, roles: OperatorRole[]): Promise<SignedInOperator> {
  const { operator, totpSecret } = await createOperator(testApp, roles);
  const response = await operatorLogin(testApp, {
    login: operator.login,
    password: OPERATOR_PASSWORD,
    code: currentCode(testApp, totpSecret),
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = response.cookies.find((entry) => entry.name === OPERATOR_COOKIE)?.value;
  if (!cookie) throw new Error('no operator session cookie');
  const { csrfToken } = response.json() as { csrfToken: string };
  return {
    login: operator.login,
    totpSecret,
    cookie,
    csrfToken,
    call: (options) =>
      callApi(testApp.app, {
        ...options,
        cookies: { [OPERATOR_COOKIE]: cookie, ...options.cookies },
        headers: {
          ...(options.method && options.method !== 'GET' ? { [CSRF_HEADER]: csrfToken } : {}),
          ...options.headers,
        },
      }),
  };
}
