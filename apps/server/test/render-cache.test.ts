import { AGE_CONFIRMED_COOKIE } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContent } from '../src/modules/content/content.repository.ts';
import { contentPages } from '../src/modules/content/content.schema.ts';
import { GUEST_PAGE_CACHE_MS } from '../src/modules/content/content.service.ts';
import { loadWebBuild } from '../src/modules/web/web-build.ts';
import { homePageRow, NO_CONTENT } from './support/content-fixtures.ts';
import { buildTestApp, type TestApp } from './support/test-app.ts';

let site: TestApp;

beforeAll(async () => {
  site = await buildTestApp({ web: await loadWebBuild() });
  await insertContent(site.database.db, { ...NO_CONTENT, pages: [homePageRow()] });
});
afterAll(async () => {
  await site?.close();
});

function get(url: string, cookie?: string) {
  return site.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

function nonceOf(csp: unknown): string {
  const nonce = /'nonce-([^']+)'/.exec(String(csp))?.[1];
  if (!nonce) throw new Error(`no nonce in ${String(csp)}`);
  return nonce;
}

describe("guests' rendered pages", () => {
  it('are rendered once and then served from the cache, each response with its own nonce', async () => {
    const first = await get('/en/');
    const second = await get('/en/');
    expect(first.headers['x-render-cache']).toBe('miss');
    expect(second.headers['x-render-cache']).toBe('hit');
    const [nonceA, nonceB] = [
      nonceOf(first.headers['content-security-policy']),
      nonceOf(second.headers['content-security-policy']),
    ];
    expect(nonceA).not.toBe(nonceB);
    for (const [response, nonce] of [
      [first, nonceA],
      [second, nonceB],
    ] as const) {
      const scriptNonces = [...response.body.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map(
        (match) => match[1],
      );
      expect(scriptNonces.length).toBeGreaterThan(0);
      expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
      expect(response.body).not.toMatch(/nonce[0-9a-f]{36}/);
    }
  });

  it('are kept apart by the cookies the renderer reads', async () => {
    const dark = await get('/ru/', 'theme=dark-theme');
    const light = await get('/ru/', 'theme=light-theme');
    expect(light.headers['x-render-cache']).toBe('miss');
    expect(dark.body).toMatch(/<html[^>]*class="dark-theme"/);
    expect(light.body).toMatch(/<html[^>]*class="light-theme"/);
    const unrelated = await get('/ru/', 'theme=light-theme; tracking=abc');
    expect(unrelated.headers['x-render-cache']).toBe('hit');
  });

  it("ask a first visitor's age in the page itself, and no more once the confirmation's cookie is there", async () => {
    const firstVisit = await get('/en/games/');
    const confirmed = await get('/en/games/', `${AGE_CONFIRMED_COOKIE}=yes`);
    expect(confirmed.headers['x-render-cache']).toBe('miss');
    expect(firstVisit.body).toContain('data-testid="age-gate"');
    expect(confirmed.body).not.toContain('data-testid="age-gate"');
  });

  it("load their scripts once they have been painted: the renderer's boot module is put back by a script", async () => {
    const page = (await get('/en/games/')).body;
    expect(page).toMatch(/<script nonce="[^"]+" type="text\/x-inert-module" id="boot-module">/);
    expect(page).not.toContain('<link rel="modulepreload"');
  });

  it("pass a resource route's image through byte for byte, with its own caching and not as a page", async () => {
    for (const cookie of [undefined, 'session=someone']) {
      const image = await get('/art/360/egypt-gold.webp', cookie);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('public, max-age=86400');
      expect(image.headers['content-security-policy']).toBeUndefined();
      const bytes = image.rawPayload;
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      // A RIFF file states its own length: any byte lost or re-encoded on the way shows.
      expect(bytes.readUInt32LE(4) + 8).toBe(bytes.length);
    }
  });

  it('are not cached when they are errors', async () => {
    await get('/no-such-page/');
    const again = await get('/no-such-page/');
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-render-cache']).toBe('miss');
  });

  it('follow content changes once the guest cache time has passed', async () => {
    expect((await get('/')).body).toContain('Home [uk] h1');
    await site.database.db.update(contentPages).set({
      seo: {
        uk: { title: 'Оновлено', description: 'd', h1: 'Оновлена головна' },
        ru: { title: 'Обновлено', description: 'd', h1: 'Обновлённая главная' },
        en: { title: 'Updated', description: 'd', h1: 'Updated home' },
      },
    });
    expect((await get('/')).body).toContain('Home [uk] h1');
    site.clock.advance(GUEST_PAGE_CACHE_MS + 1);
    const fresh = await get('/');
    expect(fresh.headers['x-render-cache']).toBe('miss');
    expect(fresh.body).toContain('Оновлена головна');
  });
});
