import type {
  ContentBannerView,
  ContentBrand,
  ContentFaqView,
  ContentPageSummary,
  ContentPageView,
} from '@casino/contracts/backoffice';
import type { BannerRow, FaqRow, PageRow } from '../../content/index.ts';

/** Rows carry `*` or a brand id, as the contract's brands: the reply's schema refuses anything else. */
const brandOf = (row: { brand: string }) => row.brand as ContentBrand;

export function pageSummaryOf(row: PageRow): ContentPageSummary {
  return {
    id: row.id,
    brand: brandOf(row),
    path: row.path,
    pageType: row.pageType as ContentPageSummary['pageType'],
    updatedAt: row.updatedAt.toISOString(),
    h1: { uk: row.seo.uk.h1, ru: row.seo.ru.h1, en: row.seo.en.h1 },
  };
}

export function pageViewOf(row: PageRow): ContentPageView {
  return { ...pageSummaryOf(row), seo: row.seo, payload: row.payload };
}

export function bannerViewOf(row: BannerRow): ContentBannerView {
  return {
    id: row.id,
    brand: brandOf(row),
    placement: row.placement as ContentBannerView['placement'],
    sort: row.sort,
    art: row.art,
    ctaHref: row.ctaHref,
    texts: row.texts,
    active: row.active,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}

export function faqViewOf(row: FaqRow): ContentFaqView {
  return { id: row.id, brand: brandOf(row), groupKey: row.groupKey, sort: row.sort, texts: row.texts };
}
