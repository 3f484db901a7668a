import type { FaqPageContent } from '@casino/contracts';
import { TEXT_BLOCK_PAGE_TYPES } from '@casino/contracts/backoffice';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { currentAuditContext, writeAuditRecord } from '../audit/index.ts';
import type { BannerRow, FaqRow, PageRow } from './content.repository.ts';
import { ALL_BRANDS, type Localized, type PageSeoText } from './content.schema.ts';
import { contentAdminErrors } from './content-admin.errors.ts';
import { ContentAdminRepository } from './content-admin.repository.ts';

export type BannerInput = Omit<BannerRow, 'id'>;
export type FaqInput = Omit<FaqRow, 'id'>;

export interface PageChange {
  seo: Localized<PageSeoText>;
  /** A text-block page's payload; left out, the stored one stays. */
  payload?: Localized<unknown> | undefined;
}

/** What one change did, for its audit record: the record's action, the state before and after. */
interface Done<T> {
  result: T;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const FAQ_PAGE_PATH = '/faq/';

/** Empty optional texts are left out, as the seed writes them, so the site shows no empty keywords or text. */
function storedSeo(seo: Localized<PageSeoText>): Localized<PageSeoText> {
  const compact = ({ keywords, text, ...required }: PageSeoText): PageSeoText => ({
    ...required,
    ...(keywords ? { keywords } : {}),
    ...(text ? { text } : {}),
  });
  return { uk: compact(seo.uk), ru: compact(seo.ru), en: compact(seo.en) };
}

const isTextBlockPage = (pageType: string) => (TEXT_BLOCK_PAGE_TYPES as readonly string[]).includes(pageType);

/**
 * The site's content as operators edit it (the back office): pages' SEO texts and text blocks, brands' own copies
 * of all-brands pages, banners and FAQ entries, across brands. Each change is made in one transaction with its
 * audit record (the operator the request runs as, and their reason), then every node drops its cached guest
 * pages (`content`), so the site shows the change at once.
 */
export class ContentAdmin {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #invalidate: () => Promise<void>;

  constructor(deps: { db: Db; clock: Clock; invalidateContent: () => Promise<void> }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#invalidate = deps.invalidateContent;
  }

  pages(brand: string): Promise<PageRow[]> {
    return new ContentAdminRepository(this.#db).pages(brand);
  }

  async page(id: number): Promise<PageRow> {
    const page = await new ContentAdminRepository(this.#db).page(id);
    if (!page) throw contentAdminErrors.pageNotFound();
    return page;
  }

  updatePage(id: number, change: PageChange, reason: string): Promise<PageRow> {
    return this.#change(reason, async (repository) => {
      const page = await repository.page(id);
      if (!page) throw contentAdminErrors.pageNotFound();
      if (change.payload && !isTextBlockPage(page.pageType)) throw contentAdminErrors.payloadNotEditable();
      const seo = storedSeo(change.seo);
      const payload = change.payload ?? page.payload;
      const result = await repository.updatePage(id, { seo, payload, updatedAt: this.#clock.now() });
      const facts = { page: page.path, brand: page.brand };
      return {
        result,
        action: 'content_page.changed',
        before: { ...facts, seo: page.seo, ...(change.payload ? { payload: page.payload } : {}) },
        after: { ...facts, seo, ...(change.payload ? { payload } : {}) },
      };
    });
  }

  /** The brand's own copy of an all-brands page: from then on the brand's site serves the copy. */
  copyPage(id: number, brand: string, reason: string): Promise<PageRow> {
    return this.#change(reason, async (repository) => {
      const page = await repository.page(id);
      if (!page) throw contentAdminErrors.pageNotFound();
      if (page.brand !== ALL_BRANDS) throw contentAdminErrors.notAllBrandsPage();
      const { path, pageType, seo, payload } = page;
      const now = this.#clock.now();
      const result = await repository.insertPage({ brand, path, pageType, seo, payload, updatedAt: now });
      if (!result) throw contentAdminErrors.copyExists();
      return {
        result,
        action: 'content_page.copied',
        before: null,
        after: { page: page.path, brand, from: ALL_BRANDS },
      };
    });
  }

  banners(brand: string): Promise<BannerRow[]> {
    return new ContentAdminRepository(this.#db).banners(brand);
  }

  createBanner(banner: BannerInput, reason: string): Promise<BannerRow> {
    return this.#change(reason, async (repository) => {
      const result = await repository.insertBanner(banner);
      return { result, action: 'content_banner.created', before: null, after: result };
    });
  }

  updateBanner(id: number, banner: BannerInput, reason: string): Promise<BannerRow> {
    return this.#change(reason, async (repository) => {
      const before = await repository.banner(id);
      const result = before && (await repository.updateBanner(id, banner));
      if (!before || !result) throw contentAdminErrors.bannerNotFound();
      return { result, action: 'content_banner.changed', before, after: result };
    });
  }

  deleteBanner(id: number, reason: string): Promise<void> {
    return this.#change(reason, async (repository) => {
      const before = await repository.banner(id);
      if (!before) throw contentAdminErrors.bannerNotFound();
      await repository.deleteBanner(id);
      return { result: undefined, action: 'content_banner.deleted', before, after: null };
    });
  }

  async faq(brand: string): Promise<{ groups: { id: string; title: string }[]; entries: FaqRow[] }> {
    const repository = new ContentAdminRepository(this.#db);
    const [groups, entries] = await Promise.all([faqGroupsOf(repository, brand), repository.faq(brand)]);
    return { groups, entries };
  }

  createFaq(entry: FaqInput, reason: string): Promise<FaqRow> {
    return this.#change(reason, async (repository) => {
      await checkFaqGroup(repository, entry);
      const result = await repository.insertFaq(entry);
      return { result, action: 'content_faq.created', before: null, after: result };
    });
  }

  updateFaq(id: number, entry: FaqInput, reason: string): Promise<FaqRow> {
    return this.#change(reason, async (repository) => {
      const before = await repository.faqEntry(id);
      if (!before) throw contentAdminErrors.faqNotFound();
      await checkFaqGroup(repository, entry);
      const result = await repository.updateFaq(id, entry);
      if (!result) throw contentAdminErrors.faqNotFound();
      return { result, action: 'content_faq.changed', before, after: result };
    });
  }

  deleteFaq(id: number, reason: string): Promise<void> {
    return this.#change(reason, async (repository) => {
      const before = await repository.faqEntry(id);
      if (!before) throw contentAdminErrors.faqNotFound();
      await repository.deleteFaq(id);
      return { result: undefined, action: 'content_faq.deleted', before, after: null };
    });
  }

  /** Makes a change and its audit record in one transaction, then clears every node's guest pages. */
  async #change<T>(
    reason: string,
    work: (repository: ContentAdminRepository) => Promise<Done<T>>,
  ): Promise<T> {
    const done = await this.#db.transaction(async (tx) => {
      const made = await work(new ContentAdminRepository(tx));
      await writeAuditRecord(tx, this.#clock.now(), await currentAuditContext(), {
        playerId: null,
        action: made.action,
        before: made.before,
        after: made.after,
        reason,
      });
      return made;
    });
    // After the commit, so no node rebuilds a page from the content as it was.
    await this.#invalidate();
    return done.result;
  }
}

/** The groups the brand's faq page names, in its order, with their English titles. */
async function faqGroupsOf(
  repository: ContentAdminRepository,
  brand: string,
): Promise<{ id: string; title: string }[]> {
  const page = await repository.pageAt(brand, FAQ_PAGE_PATH);
  return page ? (page.payload.en as FaqPageContent).groups.map(({ id, title }) => ({ id, title })) : [];
}

/** An entry of a group the faq page does not name would never show: refused. */
async function checkFaqGroup(repository: ContentAdminRepository, entry: FaqInput): Promise<void> {
  const groups = (await faqGroupsOf(repository, entry.brand)).map((group) => group.id);
  if (!groups.includes(entry.groupKey)) throw contentAdminErrors.unknownFaqGroup(groups);
}
