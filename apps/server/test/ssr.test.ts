import { MESSAGES } from '@casino/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContent } from '../src/modules/content/content.repository.ts';
import { loadWebBuild, type WebBuild } from '../src/modules/web/web-build.ts';
import { faqPageRow, faqRow, homePageRow, NO_CONTENT } from './support/content-fixtures.ts';
import { buildTestApp, callApi, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

let testDatabase: TestDatabase;
let web: WebBuild;
let king: TestApp;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  await insertContent(testDatabase.database.db, {
    ...NO_CONTENT,
    pages: [homePageRow(), faqPageRow(['payments'])],
    faq: [faqRow('payments', 'How to deposit')],
  });
  web = await loadWebBuild();
  king = await buildTestApp({ database: testDatabase.database, web });
});
afterAll(async () => {
  await king?.close();
  await testDatabase?.cleanup();
});

async function render(app: TestApp, url: string, headers: Record<string, string> = {}) {
  const response = await app.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  return response;
}

/** The opening `<html ...>` tag of a document. */
function htmlTag(body: string): string {
  const tag = /<html[^>]*>/.exec(body)?.[0];
  if (!tag) throw new Error(`no <html> tag in ${body.slice(0, 200)}`);
  return tag;
}

describe('server-rendered pages', () => {
  it.each([
    ['/', 'uk'],
    ['/en/', 'en'],
    ['/ru/', 'ru'],
    ['/faq/', 'uk'],
    ['/ru/faq/', 'ru'],
    ['/en/faq/', 'en'],
  ])('renders %s in %s', async (url, lang) => {
    const response = await render(king, url);
    expect(response.statusCode).toBe(200);
    expect(htmlTag(response.body)).toContain(`lang="${lang}"`);
  });

  it('puts the page texts in the document', async () => {
    const response = await render(king, '/en/faq/');
    expect(response.body).toContain('FAQ [en] h1');
    expect(response.body).toContain('How to deposit [en]?');
  });

  it('ends with the namespaces its render read, at their hashed addresses, and carries no catalogue', async () => {
    const response = await render(king, '/en/cash/deposit/');
    const block = /<script type="application\/json" id="i18n-bootstrap"[^>]*>([^<]*)<\/script>/.exec(
      response.body,
    );
    const bootstrap = JSON.parse(block?.[1] ?? 'null');
    expect(bootstrap).toMatchObject({ lang: 'en' });
    // The shell's messages, and the cash desk's, which the route's title reads.
    expect(bootstrap.preload).toEqual(expect.arrayContaining(['core', 'cash']));
    expect(bootstrap.preload).not.toContain('studio');
    expect(bootstrap.addresses.cash).toMatch(/^\/rest\/i18n\/en\/cash\/[0-9a-f]{16}\/$/);
    // A message no page of the casino shows: the studio's, only in its game frames.
    expect(response.body).not.toContain(MESSAGES.en.studio.resumed.title);
  });

  it.each(['/no-such-page/', '/en/no-such-page/', '/de/faq/'])(
    'answers %s with the 404 page',
    async (url) => {
      const response = await render(king, url);
      expect(response.statusCode).toBe(404);
      expect(htmlTag(response.body)).toMatch(/lang="(uk|ru|en)"/);
    },
  );

  it('lets the 404 page speak the language of the prefix', async () => {
    expect(htmlTag((await render(king, '/en/no-such-page/')).body)).toContain('lang="en"');
  });

  it('sends a CSP whose nonce is on every script', async () => {
    const response = await render(king, '/');
    const csp = String(response.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
    const scripts = [...response.body.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    const inline = scripts.filter((tag) => !/\bsrc=/.test(tag));
    expect(inline.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('lets the page open WebSockets only to our own push endpoint, on the host it was loaded from', async () => {
    const directive = async (host: string) =>
      String((await render(king, '/', { host })).headers['content-security-policy'])
        .split('; ')
        .find((each) => each.startsWith('connect-src'));
    expect(await directive('127.0.0.1:3000')).toBe(
      "connect-src 'self' ws://127.0.0.1:3000 wss://127.0.0.1:3000 ws://localhost:3000 wss://localhost:3000",
    );
    // A Host header that is not a host name never reaches the policy.
    expect(await directive('evil.example; script-src *')).toBe(
      "connect-src 'self' ws://localhost:3000 wss://localhost:3000",
    );
  });

  it('uses a new nonce for every response', async () => {
    const nonceOf = async () =>
      /'nonce-([^']+)'/.exec(String((await render(king, '/')).headers['content-security-policy']))?.[1];
    expect(await nonceOf()).not.toBe(await nonceOf());
  });

  it.each([
    ['light-theme', 'light-theme'],
    ['system-theme', 'system-theme'],
    ['neon-theme', 'dark-theme'],
  ])('renders the theme cookie %s as class %s on <html>', async (cookie, className) => {
    const response = await render(king, '/', { cookie: `theme=${cookie}` });
    expect(htmlTag(response.body)).toMatch(new RegExp(`class="[^"]*\\b${className}\\b`));
  });

  it('renders the dark theme without a cookie', async () => {
    expect(htmlTag((await render(king, '/')).body)).toMatch(/class="[^"]*\bdark-theme\b/);
  });

  it('names the brand on <html>', async () => {
    expect(htmlTag((await render(king, '/')).body)).toContain('data-brand="king"');
    const vlk = await buildTestApp({ database: testDatabase.database, web, env: { BRAND: 'vlk' } });
    try {
      expect(htmlTag((await render(vlk, '/')).body)).toContain('data-brand="vlk"');
    } finally {
      await vlk.close();
    }
  });

  it('serves every script and stylesheet the page names', async () => {
    const body = (await render(king, '/')).body;
    // Linked, or named by the scripts that load the page's modules once it has been painted.
    const assets = [...new Set([...body.matchAll(/"(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? ''))];
    expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true);
    expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
    for (const asset of assets) {
      const response = await king.app.inject({ method: 'GET', url: asset });
      expect(response.statusCode, asset).toBe(200);
      expect(response.headers['content-type'], asset).toMatch(
        asset.endsWith('.css') ? /^text\/css/ : /javascript/,
      );
      expect(response.headers['cache-control'], asset).toContain('immutable');
    }
  });

  it('serves the other public files for a day', async () => {
    const response = await king.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers a missing asset with 404', async () => {
    expect((await king.app.inject({ method: 'GET', url: '/assets/no-such-file.js' })).statusCode).toBe(404);
  });

  it('keeps answering /rest paths as JSON next to the pages', async () => {
    const response = await callApi(king.app, { url: '/rest/no-such-endpoint/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, error: { code: 'not_found' } });
  });
});
