import { SESSION_COOKIE } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContent } from '../src/modules/content/content.repository.ts';
import { loadWebBuild } from '../src/modules/web/web-build.ts';
import { createPlayer, login, sessionCookieOf } from './support/auth-players.ts';
import { homePageRow, NO_CONTENT } from './support/content-fixtures.ts';
import { buildTestApp, type TestApp } from './support/test-app.ts';

const PASSWORD = 'Correct-Horse-1';
let site: TestApp;

beforeAll(async () => {
  site = await buildTestApp({ web: await loadWebBuild() });
  await insertContent(site.database.db, { ...NO_CONTENT, pages: [homePageRow()] });
});
afterAll(() => site?.close());

describe('pages of a logged-in player', () => {
  it("are rendered with the player's start-up data and never cached for guests", async () => {
    const player = await createPlayer(site, PASSWORD, { nickname: 'RenderedAce' });
    const sid = String(sessionCookieOf(await login(site.app, { login: player.login, password: PASSWORD })));
    const guestFirst = await site.app.inject({ url: '/en/' });
    const personal = await site.app.inject({ url: '/en/', cookies: { [SESSION_COOKIE]: sid } });
    const guestAfter = await site.app.inject({ url: '/en/' });

    expect(personal.statusCode).toBe(200);
    expect(personal.headers['x-render-cache']).toBe('bypass');
    expect(personal.headers['cache-control']).toBe('private, no-store');
    expect(personal.body).toContain(player.login);
    expect(guestFirst.body).not.toContain(player.login);
    expect(guestAfter.headers['x-render-cache']).toBe('hit');
    expect(guestAfter.body).not.toContain(player.login);
  });
});
