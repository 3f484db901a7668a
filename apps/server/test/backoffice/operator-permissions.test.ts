import {
  type AnyOperatorEndpoint,
  OPERATOR_ENDPOINT_TABLES,
  OPERATOR_ROLES,
  type OperatorRole,
  permissionsOf,
} from '@casino/contracts/backoffice';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInOperator, signInOperator } from '../support/operators.ts';
import { buildTestApp, callApi, type TestApp } from '../support/test-app.ts';

/**
 * The permission table, walked whole: every console route has a rule, and every role is refused (403) exactly
 * the endpoints its permissions do not cover. A new console endpoint without a rule fails the first test.
 */
const routes: RouteOptions[] = [];
let testApp: TestApp;
const operators = new Map<OperatorRole, SignedInOperator>();

beforeAll(async () => {
  testApp = await buildTestApp({ env: { RATE_LIMITS: 'off' }, onRoute: (route) => routes.push(route) });
  for (const role of OPERATOR_ROLES) operators.set(role, await signInOperator(testApp, [role]));
});
afterAll(() => testApp.close());

const ENDPOINTS: AnyOperatorEndpoint[] = Object.values(OPERATOR_ENDPOINT_TABLES).flatMap((table) =>
  Object.values(table),
);

/** A path with its parameters filled in with well-formed ids of nothing. */
function addressOf(endpoint: AnyOperatorEndpoint): string {
  return endpoint.path
    .replace(':id', endpoint.path.includes('/players/') ? '999999' : '00000000-0000-4000-8000-000000000000')
    .replace(/:[a-zA-Z]+/g, '1');
}

/** Signing out is walked last: it ends the session every later call of the walk is made with. */
const endsSession = (endpoint: AnyOperatorEndpoint) => endpoint.path.endsWith('/session/logout/');
const PROTECTED = ENDPOINTS.filter((endpoint) => endpoint.access !== 'public').sort(
  (a, b) => Number(endsSession(a)) - Number(endsSession(b)),
);

describe('the back office permission table', () => {
  it('serves every endpoint of the tables, and has a rule for every console route the server registers', () => {
    const consoleRoutes = routes.filter(
      (route) => route.url.startsWith('/backoffice/api/') && route.url !== '/backoffice/api/*',
    );
    expect(consoleRoutes.length).toBeGreaterThan(0);
    for (const route of consoleRoutes) {
      const methods = [route.method].flat().filter((method) => method !== 'HEAD');
      for (const method of methods) {
        const rule = ENDPOINTS.find((endpoint) => endpoint.path === route.url && endpoint.method === method);
        expect(rule, `${method} ${route.url} has no entry in the operator endpoint tables`).toBeDefined();
      }
    }
    for (const endpoint of ENDPOINTS) {
      const served = consoleRoutes.some(
        (route) => route.url === endpoint.path && [route.method].flat().includes(endpoint.method),
      );
      expect(served, `${endpoint.method} ${endpoint.path} is not served`).toBe(true);
    }
  });

  it('refuses every protected endpoint to callers without an operator session', async () => {
    for (const endpoint of PROTECTED) {
      const response = await callApi(testApp.app, {
        method: endpoint.method,
        url: addressOf(endpoint),
        ...(endpoint.method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(401);
    }
  });

  it.each(OPERATOR_ROLES)('gives the %s role exactly its permissions', async (role) => {
    const operator = operators.get(role);
    if (!operator) throw new Error(`no ${role} operator`);
    const held = new Set<string>(permissionsOf([role]));
    for (const endpoint of PROTECTED) {
      const response = await operator.call({
        method: endpoint.method,
        url: addressOf(endpoint),
        ...(endpoint.method === 'GET' ? {} : { payload: {} }),
      });
      const where = `${role}: ${endpoint.method} ${endpoint.path} answered ${response.statusCode} ${response.body}`;
      if (endpoint.access === 'operator' || held.has(endpoint.access)) {
        expect([401, 403], where).not.toContain(response.statusCode);
      } else {
        expect(response.statusCode, where).toBe(403);
        expect(response.json().error.code, where).toBe('operator_forbidden');
      }
    }
  });
});
