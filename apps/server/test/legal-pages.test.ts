import {
  BRAND_IDS,
  BRANDS,
  LANGUAGES,
  LEGAL_PAGES,
  type LegalPageContent,
  legalPageSchema,
  localizePath,
  type PageData,
} from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentRepository } from '../src/modules/content/content.repository.ts';
import { contentPages, type Localized } from '../src/modules/content/content.schema.ts';
import { seedContent } from '../src/modules/content/content.seed.ts';
import { ContentService } from '../src/modules/content/content.service.ts';
import { systemClock } from '../src/platform/clock.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

let testDatabase: TestDatabase;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  await seedContent(testDatabase.database.db);
});
afterAll(async () => {
  await testDatabase?.cleanup();
});

function contentOf(brand: (typeof BRAND_IDS)[number]) {
  const { db } = testDatabase.database;
  return new ContentService({
    repository: new ContentRepository(db, brand),
    brand: BRANDS[brand],
    clock: systemClock,
  });
}

function storedText(row: { payload: unknown } | undefined): Localized<LegalPageContent> {
  if (!row) throw new Error('the page is missing');
  return row.payload as Localized<LegalPageContent>;
}

describe('legal pages', () => {
  it.each(BRAND_IDS)(
    'every legal page of %s answers in every language, naming its operator and licence',
    async (brand) => {
      const content = contentOf(brand);
      const { operator, licence } = BRANDS[brand].legal;
      for (const path of Object.values(LEGAL_PAGES)) {
        for (const lang of LANGUAGES) {
          const result = await content.pageData(localizePath(path, lang));
          expect(result.status, `${brand} ${lang} ${path}`).toBe(200);
          const page = (result as { body: PageData<'legal'> }).body;
          expect(page.pageType).toBe('legal');
          expect(page.seo.seoTitle).toContain(BRANDS[brand].name);
          expect(page.seo.canonicalPath).toBe(localizePath(path, lang));
          const payload = legalPageSchema.parse(page.payload.data);
          expect(JSON.stringify(payload)).not.toContain('{{');
          if (path === LEGAL_PAGES.licence) {
            expect(JSON.stringify(payload)).toContain(operator);
            expect(JSON.stringify(payload)).toContain(`${licence.number}`);
          }
        }
      }
    },
  );

  it('keeps an operator’s edit and adds only what is missing when seeded again', async () => {
    const { db } = testDatabase.database;
    const kingTerms = and(eq(contentPages.brand, 'king'), eq(contentPages.path, LEGAL_PAGES.terms));
    const [terms] = await db.select().from(contentPages).where(kingTerms);
    const payload = storedText(terms);
    await db
      .update(contentPages)
      .set({ payload: { ...payload, en: { ...payload.en, intro: 'Edited by the operator' } } })
      .where(kingTerms);
    await db.delete(contentPages).where(eq(contentPages.path, LEGAL_PAGES.complaints));

    await seedContent(db);

    const [kept] = await db.select().from(contentPages).where(kingTerms);
    expect(storedText(kept).en.intro).toBe('Edited by the operator');
    const complaints = await db
      .select()
      .from(contentPages)
      .where(eq(contentPages.path, LEGAL_PAGES.complaints));
    expect(complaints.map((row) => row.brand).sort()).toEqual([...BRAND_IDS].sort());
  });
});
