import { RESTORE_ERROR, SESSION_COOKIE } from '@casino/contracts';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundMessages } from '../src/modules/messaging/messaging.schema.ts';
import {
  createPlayer,
  findPlayer,
  initPlayer,
  login,
  originOf,
  sessionCookieOf,
} from './support/auth-players.ts';
import { buildTestApp, callApi, type TestApp } from './support/test-app.ts';

const PASSWORD = 'Correct-Horse-1';
const NEW_PASSWORD = 'Brand-New-Pass-2';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { PUBLIC_URL: 'https://casino.example' } });
});
afterAll(() => testApp.close());

const post = (url: string, payload: Record<string, unknown>, cookies: Record<string, string> = {}) =>
  callApi(testApp.app, { method: 'POST', url, payload, cookies, headers: { origin: originOf(testApp) } });

/** The text of the last message sent to a recipient. */
async function lastMessageTo(recipient: string): Promise<string> {
  const rows = await testApp.database.db
    .select()
    .from(outboundMessages)
    .orderBy(desc(outboundMessages.createdAt));
  const row = rows.find((each) => each.recipient === recipient);
  if (!row) throw new Error(`no message to ${recipient}`);
  return row.body;
}

describe('password restore', () => {
  it('by e-mail link: token → restore token → new password, the link works once', async () => {
    const player = await createPlayer(testApp, PASSWORD);
    expect((await post('/remind/', { type: 'token', contact: player.email })).json()).toEqual({
      success: true,
    });
    const link = (await lastMessageTo(String(player.email))).match(
      /https:\/\/casino\.example\/\?change-password=(\S+)/,
    );
    const token = decodeURIComponent(String(link?.[1]));

    const confirmed = (await post('/remind/confirm/', { token })).json();
    expect(confirmed).toMatchObject({ success: true, restoreToken: expect.any(String) });
    expect((await post('/remind/confirm/', { token })).json()).toEqual({
      success: false,
      error: RESTORE_ERROR.expired,
    });

    const changed = await post('/rest/player/change-password/', {
      restoreToken: confirmed.restoreToken,
      password: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().player.login).toBe(player.login);
    expect(sessionCookieOf(changed)).toBeTruthy();
    expect((await login(testApp.app, { login: player.login, password: NEW_PASSWORD })).statusCode).toBe(200);

    const reused = await post('/rest/player/change-password/', {
      restoreToken: confirmed.restoreToken,
      password: 'Another-Pass-3',
    });
    expect(reused.statusCode).toBe(410);
  });

  it('by sms code, with a wrong code counted and reuse refused', async () => {
    const player = await createPlayer(testApp, PASSWORD);
    await post('/remind/', { type: 'code', contact: player.phone });
    const code = (await lastMessageTo(String(player.phone))).match(/(\d{6})/)?.[1];
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await post('/remind/confirm/', { contact: player.phone, code: wrong })).json()).toEqual({
      success: false,
      error: RESTORE_ERROR.wrongCode,
    });
    const confirmed = (await post('/remind/confirm/', { contact: player.phone, code })).json();
    expect(confirmed.success).toBe(true);
    expect((await post('/remind/confirm/', { contact: player.phone, code })).json().success).toBe(false);
  });

  it('answers unknown contacts exactly like known ones', async () => {
    const unknown = await post('/remind/', { type: 'token', contact: 'ghost@example.com' });
    const known = await post('/remind/', {
      type: 'token',
      contact: (await createPlayer(testApp, PASSWORD)).email ?? '',
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
  });

  it('gives error 3 for a blocked account', async () => {
    const player = await createPlayer(testApp, PASSWORD, { status: 'blocked' });
    await post('/remind/', { type: 'code', contact: player.phone });
    const code = (await lastMessageTo(String(player.phone))).match(/(\d{6})/)?.[1];
    expect((await post('/remind/confirm/', { contact: player.phone, code })).json()).toEqual({
      success: false,
      error: RESTORE_ERROR.blocked,
    });
  });
});

describe('password change', () => {
  it('with the old password: ends every other session and clears hasAutoPassword', async () => {
    const player = await createPlayer(testApp, PASSWORD, { hasAutoPassword: true });
    const other = sessionCookieOf(await login(testApp.app, { login: player.login, password: PASSWORD }));
    const mine = String(
      sessionCookieOf(await login(testApp.app, { login: player.login, password: PASSWORD })),
    );

    const wrong = await post(
      '/rest/players/change-password/',
      { oldPassword: 'Wrong-Pass-1', password: NEW_PASSWORD },
      { [SESSION_COOKIE]: mine },
    );
    expect(wrong.statusCode).toBe(401);

    const changed = await post(
      '/rest/players/change-password/',
      { oldPassword: PASSWORD, password: NEW_PASSWORD },
      { [SESSION_COOKIE]: mine },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().player.hasAutoPassword).toBe(false);
    expect((await findPlayer(testApp, player.id))?.hasAutoPassword).toBe(false);
    expect((await initPlayer(testApp.app, other)).isGuest).toBe(true);
    expect((await initPlayer(testApp.app, sessionCookieOf(changed))).login).toBe(player.login);
  });

  it('enforces the password rules and needs a session or restore token', async () => {
    const player = await createPlayer(testApp, PASSWORD);
    const sid = String(
      sessionCookieOf(await login(testApp.app, { login: player.login, password: PASSWORD })),
    );
    for (const password of ['short1', '1234567890', 'x'.repeat(129)]) {
      const response = await post(
        '/rest/player/change-password/',
        { oldPassword: PASSWORD, password },
        { [SESSION_COOKIE]: sid },
      );
      expect(response.statusCode, password).toBe(422);
      expect(response.json().error.fields).toHaveProperty('password');
    }
    const guest = await post('/rest/player/change-password/', {
      oldPassword: PASSWORD,
      password: NEW_PASSWORD,
    });
    expect(guest.statusCode).toBe(401);
  });
});
