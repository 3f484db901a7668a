import { z } from 'zod';
import { brandConfigSchema } from './brand.ts';
import { GAME_LISTS } from './game-codes.ts';
import {
  cardProviderSchema,
  gameCardSchema,
  gameDetailsSchema,
  gamesPageSchema,
  rubricSchema,
  tagGroupSchema,
  tagSchema,
} from './games.ts';
import { legalPageSchema } from './legal.ts';
import { languageSchema } from './schemas.ts';

/** The kinds of page whose data the page service answers. Later capabilities add theirs. */
export const PAGE_TYPES = [
  'home',
  'faq',
  'partnership',
  'social-networks',
  'mobile-app',
  'games',
  'game',
  'all-slots',
  'tags',
  'tag',
  'special',
  'legal',
] as const;
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
  /** Pages search engines must not index (the mobile app's webview copies). */
  noindex: z.boolean().optional(),
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

/**
 * Links inside payloads carry language-neutral site paths (`/faq/`, `/faq/#payments`); the web app adds the
 * visitor's language prefix when it renders them.
 */
export const contentLinkSchema = z.object({ label: z.string(), href: z.string() });
export type ContentLink = z.infer<typeof contentLinkSchema>;

/** A titled card with an icon; `icon` is a key of the web app's icon set, unknown keys show a neutral icon. */
export const iconCardSchema = z.object({
  title: z.string(),
  text: z.string(),
  icon: z.string(),
  href: z.string().optional(),
});
export type IconCard = z.infer<typeof iconCardSchema>;

export const faqItemSchema = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });
export type FaqItem = z.infer<typeof faqItemSchema>;
export const faqGroupSchema = z.object({ id: z.string(), title: z.string(), items: z.array(faqItemSchema) });
export type FaqGroup = z.infer<typeof faqGroupSchema>;

/** A FAQ group as the faq page's payload stores it: its title and place; the questions live in the FAQ table. */
export const faqGroupHeadingSchema = faqGroupSchema.omit({ items: true });
export type FaqGroupHeading = z.infer<typeof faqGroupHeadingSchema>;

export const homeSectionSchema = z.object({
  id: z.string(),
  kind: z.enum(['features', 'app-promo', 'faq-teaser', 'community', 'games']),
  title: z.string(),
  text: z.string().optional(),
  items: z.array(iconCardSchema),
  cta: contentLinkSchema.optional(),
  /** A `games` section's list (`/rest/getGames/{x}/`), which the page reads when it renders. */
  list: z.enum(GAME_LISTS).optional(),
});
export type HomeSection = z.infer<typeof homeSectionSchema>;

export const socialNetworkSchema = brandConfigSchema.shape.social.element.shape.network;
export type SocialNetwork = z.infer<typeof socialNetworkSchema>;

export const pagePayloadSchemas = {
  home: z.object({ lead: z.string(), sections: z.array(homeSectionSchema) }),
  faq: z.object({ intro: z.string(), groups: z.array(faqGroupSchema) }),
  partnership: z.object({
    intro: z.string(),
    benefits: z.array(iconCardSchema),
    steps: z.array(z.object({ title: z.string(), text: z.string() })),
    contactText: z.string(),
    contactEmail: z.string().email(),
  }),
  /** Texts per network; the page shows the networks the brand has (brand config `social`) with these texts. */
  'social-networks': z.object({
    intro: z.string(),
    networks: z.array(z.object({ network: socialNetworkSchema, title: z.string(), text: z.string() })),
  }),
  /** The app's scheme comes from the brand config, so one text serves every brand. */
  'mobile-app': z.object({
    intro: z.string(),
    features: z.array(iconCardSchema),
    platforms: z.array(
      z.object({ os: z.enum(['android', 'ios']), title: z.string(), steps: z.array(z.string()) }),
    ),
  }),
  /** `/games/`: the lobby, rows of games each with a link to see them all, and the tag groups for filters. */
  games: z.object({
    intro: z.string(),
    rows: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        /** The list the row shows more of: a named list (`/rest/getGames/{x}/`) or a rubric. */
        list: z.enum(GAME_LISTS).nullable(),
        rubricSlug: z.string().nullable(),
        games: z.array(gameCardSchema),
        seeAllHref: z.string(),
      }),
    ),
    tagGroups: z.array(tagGroupSchema),
    /** The providers of the brand's games, each once in the operator's order: the provider filter's choices. */
    providers: z.array(cardProviderSchema),
  }),
  /** `/games/{slug}/` and `/online-game/{slug}/`: the game's page (RTS 3) and games like it. */
  game: z.object({ game: gameDetailsSchema, related: z.array(gameCardSchema) }),
  /** `/games/all-slots/`: the first page of 18; the page loads more through `game-browser/slots/`. */
  'all-slots': z.object({ intro: z.string(), page: gamesPageSchema }),
  /** `/tags/`: every tag group with its tags. */
  tags: z.object({ intro: z.string(), groups: z.array(tagGroupSchema) }),
  /** `/tag/{slug}/` (or `/{slug}/`): a tag's games. */
  tag: z.object({ tag: tagSchema, page: gamesPageSchema }),
  /** `/special/{slug}/`: an editorial collection (a rubric) with its games. */
  special: z.object({ rubric: rubricSchema, text: z.string(), page: gamesPageSchema }),
  /** The terms, policies, licence and complaints pages (`LEGAL_PAGES`): sections of text blocks. */
  legal: legalPageSchema,
} satisfies Record<PageType, z.ZodType>;

export type PagePayload<T extends PageType = PageType> = z.infer<(typeof pagePayloadSchemas)[T]>;

/** The faq page's stored payload: the page service adds each group's questions from the FAQ table. */
export type FaqPageContent = Omit<PagePayload<'faq'>, 'groups'> & { groups: FaqGroupHeading[] };

/** `GET /rest/page{path}/` (spec section 7: seo, banner, payload.data, pageType). */
export const pageDataSchema = z.object({
  success: z.literal(true),
  pageType: pageTypeSchema,
  seo: seoSchema,
  banner: z.array(bannerSchema),
  payload: z.object({ data: z.unknown() }),
});
export type PageData<T extends PageType = PageType> = Omit<
  z.infer<typeof pageDataSchema>,
  'payload' | 'pageType'
> & {
  pageType: T;
  payload: { data: PagePayload<T> };
};
