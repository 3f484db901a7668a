import { SESSION_COOKIE } from '@casino/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PlayersRepository } from '../../src/modules/accounts/players/players.repository.ts';
import type { NewPlayerRow, PlayerRow } from '../../src/modules/accounts/players/players.schema.ts';
import { callApi, TEST_PASSWORD_HASHER, type TestApp } from './test-app.ts';

/** Cheap scrypt parameters: stored hashes name their parameters, so the app verifies them as usual. */

let sequence = 0;

/** Inserts a player with an e-mail, a phone and a login name, all unique per call. */
export async function createPlayer(
  testApp: TestApp,
  password: string,
  overrides: Partial<Omit<NewPlayerRow, 'brand'>> = {},
): Promise<PlayerRow> {
  sequence += 1;
  return new PlayersRepository(testApp.database.db, testApp.config.brand).insert({
    login: `player${sequence}`,
    email: `player${sequence}@example.com`,
    phone: `+38050${String(1000000 + sequence).slice(-7)}`,
    primaryContact: 'email',
    passwordHash: await TEST_PASSWORD_HASHER.hash(password),
    registration: { source: null, flow: 'oneContactConfirm', variant: null, funnelType: 'opened_funnel' },
    ...overrides,
  });
}

export function findPlayer(testApp: TestApp, id: number) {
  return new PlayersRepository(testApp.database.db, testApp.config.brand).findById(id);
}

/** The site's origin, sent on cookie-authenticated mutations as the browser does. */
export function originOf(testApp: TestApp): string {
  return new URL(testApp.config.publicUrl).origin;
}

export function login(
  app: FastifyInstance,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return callApi(app, { method: 'POST', url: '/login/', payload: body, headers });
}

/** The session token a response set in its cookie. */
export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
}

/** The player main data `/rest/app/init/` answers for a session cookie. */
export async function initPlayer(app: FastifyInstance, sid: string | undefined) {
  const response = await callApi(app, {
    url: '/rest/app/init/',
    cookies: sid ? { [SESSION_COOKIE]: sid } : {},
  });
  return response.json().appMain.player;
}
