import {
  type BrandConfig,
  type FaqGroup,
  type FaqPageContent,
  isMobileAppPath,
  LANGUAGES,
  type Language,
  localizePath,
  type PageData,
  type PageDataResult,
  type PagePayload,
  type PageType,
  pageTypeSchema,
  type Seo,
  splitLanguagePrefix,
} from '@casino/contracts';
import type { CacheTopic } from '../../platform/cache-invalidation.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { contentErrors } from './content.errors.ts';
import type { ContentRepository, PageRow } from './content.repository.ts';

/** Guests' page data is cached this long (spec section 9: guest page cache 5 min). */
export const GUEST_PAGE_CACHE_MS = 5 * 60 * 1000;
/** What guests' pages are made of: stored content, and the catalogue's pages (game, tag and rubric pages). */
export const GUEST_PAGE_TOPICS: readonly CacheTopic[] = ['content', 'catalogue'];

/** A page another module builds from its own data: its type, SEO and payload (banners are added here). */
export type SourcedPage = { [T in PageType]: { pageType: T; seo: Seo; payload: PagePayload<T> } }[PageType];

/**
 * Pages made from another module's data rather than stored rows (the games catalogue's game, tag and collection
 * pages). Undefined: not one of the source's paths. A source may throw a 301 or 404 AppError for its paths.
 */
export interface PageSource {
  page(path: string, lang: Language): Promise<SourcedPage | undefined>;
}

/** Page data of spec section 2: SEO, banners and payload for a path, shared by `/rest/page{path}/` and SSR. */
export class ContentService {
  readonly #repository: ContentRepository;
  readonly #brand: BrandConfig;
  readonly #clock: Clock;
  readonly #sources: PageSource[] = [];
  readonly #guestCache: TtlCache<PageDataResult>;

  constructor(deps: { repository: ContentRepository; brand: BrandConfig; clock: Clock }) {
    this.#repository = deps.repository;
    this.#brand = deps.brand;
    this.#clock = deps.clock;
    this.#guestCache = new TtlCache({ ttlMs: GUEST_PAGE_CACHE_MS, maxEntries: 2000, clock: deps.clock });
  }

  /** Adds pages another module builds from its own data; sources are asked in the order they were added. */
  addPageSource(source: PageSource): void {
    this.#sources.push(source);
  }

  /** The page data a guest sees at `pathname` (with its language prefix), cached for five minutes. */
  async guestPageData(pathname: string): Promise<PageDataResult> {
    return this.#guestCache.getOrLoad(pathname, () => this.pageData(pathname));
  }

  /** Drops the cached guest page data, when what it was made of changed (GUEST_PAGE_TOPICS). */
  clearGuestCache(): void {
    this.#guestCache.clear();
  }

  async pageData(pathname: string): Promise<PageDataResult> {
    try {
      return { status: 200, body: await this.#resolve(pathname) };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.status === 301 && error.redirectUrl) return { status: 301, redirectUrl: error.redirectUrl };
      return {
        status: error.status,
        error: { success: false, error: { code: error.code, message: error.message } },
      };
    }
  }

  async #resolve(pathname: string): Promise<PageData> {
    const { lang, path } = splitLanguagePrefix(pathname);
    if (!path.endsWith('/')) {
      throw new AppError('moved_permanently', 'Canonical path', {
        redirectUrl: localizePath(`${path}/`, lang),
      });
    }
    const redirect = await this.#repository.findRedirect(path);
    if (redirect) {
      throw new AppError('moved_permanently', 'Moved', { redirectUrl: localizePath(redirect, lang) });
    }
    const sourced = await this.#sourcedPage(path, lang);
    if (sourced) {
      return {
        success: true,
        pageType: sourced.pageType,
        seo: sourced.seo,
        banner: await this.#banners(sourced.pageType, lang),
        payload: { data: sourced.payload },
      } as PageData;
    }
    const page = await this.#repository.findPage(path);
    const pageType = pageTypeSchema.safeParse(page?.pageType);
    if (!page || !pageType.success) throw contentErrors.pageNotFound(pathname);
    return {
      success: true,
      pageType: pageType.data,
      seo: this.#seo(page, lang),
      banner: await this.#banners(pageType.data, lang),
      payload: { data: await this.#payload(page, pageType.data, lang) },
    } as PageData;
  }

  async #sourcedPage(path: string, lang: Language): Promise<SourcedPage | undefined> {
    for (const source of this.#sources) {
      const page = await source.page(path, lang);
      if (page) return page;
    }
    return undefined;
  }

  #seo(page: PageRow, lang: Language): PageData['seo'] {
    const text = page.seo[lang];
    return {
      seoTitle: this.#withBrand(text.title),
      seoDescription: this.#withBrand(text.description),
      ...(text.keywords ? { seoKeywords: this.#withBrand(text.keywords) } : {}),
      h1: this.#withBrand(text.h1),
      ...(text.text ? { seoText: this.#withBrand(text.text) } : {}),
      canonicalPath: localizePath(page.path, lang),
      // The app's webview copies are served in one language and stay out of search results.
      ...(isMobileAppPath(page.path) ? { noindex: true } : {}),
      alternates: isMobileAppPath(page.path)
        ? []
        : LANGUAGES.map((alternate) => ({ lang: alternate, path: localizePath(page.path, alternate) })),
    };
  }

  async #banners(pageType: PageType, lang: Language): Promise<PageData['banner']> {
    const rows = await this.#repository.activeBanners(`${pageType}-hero`, this.#clock.now());
    return rows.map((row) => ({
      id: row.id,
      title: this.#withBrand(row.texts[lang].title),
      subtitle: this.#withBrand(row.texts[lang].subtitle),
      ctaLabel: row.texts[lang].ctaLabel,
      ctaHref: row.ctaHref.startsWith('/') ? localizePath(row.ctaHref, lang) : row.ctaHref,
      art: row.art,
    }));
  }

  async #payload(page: PageRow, pageType: PageType, lang: Language): Promise<unknown> {
    const payload = this.#withBrandDeep(page.payload[lang]);
    if (pageType !== 'faq') return payload;
    const content = payload as FaqPageContent;
    return { ...content, groups: await this.#faqGroups(content.groups, lang) };
  }

  /**
   * The faq page's payload names the groups, their titles and order; the questions come from the FAQ table.
   * Groups without questions are left out, and so are questions of groups the page does not name.
   */
  async #faqGroups(headings: FaqPageContent['groups'], lang: Language): Promise<FaqGroup[]> {
    const groups = new Map<string, FaqGroup>(
      headings.map((heading) => [heading.id, { ...heading, items: [] }]),
    );
    for (const row of await this.#repository.faq()) {
      groups.get(row.groupKey)?.items.push({
        id: row.id,
        question: this.#withBrand(row.texts[lang].question),
        answer: this.#withBrand(row.texts[lang].answer),
      });
    }
    return [...groups.values()].filter((group) => group.items.length > 0);
  }

  /** Content is written once for every brand: `{{brand}}` stands for the brand's name. */
  #withBrand(text: string): string {
    return text.replaceAll('{{brand}}', this.#brand.name);
  }

  #withBrandDeep(value: unknown): unknown {
    if (typeof value === 'string') return this.#withBrand(value);
    if (Array.isArray(value)) return value.map((item) => this.#withBrandDeep(item));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.#withBrandDeep(item)]));
    }
    return value;
  }
}
