import {
  type BrandConfig,
  type FaqGroup,
  LANGUAGES,
  type Language,
  type PageData,
  type PageDataResult,
  type PageType,
  localizePath,
  pageTypeSchema,
  splitLanguagePrefix,
} from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { contentErrors } from './content.errors.ts';
import type { ContentRepository, PageRow } from './content.repository.ts';

/** Guests' page data is cached this long (spec section 9: guest page cache 5 min). */
export const GUEST_PAGE_CACHE_MS = 5 * 60 * 1000;

/** Page data of spec section 2: SEO, banners and payload for a path, shared by `/rest/page{path}/` and SSR. */
export class ContentService {
  readonly #repository: ContentRepository;
  readonly #brand: BrandConfig;
  readonly #clock: Clock;
  readonly #guestCache: TtlCache<PageDataResult>;

  constructor(deps: { repository: ContentRepository; brand: BrandConfig; clock: Clock }) {
    this.#repository = deps.repository;
    this.#brand = deps.brand;
    this.#clock = deps.clock;
    this.#guestCache = new TtlCache({ ttlMs: GUEST_PAGE_CACHE_MS, maxEntries: 2000, clock: deps.clock });
  }

  /** The page data a guest sees at `pathname` (with its language prefix), cached for five minutes. */
  async guestPageData(pathname: string): Promise<PageDataResult> {
    return this.#guestCache.getOrLoad(pathname, () => this.pageData(pathname));
  }

  async pageData(pathname: string): Promise<PageDataResult> {
    try {
      return { status: 200, body: await this.#resolve(pathname) };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.status === 301 && error.redirectUrl) return { status: 301, redirectUrl: error.redirectUrl };
      return { status: error.status, error: { success: false, error: { code: error.code, message: error.message } } };
    }
  }

  async #resolve(pathname: string): Promise<PageData> {
    const { lang, path } = splitLanguagePrefix(pathname);
    if (!path.endsWith('/')) {
      throw new AppError('moved_permanently', 301, 'Canonical path', { redirectUrl: localizePath(`${path}/`, lang) });
    }
    const redirect = await this.#repository.findRedirect(path);
    if (redirect) {
      throw new AppError('moved_permanently', 301, 'Moved', { redirectUrl: localizePath(redirect, lang) });
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

  #seo(page: PageRow, lang: Language): PageData['seo'] {
    const text = page.seo[lang];
    const brandName = (value: string) => value.replaceAll('{{brand}}', this.#brand.name);
    return {
      seoTitle: brandName(text.title),
      seoDescription: brandName(text.description),
      ...(text.keywords ? { seoKeywords: brandName(text.keywords) } : {}),
      h1: brandName(text.h1),
      ...(text.text ? { seoText: brandName(text.text) } : {}),
      canonicalPath: localizePath(page.path, lang),
      alternates: LANGUAGES.map((alternate) => ({ lang: alternate, path: localizePath(page.path, alternate) })),
    };
  }

  async #banners(pageType: PageType, lang: Language): Promise<PageData['banner']> {
    const rows = await this.#repository.activeBanners(`${pageType}-hero`, this.#clock.now());
    return rows.map((row) => ({
      id: row.id,
      title: row.texts[lang].title.replaceAll('{{brand}}', this.#brand.name),
      subtitle: row.texts[lang].subtitle.replaceAll('{{brand}}', this.#brand.name),
      ctaLabel: row.texts[lang].ctaLabel,
      ctaHref: row.ctaHref.startsWith('/') ? localizePath(row.ctaHref, lang) : row.ctaHref,
      art: row.art,
    }));
  }

  async #payload(page: PageRow, pageType: PageType, lang: Language): Promise<unknown> {
    if (pageType === 'faq') return { groups: await this.#faqGroups(lang) };
    return page.payload[lang];
  }

  async #faqGroups(lang: Language): Promise<FaqGroup[]> {
    const groups = new Map<string, FaqGroup>();
    for (const row of await this.#repository.faq()) {
      const group = groups.get(row.groupKey) ?? { id: row.groupKey, title: row.groupKey, items: [] };
      group.items.push({ id: row.id, question: row.texts[lang].question, answer: row.texts[lang].answer });
      groups.set(row.groupKey, group);
    }
    return [...groups.values()];
  }
}
