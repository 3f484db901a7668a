import { appInitSchema, BRANDS, LANGUAGES } from '@casino/contracts';
import { LANGUAGE_NAMES, MESSAGES, NAMESPACES, namespaceMessages } from '@casino/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContent } from '../src/modules/content/content.repository.ts';
import { faqPageRow, faqRow, homePageRow, NO_CONTENT } from './support/content-fixtures.ts';
import { buildTestApp, callApi, type TestApp } from './support/test-app.ts';

/** The start-up data holder of spec section 3, plus the success flag every reply carries. */
const START_UP_KEYS = [
  'success',
  'appMain',
  'pageData',
  'homeData',
  'i18nLang',
  'i18nMessages',
  'languages',
  'playerDashboard',
  'playerBalance',
  'playerBonusesPriority',
];

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { PUBLIC_URL: 'https://casino.example' } });
  await insertContent(testApp.database.db, {
    ...NO_CONTENT,
    pages: [homePageRow(), faqPageRow(['payments'])],
    faq: [faqRow('payments', 'How to deposit')],
  });
});
afterAll(() => testApp?.close());

async function init(url: string, headers: Record<string, string> = {}) {
  const response = await callApi(testApp.app, { url, headers });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(Object.keys(body).sort()).toEqual([...START_UP_KEYS].sort());
  return appInitSchema.parse(body);
}

describe.each(['/rest/app/init/', '/rest/init/'])('GET %s', (endpoint) => {
  it('answers a guest in Ukrainian with the start-up data holder', async () => {
    const body = await init(endpoint);
    expect(body.i18nLang).toBe('uk');
    expect(Object.keys(body.i18nMessages).sort()).toEqual([...NAMESPACES].sort());
    expect(body.i18nMessages.cash).toMatch(/^\/rest\/i18n\/uk\/cash\/[0-9a-f]{16}\/$/);
    expect(body.appMain.player).toMatchObject({
      isGuest: true,
      isMobile: false,
      login: null,
      email: null,
      depositsCount: 0,
    });
    expect(body.appMain.project.brand).toEqual(BRANDS.king);
    expect(body.appMain.project.currency).toBe('UAH');
    expect(body.appMain.publicUrl).toBe('https://casino.example');
    expect(body.pageData).toBeNull();
    expect(body.homeData).toEqual({ lead: `Home [uk] lead ${BRANDS.king.name}`, sections: [] });
    expect(body.playerDashboard).toBeNull();
    expect(body.playerBalance).toBeNull();
    expect(body.playerBonusesPriority).toEqual([]);
    expect(body.languages).toEqual([
      { code: 'uk', name: LANGUAGE_NAMES.uk, prefix: '' },
      { code: 'ru', name: LANGUAGE_NAMES.ru, prefix: '/ru' },
      { code: 'en', name: LANGUAGE_NAMES.en, prefix: '/en' },
    ]);
  });

  it('includes the page and its language with ?path=/en/faq/', async () => {
    const body = await init(`${endpoint}?path=/en/faq/`);
    expect(body.i18nLang).toBe('en');
    expect(body.i18nMessages.core).toMatch(/^\/rest\/i18n\/en\/core\//);
    expect(body.pageData).toMatchObject({
      pageType: 'faq',
      seo: { canonicalPath: '/en/faq/', h1: 'FAQ [en] h1' },
    });
    expect(body.homeData).toEqual({ lead: `Home [en] lead ${BRANDS.king.name}`, sections: [] });
  });

  it('answers in the language asked by ?lang=', async () => {
    const body = await init(`${endpoint}?lang=ru`);
    expect(body.i18nLang).toBe('ru');
    expect(body.i18nMessages.studio).toMatch(/^\/rest\/i18n\/ru\/studio\//);
  });

  it('gives no page data for a path without a page', async () => {
    const body = await init(`${endpoint}?path=/ru/no-such-page/`);
    expect(body.i18nLang).toBe('ru');
    expect(body.pageData).toBeNull();
  });

  it('tells a mobile browser from its user agent', async () => {
    const body = await init(endpoint, {
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    });
    expect(body.appMain.player.isMobile).toBe(true);
  });
});

describe('GET /rest/i18n/{lang}/{namespace}/{hash}/', () => {
  it.each(LANGUAGES)('answers each %s namespace the start-up data lists, kept for good', async (lang) => {
    const { i18nMessages } = await init(`/rest/app/init/?lang=${lang}`);
    for (const namespace of NAMESPACES) {
      const response = await callApi(testApp.app, { url: i18nMessages[namespace] ?? '' });
      expect(response.statusCode, namespace).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json()).toEqual(namespaceMessages(MESSAGES[lang], namespace));
    }
  });

  it('answers today’s messages, kept briefly, for a hash that is not the namespace’s own or for none', async () => {
    for (const url of ['/rest/i18n/uk/cash/0123456789abcdef/', '/rest/i18n/uk/cash/']) {
      const response = await callApi(testApp.app, { url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.json()).toEqual({ cash: MESSAGES.uk.cash });
    }
  });

  it('refuses an unknown language, namespace or a hash that is not one', async () => {
    for (const url of ['/rest/i18n/de/cash/', '/rest/i18n/uk/wallet/', '/rest/i18n/uk/cash/xyz/']) {
      const response = await callApi(testApp.app, { url });
      expect(response.statusCode, url).toBe(422);
    }
  });
});

/** Every leaf of a catalogue with its dotted path (`pages.faq.title`, `list[0]`). */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}[${index}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  }
  return [[path, value]];
}

/** The shape of a catalogue: each leaf's path and kind, sorted, so two catalogues compare key for key. */
function shapeOf(catalogue: unknown): string[] {
  return leaves(catalogue)
    .map(([path, value]) => `${path}: ${typeof value}`)
    .sort();
}

describe('GET /rest/i18n/{lang}/', () => {
  it.each(LANGUAGES)('returns the %s catalogue', async (lang) => {
    const response = await callApi(testApp.app, { url: `/rest/i18n/${lang}/` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json()).toEqual(MESSAGES[lang]);
  });

  it.each(LANGUAGES.filter((lang) => lang !== 'uk'))(
    'gives %s exactly the keys of Ukrainian',
    async (lang) => {
      const [uk, other] = await Promise.all(
        ['uk', lang].map(async (code) => (await callApi(testApp.app, { url: `/rest/i18n/${code}/` })).json()),
      );
      const ukShape = shapeOf(uk);
      expect(ukShape.length).toBeGreaterThan(3);
      expect(shapeOf(other)).toEqual(ukShape);
    },
  );

  it.each(LANGUAGES)('has no empty texts in %s', (lang) => {
    const empty = leaves(MESSAGES[lang]).filter(
      ([, value]) => typeof value === 'string' && value.trim() === '',
    );
    expect(empty.map(([path]) => path)).toEqual([]);
  });
});
