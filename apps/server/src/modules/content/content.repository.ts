import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { ALL_BRANDS, contentBanners, contentFaq, contentPages, contentRedirects } from './content.schema.ts';

export type PageRow = typeof contentPages.$inferSelect;
export type BannerRow = typeof contentBanners.$inferSelect;
export type FaqRow = typeof contentFaq.$inferSelect;

/**
 * The content tables as one brand's site reads them, and the demo's seeding; operators' edits go through
 * `ContentAdminRepository`. A brand's own row wins over the all-brands row.
 */
export class ContentRepository {
  readonly #db: Db;
  readonly #brands: string[];

  constructor(db: Db, brand: string) {
    this.#db = db;
    this.#brands = [brand, ALL_BRANDS];
  }

  async findPage(path: string): Promise<PageRow | undefined> {
    const rows = await this.#db
      .select()
      .from(contentPages)
      .where(and(eq(contentPages.path, path), inArray(contentPages.brand, this.#brands)));
    return preferBrand(rows);
  }

  async findRedirect(fromPath: string): Promise<string | undefined> {
    const rows = await this.#db
      .select()
      .from(contentRedirects)
      .where(and(eq(contentRedirects.fromPath, fromPath), inArray(contentRedirects.brand, this.#brands)));
    return preferBrand(rows)?.toPath;
  }

  async activeBanners(placement: string, at: Date): Promise<BannerRow[]> {
    return this.#db
      .select()
      .from(contentBanners)
      .where(
        and(
          eq(contentBanners.placement, placement),
          inArray(contentBanners.brand, this.#brands),
          eq(contentBanners.active, true),
          or(isNull(contentBanners.startsAt), lte(contentBanners.startsAt, at)),
          or(isNull(contentBanners.endsAt), gt(contentBanners.endsAt, at)),
        ),
      )
      .orderBy(asc(contentBanners.sort), asc(contentBanners.id));
  }

  async faq(): Promise<FaqRow[]> {
    return this.#db
      .select()
      .from(contentFaq)
      .where(inArray(contentFaq.brand, this.#brands))
      .orderBy(asc(contentFaq.groupKey), asc(contentFaq.sort), asc(contentFaq.id));
  }

  async isEmpty(): Promise<boolean> {
    const rows = await this.#db.select({ id: contentPages.id }).from(contentPages).limit(1);
    return rows.length === 0;
  }
}

function preferBrand<T extends { brand: string }>(rows: T[]): T | undefined {
  return rows.find((row) => row.brand !== ALL_BRANDS) ?? rows[0];
}

export type NewPage = typeof contentPages.$inferInsert;
export type NewBanner = typeof contentBanners.$inferInsert;
export type NewFaq = typeof contentFaq.$inferInsert;
export type NewRedirect = typeof contentRedirects.$inferInsert;

/** Writes the seeded demo content in one transaction, so a crash never leaves half a site. */
export async function insertContent(
  db: Db,
  content: { pages: NewPage[]; banners: NewBanner[]; faq: NewFaq[]; redirects: NewRedirect[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (content.pages.length) await tx.insert(contentPages).values(content.pages);
    if (content.banners.length) await tx.insert(contentBanners).values(content.banners);
    if (content.faq.length) await tx.insert(contentFaq).values(content.faq);
    if (content.redirects.length) await tx.insert(contentRedirects).values(content.redirects);
  });
}

/**
 * Adds the pages a brand must have that are missing, keeping every row that exists: an operator's edit of a legal
 * page survives restarts, and a database seeded before a page existed gains it.
 */
export async function insertMissingPages(db: Db, pages: NewPage[]): Promise<void> {
  if (pages.length) await db.insert(contentPages).values(pages).onConflictDoNothing();
}
