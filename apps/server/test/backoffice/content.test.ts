import { BRANDS, LEGAL_PAGES, type LegalPageContent, type PageData } from '@casino/contracts';
import {
  contentBannerResponseSchema,
  contentBannersResponseSchema,
  contentFaqEntryResponseSchema,
  contentFaqResponseSchema,
  contentPageResponseSchema,
  contentPagesResponseSchema,
  type PageSeoTextInput,
} from '@casino/contracts/backoffice';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/modules/audit/audit.schema.ts';
import { seedContent } from '../../src/modules/content/content.seed.ts';
import { type SignedInOperator, signInOperator } from '../support/operators.ts';
import { buildTestApp, callApi, type TestApp } from '../support/test-app.ts';

const CONTENT = '/backoffice/api/content';
/** The test app's brand and the name `{{brand}}` stands for on its site. */
const BRAND = 'king';
const BRAND_NAME = BRANDS[BRAND].name;

let testApp: TestApp;
let editor: SignedInOperator;
let support: SignedInOperator;
let marketing: SignedInOperator;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { RATE_LIMITS: 'off', BRAND } });
  await seedContent(testApp.database.db);
  editor = await signInOperator(testApp, ['content']);
  support = await signInOperator(testApp, ['support']);
  marketing = await signInOperator(testApp, ['marketing']);
});
afterAll(() => testApp.close());

function json(response: LightMyRequestResponse): unknown {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A change refused for its input: the fields the server names. */
function refusedFields(response: LightMyRequestResponse): Record<string, string> {
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json().error.code).toBe('validation_failed');
  return response.json().error.fields;
}

const send = (method: 'POST' | 'DELETE', url: string, payload: unknown, operator = editor) =>
  operator.call({ method, url: `${CONTENT}${url}`, payload: payload as Record<string, unknown> });

async function pagesOf(brand: string) {
  const response = await marketing.call({ url: `${CONTENT}/pages/?brand=${encodeURIComponent(brand)}` });
  return contentPagesResponseSchema.parse(json(response)).pages;
}

async function pageAt(brand: string, path: string) {
  const summary = (await pagesOf(brand)).find((page) => page.path === path);
  if (!summary) throw new Error(`no page ${path} for ${brand}`);
  return contentPageResponseSchema.parse(json(await editor.call({ url: `${CONTENT}/pages/${summary.id}/` })))
    .page;
}

/** What a guest of the site gets at the path (cached for five minutes unless a change clears it). */
async function site<T extends PageData['pageType']>(path: string): Promise<PageData<T>> {
  return json(await callApi(testApp.app, { url: `/rest/page${path}` })) as PageData<T>;
}

/** The newest audit record of the action. */
async function lastRecord(action: string) {
  const [record] = await testApp.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.action, action))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return record;
}

const seoText = (h1: string): PageSeoTextInput => ({
  title: `${h1} | {{brand}}`,
  description: `All about ${h1}`,
  keywords: '',
  h1,
  text: 'First paragraph.\n\nSecond paragraph.',
});
const seoInEveryLanguage = (h1: string) => ({
  uk: seoText(`${h1} uk`),
  ru: seoText(`${h1} ru`),
  en: seoText(`${h1} en`),
});

describe('content pages', () => {
  it("lists the all-brands pages, and a brand's pages with its own rows winning", async () => {
    const everyBrand = await pagesOf('*');
    expect(everyBrand.every((page) => page.brand === '*')).toBe(true);
    const faq = everyBrand.find((page) => page.path === '/faq/');
    expect(faq).toMatchObject({ pageType: 'faq', h1: { en: 'Questions and answers' } });
    expect(faq?.h1.uk.length).toBeGreaterThan(0);

    const ofBrand = await pagesOf(BRAND);
    expect(ofBrand.find((page) => page.path === LEGAL_PAGES.terms)).toMatchObject({
      brand: BRAND,
      pageType: 'legal',
    });
    expect(ofBrand.find((page) => page.path === '/faq/')?.brand).toBe('*');
    expect(new Set(ofBrand.map((page) => page.path)).size).toBe(ofBrand.length);

    const page = await pageAt('*', '/faq/');
    expect(page.seo.en.h1).toBe('Questions and answers');
    expect(page.payload.en).toMatchObject({ groups: expect.any(Array) });
    expect((await editor.call({ url: `${CONTENT}/pages/999999/` })).statusCode).toBe(404);
  });

  it("rewrites a page's SEO texts: the site's answer changes at once, with the brand's name", async () => {
    const before = await site<'faq'>('/en/faq/');
    expect(before.seo.h1).toBe('Questions and answers');
    const page = await pageAt('*', '/faq/');
    // Every node's guest pages are told of the change (this node's at once, the others' through Redis).
    let cleared = 0;
    testApp.app.caches.register(['content'], () => {
      cleared += 1;
    });

    const saved = await send('POST', `/pages/${page.id}/`, {
      seo: seoInEveryLanguage('Help'),
      reason: 'Shorter heading for the winter campaign',
    });
    const view = contentPageResponseSchema.parse(json(saved)).page;
    expect(view.seo.en).toEqual({
      title: 'Help en | {{brand}}',
      description: 'All about Help en',
      h1: 'Help en',
      text: 'First paragraph.\n\nSecond paragraph.',
    });
    expect(view.updatedAt).toBe(testApp.clock.now().toISOString());

    expect(cleared).toBe(1);
    const after = await site<'faq'>('/en/faq/');
    expect(after.seo).toMatchObject({ h1: 'Help en', seoTitle: `Help en | ${BRAND_NAME}` });
    expect(after.seo.seoKeywords).toBeUndefined();
    expect((await site('/ru/faq/')).seo.h1).toBe('Help ru');
    // The payload stays: the questions still show.
    expect(after.payload.data.groups.length).toBe(before.payload.data.groups.length);

    const record = await lastRecord('content_page.changed');
    expect(record).toMatchObject({
      actorKind: 'operator',
      actorId: editor.login,
      playerId: null,
      reason: 'Shorter heading for the winter campaign',
      before: { page: '/faq/', brand: '*', seo: { en: { h1: 'Questions and answers' } } },
      after: { page: '/faq/', brand: '*', seo: { en: { h1: 'Help en' } } },
    });
    expect(record?.requestId).toBeTruthy();
  });

  it("rewrites a legal page's text blocks, and refuses a payload for any other page type", async () => {
    const terms = await pageAt(BRAND, LEGAL_PAGES.terms);
    const stored = terms.payload.en as LegalPageContent;
    const payload = {
      ...(terms.payload as Record<'uk' | 'ru' | 'en', LegalPageContent>),
      en: { ...stored, intro: 'These terms bind {{brand}} and you.' },
    };
    const saved = await send('POST', `/pages/${terms.id}/`, { seo: terms.seo, payload, reason: 'New intro' });
    json(saved);
    const shown = await site<'legal'>(`/en${LEGAL_PAGES.terms}`);
    expect(shown.payload.data.intro).toBe(`These terms bind ${BRAND_NAME} and you.`);
    expect((await lastRecord('content_page.changed'))?.after).toMatchObject({
      payload: { en: { intro: payload.en.intro } },
    });

    const faq = await pageAt('*', '/faq/');
    const fields = refusedFields(
      await send('POST', `/pages/${faq.id}/`, { seo: faq.seo, payload, reason: 'Wrong page' }),
    );
    expect(fields.payload).toBeDefined();
    const badBlock = { ...payload, uk: { ...stored, sections: [] } };
    expect(
      refusedFields(
        await send('POST', `/pages/${terms.id}/`, { seo: terms.seo, payload: badBlock, reason: 'Empty' }),
      ),
    ).toHaveProperty(['payload.uk.sections']);
  });

  it('refuses SEO texts missing a language or too long', async () => {
    const page = await pageAt('*', '/mobile-app/');
    const { ru: _missing, ...twoLanguages } = page.seo;
    expect(
      refusedFields(await send('POST', `/pages/${page.id}/`, { seo: twoLanguages, reason: 'No ru' })),
    ).toHaveProperty(['seo.ru']);
    const huge = { ...page.seo, en: { ...page.seo.en, title: 'x'.repeat(10_000) } };
    expect(
      refusedFields(await send('POST', `/pages/${page.id}/`, { seo: huge, reason: 'Too long' })),
    ).toHaveProperty(['seo.en.title']);
    const blank = { ...page.seo, uk: { ...page.seo.uk, h1: '   ' } };
    expect(
      refusedFields(await send('POST', `/pages/${page.id}/`, { seo: blank, reason: 'Blank' })),
    ).toHaveProperty(['seo.uk.h1']);
  });

  it("makes a brand's own copy of an all-brands page, which only that brand's site serves", async () => {
    const shared = await pageAt('*', '/mobile-app/');
    const copied = contentPageResponseSchema.parse(
      json(
        await send('POST', `/pages/${shared.id}/copy/`, {
          brand: BRAND,
          reason: 'King tells its own app story',
        }),
      ),
    ).page;
    expect(copied).toMatchObject({
      brand: BRAND,
      path: '/mobile-app/',
      pageType: 'mobile-app',
      seo: shared.seo,
    });
    expect((await pagesOf(BRAND)).find((page) => page.path === '/mobile-app/')?.id).toBe(copied.id);
    expect((await pagesOf('*')).find((page) => page.path === '/mobile-app/')?.id).toBe(shared.id);
    expect(await lastRecord('content_page.copied')).toMatchObject({
      actorId: editor.login,
      reason: 'King tells its own app story',
      after: { page: '/mobile-app/', brand: BRAND, from: '*' },
    });

    json(
      await send('POST', `/pages/${copied.id}/`, {
        seo: seoInEveryLanguage('King on the phone'),
        reason: 'Own text',
      }),
    );
    expect((await site('/en/mobile-app/')).seo.h1).toBe('King on the phone en');
    expect((await pageAt('*', '/mobile-app/')).seo).toEqual(shared.seo);

    // Once only, and only from an all-brands page.
    expect(
      refusedFields(await send('POST', `/pages/${shared.id}/copy/`, { brand: BRAND, reason: 'Again' })),
    ).toHaveProperty(['brand']);
    expect(
      refusedFields(await send('POST', `/pages/${copied.id}/copy/`, { brand: 'vlk', reason: 'Chain' })),
    ).toHaveProperty(['brand']);
    expect(
      refusedFields(await send('POST', `/pages/${shared.id}/copy/`, { brand: '*', reason: 'Not a brand' })),
    ).toHaveProperty(['brand']);
  });
});

const bannerTexts = (title: string) => ({
  uk: { title: `${title} uk`, subtitle: 'Підзаголовок', ctaLabel: 'Грати' },
  ru: { title: `${title} ru`, subtitle: 'Подзаголовок', ctaLabel: 'Играть' },
  en: { title: `${title} en`, subtitle: 'Play with {{brand}}', ctaLabel: 'Play' },
});

const banner = (overrides: Record<string, unknown> = {}) => ({
  brand: BRAND,
  placement: 'faq-hero',
  sort: 5,
  art: 'crown',
  ctaHref: '/games/',
  texts: bannerTexts('Winter'),
  active: true,
  startsAt: null,
  endsAt: null,
  reason: 'Winter campaign',
  ...overrides,
});

describe('banners', () => {
  it('adds, rewrites and removes a banner: the site shows each change at once, every change audited', async () => {
    expect((await site('/en/faq/')).banner).toEqual([]);
    const created = contentBannerResponseSchema.parse(json(await send('POST', '/banners/', banner()))).banner;
    expect(created).toMatchObject({ brand: BRAND, placement: 'faq-hero', art: 'crown', active: true });
    expect((await site('/en/faq/')).banner).toEqual([
      {
        id: created.id,
        title: 'Winter en',
        subtitle: `Play with ${BRAND_NAME}`,
        ctaLabel: 'Play',
        ctaHref: '/en/games/',
        art: 'crown',
      },
    ]);
    const listed = contentBannersResponseSchema.parse(
      json(await marketing.call({ url: `${CONTENT}/banners/?brand=${BRAND}` })),
    );
    expect(listed.banners.map((entry) => entry.id)).toContain(created.id);
    expect(listed.banners.some((entry) => entry.brand === '*')).toBe(true);
    expect(await lastRecord('content_banner.created')).toMatchObject({
      actorId: editor.login,
      reason: 'Winter campaign',
      before: null,
      after: { id: created.id, placement: 'faq-hero' },
    });

    const ended = banner({
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: '2026-02-01T00:00:00.000Z',
      ctaHref: 'https://example.com/promo',
      reason: 'Campaign is over',
    });
    const updated = contentBannerResponseSchema.parse(
      json(await send('POST', `/banners/${created.id}/`, ended)),
    ).banner;
    expect(updated).toMatchObject({
      id: created.id,
      endsAt: '2026-02-01T00:00:00.000Z',
      ctaHref: 'https://example.com/promo',
    });
    // Its schedule ended before the test clock's day: no longer shown.
    expect((await site('/en/faq/')).banner).toEqual([]);
    expect(await lastRecord('content_banner.changed')).toMatchObject({
      reason: 'Campaign is over',
      before: { ctaHref: '/games/', endsAt: null },
      after: { ctaHref: 'https://example.com/promo' },
    });

    json(await send('DELETE', `/banners/${created.id}/`, { reason: 'Not needed any more' }));
    const after = contentBannersResponseSchema.parse(
      json(await editor.call({ url: `${CONTENT}/banners/?brand=${BRAND}` })),
    );
    expect(after.banners.map((entry) => entry.id)).not.toContain(created.id);
    expect(await lastRecord('content_banner.deleted')).toMatchObject({
      actorId: editor.login,
      reason: 'Not needed any more',
      before: { id: created.id },
      after: null,
    });
    expect((await send('DELETE', `/banners/${created.id}/`, { reason: 'Twice' })).statusCode).toBe(404);
    expect((await send('POST', `/banners/${created.id}/`, banner())).statusCode).toBe(404);
  });

  it('refuses a missing language, a bad link, an end before the start, huge texts and no reason', async () => {
    const { ru: _missing, ...twoLanguages } = bannerTexts('Half');
    expect(refusedFields(await send('POST', '/banners/', banner({ texts: twoLanguages })))).toHaveProperty([
      'texts.ru',
    ]);
    for (const ctaHref of [
      'javascript:alert(1)',
      '//evil.example/',
      'http://example.com/',
      '/\\evil.example',
      'games/',
    ]) {
      expect(refusedFields(await send('POST', '/banners/', banner({ ctaHref }))), ctaHref).toHaveProperty([
        'ctaHref',
      ]);
    }
    const backwards = banner({ startsAt: '2026-05-01T00:00:00.000Z', endsAt: '2026-04-01T00:00:00.000Z' });
    expect(refusedFields(await send('POST', '/banners/', backwards))).toHaveProperty(['endsAt']);
    // Past the body limit a request is refused before it is read; below it, each text has its own limit.
    const tooBig = await send('POST', '/banners/', banner({ texts: bannerTexts('x'.repeat(300_000)) }));
    expect(tooBig.statusCode).toBe(413);
    const huge = bannerTexts('x'.repeat(1_000));
    expect(refusedFields(await send('POST', '/banners/', banner({ texts: huge })))).toHaveProperty([
      'texts.en.title',
    ]);
    expect(refusedFields(await send('POST', '/banners/', banner({ placement: 'sidebar' })))).toHaveProperty([
      'placement',
    ]);
    expect(refusedFields(await send('POST', '/banners/', banner({ brand: 'nobody' })))).toHaveProperty([
      'brand',
    ]);
    expect(refusedFields(await send('POST', '/banners/', banner({ reason: undefined })))).toHaveProperty([
      'reason',
    ]);
    const listed = contentBannersResponseSchema.parse(
      json(await editor.call({ url: `${CONTENT}/banners/?brand=${BRAND}` })),
    );
    expect(listed.banners.some((entry) => entry.placement === 'faq-hero')).toBe(false);
  });
});

const faqTexts = (question: string) => ({
  uk: { question: `${question} uk?`, answer: 'Так.' },
  ru: { question: `${question} ru?`, answer: 'Да.' },
  en: { question: `${question} en?`, answer: 'Yes, at {{brand}}.' },
});

describe('FAQ', () => {
  it('adds, rewrites and removes an entry in a group of the faq page: the site follows at once', async () => {
    const listed = contentFaqResponseSchema.parse(
      json(await marketing.call({ url: `${CONTENT}/faq/?brand=*` })),
    );
    expect(listed.groups.map((group) => group.id)).toEqual([
      'account',
      'payments',
      'games',
      'responsible-play',
      'security',
    ]);
    expect(listed.entries.length).toBeGreaterThan(0);
    const questionsOf = async (groupId: string) =>
      (await site<'faq'>('/en/faq/')).payload.data.groups.find((group) => group.id === groupId)?.items ?? [];
    await questionsOf('payments');

    const entry = {
      brand: '*',
      groupKey: 'payments',
      sort: 0,
      texts: faqTexts('Crypto'),
      reason: 'Asked often',
    };
    const created = contentFaqEntryResponseSchema.parse(json(await send('POST', '/faq/', entry))).entry;
    expect((await questionsOf('payments'))[0]).toEqual({
      id: created.id,
      question: 'Crypto en?',
      answer: `Yes, at ${BRAND_NAME}.`,
    });
    expect(await lastRecord('content_faq.created')).toMatchObject({
      actorId: editor.login,
      reason: 'Asked often',
      after: { id: created.id, groupKey: 'payments' },
    });

    const moved = {
      ...entry,
      groupKey: 'security',
      texts: faqTexts('Wallets'),
      reason: 'Belongs to security',
    };
    json(await send('POST', `/faq/${created.id}/`, moved));
    expect((await questionsOf('payments')).map((item) => item.id)).not.toContain(created.id);
    expect((await questionsOf('security')).find((item) => item.id === created.id)?.question).toBe(
      'Wallets en?',
    );
    expect(await lastRecord('content_faq.changed')).toMatchObject({
      before: { groupKey: 'payments' },
      after: { groupKey: 'security' },
      reason: 'Belongs to security',
    });

    json(await send('DELETE', `/faq/${created.id}/`, { reason: 'Outdated' }));
    expect((await questionsOf('security')).map((item) => item.id)).not.toContain(created.id);
    expect(await lastRecord('content_faq.deleted')).toMatchObject({
      before: { id: created.id },
      after: null,
      reason: 'Outdated',
    });
    expect((await send('DELETE', `/faq/${created.id}/`, { reason: 'Twice' })).statusCode).toBe(404);
  });

  it('refuses a group the faq page does not name, a missing language and huge answers', async () => {
    const entry = {
      brand: BRAND,
      groupKey: 'payments',
      sort: 1,
      texts: faqTexts('Limits'),
      reason: 'New question',
    };
    expect(refusedFields(await send('POST', '/faq/', { ...entry, groupKey: 'bonuses' })).groupKey).toContain(
      'payments',
    );
    const { en: _missing, ...twoLanguages } = faqTexts('Half');
    expect(refusedFields(await send('POST', '/faq/', { ...entry, texts: twoLanguages }))).toHaveProperty([
      'texts.en',
    ]);
    const huge = { ...faqTexts('Long'), uk: { question: 'Чому?', answer: 'a'.repeat(50_000) } };
    expect(refusedFields(await send('POST', '/faq/', { ...entry, texts: huge }))).toHaveProperty([
      'texts.uk.answer',
    ]);
    const rows = await testApp.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'content_faq.created'), eq(auditEvents.reason, 'New question')));
    expect(rows).toEqual([]);
  });
});

describe('who may change content', () => {
  it('refuses a write to a role without content.manage (403, audited), and reads to one without content.read', async () => {
    const page = await pageAt('*', '/faq/');
    for (const operator of [support, marketing]) {
      const refused = await send(
        'POST',
        `/pages/${page.id}/`,
        { seo: page.seo, reason: 'Not my job' },
        operator,
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('operator_forbidden');
      expect((await send('POST', '/banners/', banner(), operator)).statusCode).toBe(403);
      expect((await send('DELETE', '/faq/1/', { reason: 'Not mine' }, operator)).statusCode).toBe(403);
    }
    expect((await support.call({ url: `${CONTENT}/pages/?brand=*` })).statusCode).toBe(403);
    const refusals = await testApp.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'operator.forbidden'), eq(auditEvents.actorId, support.login)));
    expect(refusals.map((record) => record.after)).toContainEqual({
      method: 'POST',
      path: `${CONTENT}/pages/:id/`,
      permission: 'content.manage',
    });
    expect((await pageAt('*', '/faq/')).updatedAt).toBe(page.updatedAt);
  });
});
