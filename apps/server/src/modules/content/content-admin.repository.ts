import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import type { BannerRow, FaqRow, NewBanner, NewFaq, NewPage, PageRow } from './content.repository.ts';
import { ALL_BRANDS, contentBanners, contentFaq, contentPages } from './content.schema.ts';

/** The rows a brand's site reads: its own and the all-brands ones; for `*`, the all-brands ones alone. */
function brandsOf(brand: string): string[] {
  return brand === ALL_BRANDS ? [ALL_BRANDS] : [brand, ALL_BRANDS];
}

/**
 * The content tables as operators edit them, across brands (the site's `ContentRepository` reads one brand's).
 * Takes the caller's transaction, so a change commits with its audit record.
 */
export class ContentAdminRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** The pages a brand's site serves, by path: its own row where it has one, the all-brands row otherwise. */
  async pages(brand: string): Promise<PageRow[]> {
    const rows = await this.#db
      .select()
      .from(contentPages)
      .where(inArray(contentPages.brand, brandsOf(brand)))
      .orderBy(asc(contentPages.path));
    const own = new Set(rows.filter((row) => row.brand !== ALL_BRANDS).map((row) => row.path));
    return rows.filter((row) => row.brand !== ALL_BRANDS || !own.has(row.path));
  }

  async page(id: number): Promise<PageRow | undefined> {
    const [row] = await this.#db.select().from(contentPages).where(eq(contentPages.id, id));
    return row;
  }

  /** The page the brand's site serves at `path`. */
  async pageAt(brand: string, path: string): Promise<PageRow | undefined> {
    return (await this.pages(brand)).find((row) => row.path === path);
  }

  async updatePage(id: number, change: Pick<PageRow, 'seo' | 'payload' | 'updatedAt'>): Promise<PageRow> {
    const [row] = await this.#db.update(contentPages).set(change).where(eq(contentPages.id, id)).returning();
    if (!row) throw new Error(`content page ${id} vanished in its own transaction`);
    return row;
  }

  /** Undefined when the brand already has a page at the path. */
  async insertPage(page: NewPage): Promise<PageRow | undefined> {
    const [row] = await this.#db.insert(contentPages).values(page).onConflictDoNothing().returning();
    return row;
  }

  async banners(brand: string): Promise<BannerRow[]> {
    return this.#db
      .select()
      .from(contentBanners)
      .where(inArray(contentBanners.brand, brandsOf(brand)))
      .orderBy(asc(contentBanners.placement), asc(contentBanners.sort), asc(contentBanners.id));
  }

  async banner(id: number): Promise<BannerRow | undefined> {
    const [row] = await this.#db.select().from(contentBanners).where(eq(contentBanners.id, id));
    return row;
  }

  async insertBanner(banner: NewBanner): Promise<BannerRow> {
    const [row] = await this.#db.insert(contentBanners).values(banner).returning();
    if (!row) throw new Error('banner not inserted');
    return row;
  }

  async updateBanner(id: number, banner: NewBanner): Promise<BannerRow | undefined> {
    const [row] = await this.#db
      .update(contentBanners)
      .set(banner)
      .where(eq(contentBanners.id, id))
      .returning();
    return row;
  }

  async deleteBanner(id: number): Promise<void> {
    await this.#db.delete(contentBanners).where(eq(contentBanners.id, id));
  }

  async faq(brand: string): Promise<FaqRow[]> {
    return this.#db
      .select()
      .from(contentFaq)
      .where(inArray(contentFaq.brand, brandsOf(brand)))
      .orderBy(asc(contentFaq.groupKey), asc(contentFaq.sort), asc(contentFaq.id));
  }

  async faqEntry(id: number): Promise<FaqRow | undefined> {
    const [row] = await this.#db.select().from(contentFaq).where(eq(contentFaq.id, id));
    return row;
  }

  async insertFaq(entry: NewFaq): Promise<FaqRow> {
    const [row] = await this.#db.insert(contentFaq).values(entry).returning();
    if (!row) throw new Error('FAQ entry not inserted');
    return row;
  }

  async updateFaq(id: number, entry: NewFaq): Promise<FaqRow | undefined> {
    const [row] = await this.#db.update(contentFaq).set(entry).where(eq(contentFaq.id, id)).returning();
    return row;
  }

  async deleteFaq(id: number): Promise<void> {
    await this.#db.delete(contentFaq).where(eq(contentFaq.id, id));
  }
}
