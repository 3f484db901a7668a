import { z } from 'zod';
import { languageSchema } from './schemas.ts';

/** The kinds of page whose data the page service answers. Later capabilities add theirs. */
export const PAGE_TYPES = ['home', 'faq', 'partnership', 'social-networks', 'mobile-app'] as const;
export const pageTypeSchema = z.enum(PAGE_TYPES);
export type PageType = z.infer<typeof pageTypeSchema>;

export const seoSchema = z.object({
  seoTitle: z.string(),
  seoDescription: z.string(),
  seoKeywords: z.string().optional(),
  /** The page's visible heading. */
  h1: z.string(),
  /** SEO text shown at the bottom of the page, plain paragraphs separated by blank lines. */
  seoText: z.string().optional(),
  canonicalPath: z.string(),
  /** The same page in every language, for hreflang links and the language switch. */
  alternates: z.array(z.object({ lang: languageSchema, path: z.string() })),
});
export type Seo = z.infer<typeof seoSchema>;

export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  ctaLabel: z.string(),
  ctaHref: z.string(),
  /** Key of an artwork drawn in the web app (SVG), so banners need no downloaded images. */
  art: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const faqItemSchema = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });
export const faqGroupSchema = z.object({ id: z.string(), title: z.string(), items: z.array(faqItemSchema) });
export type FaqGroup = z.infer<typeof faqGroupSchema>;

export const homeSectionSchema = z.object({
  id: z.string(),
  kind: z.enum(['features', 'app-promo', 'faq-teaser', 'community', 'responsible-play']),
  title: z.string(),
  text: z.string().optional(),
  items: z.array(z.object({ title: z.string(), text: z.string(), icon: z.string(), href: z.string().optional() })),
});
export type HomeSection = z.infer<typeof homeSectionSchema>;

export const pagePayloadSchemas = {
  home: z.object({ sections: z.array(homeSectionSchema) }),
  faq: z.object({ groups: z.array(faqGroupSchema) }),
  partnership: z.object({
    intro: z.string(),
    benefits: z.array(z.object({ title: z.string(), text: z.string(), icon: z.string() })),
    steps: z.array(z.string()),
    contactEmail: z.string(),
  }),
  'social-networks': z.object({
    intro: z.string(),
    networks: z.array(z.object({ network: z.string(), url: z.string(), title: z.string(), text: z.string() })),
  }),
  'mobile-app': z.object({
    intro: z.string(),
    features: z.array(z.object({ title: z.string(), text: z.string(), icon: z.string() })),
    platforms: z.array(z.object({ os: z.enum(['android', 'ios']), title: z.string(), steps: z.array(z.string()), href: z.string() })),
    appScheme: z.string(),
  }),
} satisfies Record<PageType, z.ZodType>;

export type PagePayload<T extends PageType = PageType> = z.infer<(typeof pagePayloadSchemas)[T]>;

/** `GET /rest/page{path}/` (spec section 7: seo, banner, payload.data, pageType). */
export const pageDataSchema = z.object({
  success: z.literal(true),
  pageType: pageTypeSchema,
  seo: seoSchema,
  banner: z.array(bannerSchema),
  payload: z.object({ data: z.unknown() }),
});
export type PageData<T extends PageType = PageType> = Omit<z.infer<typeof pageDataSchema>, 'payload' | 'pageType'> & {
  pageType: T;
  payload: { data: PagePayload<T> };
};
