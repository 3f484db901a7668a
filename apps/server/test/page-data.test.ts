import { BRANDS, type Language, pageDataSchema, pagePayloadSchemas } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContent } from '../src/modules/content/content.repository.ts';
import { contentPages } from '../src/modules/content/content.schema.ts';
import { GUEST_PAGE_CACHE_MS } from '../src/modules/content/content.service.ts';
import {
  bannerRow,
  faqPageRow,
  faqRow,
  homePageRow,
  localized,
  NO_CONTENT,
  pageRow,
  partnershipPageRow,
  redirectRow,
} from './support/content-fixtures.ts';
import { buildTestApp, callApi, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

const KING = BRANDS.king.name;
const VEGAS = BRANDS.vegas.name;
const HOUR = 60 * 60 * 1000;

let testDatabase: TestDatabase;
let king: TestApp;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  await insertContent(testDatabase.database.db, {
    pages: [
      homePageRow(),
      faqPageRow(['payments', 'account']),
      partnershipPageRow('Partners for all'),
      partnershipPageRow('Partners of king', { brand: 'king' }),
      pageRow(
        '/mobile-app/',
        'mobile-app',
        'App of vlk',
        localized((lang) => ({ intro: `[${lang}]`, features: [], platforms: [] })),
        { brand: 'vlk' },
      ),
      pageRow(
        '/social-networks/',
        'social-networks',
        'Social',
        localized(() => ({ intro: 'first', networks: [] })),
        {
          seo: localized((lang) => ({
            title: `Social [${lang}] {{brand}}`,
            description: 'Follow {{brand}}',
            keywords: '{{brand}}, social',
            h1: 'Social',
            text: 'About {{brand}} and {{brand}}',
          })),
        },
      ),
    ],
    faq: [
      faqRow('payments', 'How to withdraw', { sort: 2 }),
      faqRow('payments', 'How to deposit', { sort: 1 }),
      faqRow('account', 'How to register about {{brand}}'),
      faqRow('payments', 'Vegas only', { brand: 'vegas' }),
      faqRow('unnamed-group', 'Not on the page'),
    ],
    banners: [],
    redirects: [
      redirectRow('/old-faq/', '/faq/'),
      redirectRow('/promo/', '/partnership/', { brand: 'vegas' }),
    ],
  });
  king = await buildTestApp({ database: testDatabase.database });
});
afterAll(async () => {
  await king?.close();
  await testDatabase?.cleanup();
});

async function pageData(app: TestApp, pathname: string) {
  const response = await callApi(app.app, { url: `/rest/page${pathname}` });
  expect(response.statusCode, response.body).toBe(200);
  const body = pageDataSchema.parse(response.json());
  pagePayloadSchemas[body.pageType].parse(body.payload.data);
  return body;
}

describe('seo per language', () => {
  it.each([
    ['uk', '/faq/'],
    ['ru', '/ru/faq/'],
    ['en', '/en/faq/'],
  ] as [Language, string][])('gives %s texts, canonical and alternates at %s', async (lang, pathname) => {
    const body = await pageData(king, pathname);
    expect(body.pageType).toBe('faq');
    expect(body.seo).toEqual({
      seoTitle: `FAQ [${lang}] title ${KING}`,
      seoDescription: `FAQ [${lang}] description`,
      h1: `FAQ [${lang}] h1`,
      canonicalPath: pathname,
      alternates: [
        { lang: 'uk', path: '/faq/' },
        { lang: 'ru', path: '/ru/faq/' },
        { lang: 'en', path: '/en/faq/' },
      ],
    });
  });

  it.each([
    ['/', 'uk'],
    ['/ru/', 'ru'],
    ['/en/', 'en'],
  ])('serves the home page at the language root %s', async (pathname, lang) => {
    const body = await pageData(king, pathname);
    expect(body.pageType).toBe('home');
    expect(body.seo.canonicalPath).toBe(pathname);
    expect(body.payload.data).toEqual({ lead: `Home [${lang}] lead ${KING}`, sections: [] });
  });

  it('replaces {{brand}} with the brand name in every SEO text', async () => {
    const body = await pageData(king, '/en/social-networks/');
    expect(body.seo).toMatchObject({
      seoTitle: `Social [en] ${KING}`,
      seoDescription: `Follow ${KING}`,
      seoKeywords: `${KING}, social`,
      seoText: `About ${KING} and ${KING}`,
    });
    expect(JSON.stringify(body)).not.toContain('{{brand}}');
  });
});

describe('FAQ', () => {
  it('lists the page groups in order with their questions sorted, in the language', async () => {
    const body = await pageData(king, '/ru/faq/');
    expect(body.payload.data).toEqual({
      intro: 'FAQ [ru] intro',
      groups: [
        {
          id: 'payments',
          title: 'payments [ru]',
          items: [
            {
              id: expect.any(Number),
              question: 'How to deposit [ru]?',
              answer: 'How to deposit [ru] answer',
            },
            {
              id: expect.any(Number),
              question: 'How to withdraw [ru]?',
              answer: 'How to withdraw [ru] answer',
            },
          ],
        },
        {
          id: 'account',
          title: 'account [ru]',
          items: [
            {
              id: expect.any(Number),
              question: `How to register about ${KING} [ru]?`,
              answer: `How to register about ${KING} [ru] answer`,
            },
          ],
        },
      ],
    });
  });
});

describe('brands', () => {
  let vegas: TestApp;
  beforeAll(async () => {
    vegas = await buildTestApp({ database: testDatabase.database, env: { BRAND: 'vegas' } });
  });
  afterAll(() => vegas?.close());

  it("prefers the brand's own row over the all-brands row", async () => {
    expect((await pageData(king, '/en/partnership/')).seo.h1).toBe('Partners of king [en] h1');
    expect((await pageData(vegas, '/en/partnership/')).seo.h1).toBe('Partners for all [en] h1');
  });

  it("hides another brand's pages, FAQ rows and redirects", async () => {
    expect((await callApi(king.app, { url: '/rest/page/mobile-app/' })).statusCode).toBe(404);
    expect((await callApi(king.app, { url: '/rest/page/promo/' })).statusCode).toBe(404);
    const vegasPromo = await callApi(vegas.app, { url: '/rest/page/promo/' });
    expect(vegasPromo.statusCode).toBe(301);
    expect(vegasPromo.json().redirectUrl).toBe('/partnership/');
    const questions = (await pageData(vegas, '/faq/')).payload.data as {
      groups: { items: { question: string }[] }[];
    };
    expect(questions.groups[0]?.items.map((item) => item.question)).toContain('Vegas only [uk]?');
  });

  it('names its own brand in the texts', async () => {
    expect((await pageData(vegas, '/faq/')).seo.seoTitle).toBe(`FAQ [uk] title ${VEGAS}`);
  });
});

describe('redirects and missing pages', () => {
  it.each([
    ['/faq', '/faq/'],
    ['/en/faq', '/en/faq/'],
    ['/ru/partnership', '/ru/partnership/'],
  ])('sends %s without its trailing slash to %s with a 301', async (pathname, redirectUrl) => {
    const response = await callApi(king.app, { url: `/rest/page${pathname}` });
    expect(response.statusCode).toBe(301);
    expect(response.json()).toMatchObject({ success: false, redirectUrl });
  });

  it.each([
    ['/old-faq/', '/faq/'],
    ['/en/old-faq/', '/en/faq/'],
  ])('follows the redirect table from %s to %s with a 301', async (pathname, redirectUrl) => {
    const response = await callApi(king.app, { url: `/rest/page${pathname}` });
    expect(response.statusCode).toBe(301);
    expect(response.json().redirectUrl).toBe(redirectUrl);
  });

  it.each(['/no-such-page/', '/en/no-such-page/', '/de/faq/', '/faq/extra/'])(
    'answers %s with 404',
    async (pathname) => {
      const response = await callApi(king.app, { url: `/rest/page${pathname}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, error: { code: 'page_not_found' } });
    },
  );
});

describe('banners', () => {
  // Each check uses its own app so no cached page data from another moment is served.
  const at = async (moment: string, pathname = '/') => {
    const app = await buildTestApp({ database: testDatabase.database, now: moment });
    try {
      return (await pageData(app, pathname)).banner;
    } finally {
      await app.close();
    }
  };

  beforeAll(async () => {
    await insertContent(testDatabase.database.db, {
      ...NO_CONTENT,
      banners: [
        bannerRow('march-window', {
          sort: 1,
          startsAt: new Date('2026-03-01T10:00:00Z'),
          endsAt: new Date('2026-03-01T14:00:00Z'),
        }),
        bannerRow('always', { sort: 2 }),
        bannerRow('from-march-second', { sort: 0, startsAt: new Date('2026-03-02T00:00:00Z') }),
        bannerRow('until-february', { endsAt: new Date('2026-02-28T00:00:00Z') }),
        bannerRow('switched-off', { active: false }),
        bannerRow('vlk-only', { brand: 'vlk' }),
        bannerRow('faq-placement', { placement: 'faq-hero', ctaHref: 'https://help.example/' }),
      ],
    });
  });

  it('shows only the banners whose time window contains now, in their order', async () => {
    expect((await at('2026-03-01T12:00:00Z')).map((banner) => banner.art)).toEqual([
      'march-window',
      'always',
    ]);
    expect((await at('2026-03-01T09:59:59Z')).map((banner) => banner.art)).toEqual(['always']);
    expect((await at('2026-03-01T14:00:00Z')).map((banner) => banner.art)).toEqual(['always']);
    expect((await at('2026-03-02T00:00:00Z')).map((banner) => banner.art)).toEqual([
      'from-march-second',
      'always',
    ]);
  });

  it('shows banners as time passes on one app once the cache expires', async () => {
    const app = await buildTestApp({ database: testDatabase.database, now: '2026-03-01T13:00:00Z' });
    try {
      expect((await pageData(app, '/')).banner.map((banner) => banner.art)).toEqual([
        'march-window',
        'always',
      ]);
      app.clock.advance(2 * HOUR);
      expect((await pageData(app, '/')).banner.map((banner) => banner.art)).toEqual(['always']);
    } finally {
      await app.close();
    }
  });

  it('localizes banner texts and site links, and keeps outside links', async () => {
    const [banner] = await at('2026-03-01T09:00:00Z', '/en/');
    expect(banner).toEqual({
      id: expect.any(Number),
      title: `always [en] ${KING}`,
      subtitle: 'always subtitle',
      ctaLabel: 'always cta',
      ctaHref: '/en/faq/',
      art: 'always',
    });
    expect((await at('2026-03-01T09:00:00Z', '/ru/faq/')).map((faq) => faq.ctaHref)).toEqual([
      'https://help.example/',
    ]);
  });
});

describe('guest page cache', () => {
  it('serves the same data for five minutes, then reads the change', async () => {
    const app = await buildTestApp({ database: testDatabase.database });
    try {
      expect((await pageData(app, '/social-networks/')).payload.data).toEqual({
        intro: 'first',
        networks: [],
      });
      await testDatabase.database.db
        .update(contentPages)
        .set({ payload: localized(() => ({ intro: 'second', networks: [] })) })
        .where(eq(contentPages.path, '/social-networks/'));

      app.clock.advance(GUEST_PAGE_CACHE_MS - 1);
      expect((await pageData(app, '/social-networks/')).payload.data).toEqual({
        intro: 'first',
        networks: [],
      });
      expect((await pageData(app, '/en/social-networks/')).payload.data).toEqual({
        intro: 'second',
        networks: [],
      });

      app.clock.advance(1);
      expect((await pageData(app, '/social-networks/')).payload.data).toEqual({
        intro: 'second',
        networks: [],
      });
    } finally {
      await app.close();
    }
  });

  it('lasts five minutes', () => {
    expect(GUEST_PAGE_CACHE_MS).toBe(5 * 60 * 1000);
  });
});
