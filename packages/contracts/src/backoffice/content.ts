import { z } from 'zod';
import { BRAND_IDS } from '../brand-ids.ts';
import { legalPageSchema } from '../legal.ts';
import { PAGE_TYPES, type PageType } from '../page-data.ts';
import { BACKOFFICE_API_PREFIX, operatorEndpoint } from './operator-endpoint.ts';
import { operatorReasonSchema } from './players.ts';

/** A content row's brand: one brand's own, or `*` for every brand (a brand's own page wins over it). */
export const EVERY_BRAND = '*';
export const CONTENT_BRANDS = [EVERY_BRAND, ...BRAND_IDS] as const;
export const contentBrandSchema = z.enum(CONTENT_BRANDS);
export type ContentBrand = z.infer<typeof contentBrandSchema>;

/**
 * The page types whose payload operators edit here: text blocks, never HTML (`legalPageSchema`). The others are
 * built from their own data or shaped by the site's design, and only their SEO texts are edited.
 */
export const TEXT_BLOCK_PAGE_TYPES = ['legal'] as const satisfies readonly PageType[];

/** Where a banner shows: the hero of a page type, the only places the site reads banners from. */
export const BANNER_PLACEMENTS = PAGE_TYPES.map((type) => `${type}-hero` as const);

/** The artworks the site draws for a banner; a key it does not know shows its default drawing. */
export const BANNER_ARTS = ['cards', 'chips', 'crown', 'phone', 'sevens', 'shield'] as const;

/** Every language is written: the site never shows another language's text in place of a missing one. */
function localized<T extends z.ZodType>(schema: T) {
  return z.object({ uk: schema, ru: schema, en: schema });
}

const requiredText = (max: number) => z.string().trim().min(1, 'write it in every language').max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();

const contentIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const contentBrandQuerySchema = z.object({ brand: contentBrandSchema });

/**
 * A site path (`/faq/`, never `//host`, which a browser reads as another site) or an `https:` address: what a
 * banner's button may lead to.
 */
export const siteHrefSchema = z
  .string()
  .trim()
  .max(500)
  .refine(
    (href) => /^\/(?![/\\])\S*$/.test(href) || (/^https:\/\/\S+$/.test(href) && URL.canParse(href)),
    'a site path starting with / or an https:// address',
  );

const ISO_SCHEDULE = z.iso.datetime({ offset: true }).nullable();

// Pages

/** A page's SEO texts in one language; `{{brand}}` stands for the brand's name. */
export const pageSeoTextSchema = z.object({
  title: requiredText(200),
  description: requiredText(500),
  keywords: optionalText(500),
  h1: requiredText(200),
  /** Plain paragraphs separated by blank lines, shown at the bottom of the page. */
  text: optionalText(20_000),
});
export type PageSeoTextInput = z.infer<typeof pageSeoTextSchema>;

export const contentPageSummarySchema = z.object({
  id: z.number().int(),
  brand: contentBrandSchema,
  path: z.string(),
  pageType: z.enum(PAGE_TYPES),
  updatedAt: z.iso.datetime(),
  h1: localized(z.string()),
});
export type ContentPageSummary = z.infer<typeof contentPageSummarySchema>;

export const contentPagesResponseSchema = z.object({
  success: z.literal(true),
  /**
   * The pages the brand's site serves (its own rows, and the all-brands rows it has no copy of), or for `*` the
   * all-brands rows; by path.
   */
  pages: z.array(contentPageSummarySchema),
});

export const contentPageViewSchema = contentPageSummarySchema.extend({
  seo: localized(pageSeoTextSchema),
  /** The stored payload per language, shaped by the page type's contract. */
  payload: localized(z.unknown()),
});
export type ContentPageView = z.infer<typeof contentPageViewSchema>;

export const contentPageResponseSchema = z.object({ success: z.literal(true), page: contentPageViewSchema });

export const contentPageChangeSchema = z.object({
  seo: localized(pageSeoTextSchema),
  /** Only for `TEXT_BLOCK_PAGE_TYPES`; left out, the stored payload stays. */
  payload: localized(legalPageSchema).optional(),
  reason: operatorReasonSchema,
});
export type ContentPageChange = z.infer<typeof contentPageChangeSchema>;

export const contentPageCopySchema = z.object({ brand: z.enum(BRAND_IDS), reason: operatorReasonSchema });

// Banners

export const bannerTextSchema = z.object({
  title: requiredText(120),
  subtitle: requiredText(300),
  ctaLabel: requiredText(40),
});

export const bannerFieldsSchema = z.object({
  brand: contentBrandSchema,
  placement: z.enum(BANNER_PLACEMENTS),
  /** Lower first. */
  sort: z.number().int().min(0).max(10_000),
  art: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, 'an artwork key: lower-case letters, digits and dashes'),
  ctaHref: siteHrefSchema,
  texts: localized(bannerTextSchema),
  active: z.boolean(),
  /** Shown from then on; null: at once. */
  startsAt: ISO_SCHEDULE,
  /** Shown until then; null: with no end. */
  endsAt: ISO_SCHEDULE,
});
export type BannerFields = z.infer<typeof bannerFieldsSchema>;

export const bannerChangeSchema = bannerFieldsSchema
  .extend({ reason: operatorReasonSchema })
  .refine(
    (banner) => !banner.startsAt || !banner.endsAt || Date.parse(banner.endsAt) > Date.parse(banner.startsAt),
    { message: 'must be after the start', path: ['endsAt'] },
  );

export const contentBannerViewSchema = bannerFieldsSchema.extend({ id: z.number().int() });
export type ContentBannerView = z.infer<typeof contentBannerViewSchema>;

export const contentBannersResponseSchema = z.object({
  success: z.literal(true),
  /** The brand's own banners and the all-brands ones (both show on its site), by placement and order. */
  banners: z.array(contentBannerViewSchema),
});

export const contentBannerResponseSchema = z.object({
  success: z.literal(true),
  banner: contentBannerViewSchema,
});

// FAQ

export const faqTextSchema = z.object({ question: requiredText(300), answer: requiredText(5_000) });

export const faqFieldsSchema = z.object({
  brand: contentBrandSchema,
  /** One of the groups the brand's faq page names. */
  groupKey: z.string().trim().min(1).max(50),
  /** Lower first, within the group. */
  sort: z.number().int().min(0).max(10_000),
  texts: localized(faqTextSchema),
});
export type FaqFields = z.infer<typeof faqFieldsSchema>;

export const faqChangeSchema = faqFieldsSchema.extend({ reason: operatorReasonSchema });

export const contentFaqViewSchema = faqFieldsSchema.extend({ id: z.number().int() });
export type ContentFaqView = z.infer<typeof contentFaqViewSchema>;

export const contentFaqResponseSchema = z.object({
  success: z.literal(true),
  /** The groups of the brand's faq page, in its order, with their English titles. */
  groups: z.array(z.object({ id: z.string(), title: z.string() })),
  /** The brand's own entries and the all-brands ones (both show on its site), by group and order. */
  entries: z.array(contentFaqViewSchema),
});

export const contentFaqEntryResponseSchema = z.object({
  success: z.literal(true),
  entry: contentFaqViewSchema,
});

export const contentDeletionSchema = z.object({ reason: operatorReasonSchema });
export const contentDeletedResponseSchema = z.object({ success: z.literal(true) });

const CONTENT = `${BACKOFFICE_API_PREFIX}/content`;

/** Every change says why, is audited with before and after, and clears guests' cached pages on every node. */
export const OPERATOR_CONTENT_ENDPOINTS = {
  pages: operatorEndpoint({
    method: 'GET',
    path: `${CONTENT}/pages/`,
    access: 'content.read',
    summary: "The content pages a brand's site serves (or the all-brands ones), with their headings",
    input: { query: contentBrandQuerySchema },
    reply: contentPagesResponseSchema,
  }),
  page: operatorEndpoint({
    method: 'GET',
    path: `${CONTENT}/pages/:id/`,
    access: 'content.read',
    summary: "A content page's SEO texts and payload in every language",
    input: { params: contentIdParamsSchema },
    reply: contentPageResponseSchema,
  }),
  updatePage: operatorEndpoint({
    method: 'POST',
    path: `${CONTENT}/pages/:id/`,
    access: 'content.manage',
    summary: "Rewrites a page's SEO texts in every language, and a text-block page's payload, with a reason",
    input: { params: contentIdParamsSchema, body: contentPageChangeSchema },
    reply: contentPageResponseSchema,
  }),
  copyPage: operatorEndpoint({
    method: 'POST',
    path: `${CONTENT}/pages/:id/copy/`,
    access: 'content.manage',
    summary: "Makes a brand's own copy of an all-brands page, which the brand's site then serves",
    input: { params: contentIdParamsSchema, body: contentPageCopySchema },
    reply: contentPageResponseSchema,
  }),
  banners: operatorEndpoint({
    method: 'GET',
    path: `${CONTENT}/banners/`,
    access: 'content.read',
    summary: "The banners a brand's site may show (its own and the all-brands ones), active or not",
    input: { query: contentBrandQuerySchema },
    reply: contentBannersResponseSchema,
  }),
  createBanner: operatorEndpoint({
    method: 'POST',
    path: `${CONTENT}/banners/`,
    access: 'content.manage',
    summary: 'Adds a banner with its texts in every language, with a reason',
    input: { body: bannerChangeSchema },
    reply: contentBannerResponseSchema,
  }),
  updateBanner: operatorEndpoint({
    method: 'POST',
    path: `${CONTENT}/banners/:id/`,
    access: 'content.manage',
    summary: 'Rewrites a banner whole, with a reason',
    input: { params: contentIdParamsSchema, body: bannerChangeSchema },
    reply: contentBannerResponseSchema,
  }),
  deleteBanner: operatorEndpoint({
    method: 'DELETE',
    path: `${CONTENT}/banners/:id/`,
    access: 'content.manage',
    summary: 'Removes a banner, with a reason',
    input: { params: contentIdParamsSchema, body: contentDeletionSchema },
    reply: contentDeletedResponseSchema,
  }),
  faq: operatorEndpoint({
    method: 'GET',
    path: `${CONTENT}/faq/`,
    access: 'content.read',
    summary:
      "The FAQ entries a brand's site shows (its own and the all-brands ones) and its faq page's groups",
    input: { query: contentBrandQuerySchema },
    reply: contentFaqResponseSchema,
  }),
  createFaq: operatorEndpoint({
    method: 'POST',
    path: `${CONTENT}/faq/`,
    access: 'content.manage',
    summary: 'Adds a question and its answer in every language to a group of the faq page, with a reason',
    input: { body: faqChangeSchema },
    reply: contentFaqEntryResponseSchema,
  }),
  updateFaq: operatorEndpoint({
    method: 'POST',
    path: `${CONTENT}/faq/:id/`,
    access: 'content.manage',
    summary: 'Rewrites a FAQ entry whole, with a reason',
    input: { params: contentIdParamsSchema, body: faqChangeSchema },
    reply: contentFaqEntryResponseSchema,
  }),
  deleteFaq: operatorEndpoint({
    method: 'DELETE',
    path: `${CONTENT}/faq/:id/`,
    access: 'content.manage',
    summary: 'Removes a FAQ entry, with a reason',
    input: { params: contentIdParamsSchema, body: contentDeletionSchema },
    reply: contentDeletedResponseSchema,
  }),
};
