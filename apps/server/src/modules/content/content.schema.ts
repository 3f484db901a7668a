import type { Language } from '@casino/contracts';
import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A value per language; every language is required so no page falls back to another language's text. */
export type Localized<T> = Record<Language, T>;

/** Rows apply to one brand, or to every brand with `*`; a brand's own row wins. */
export const ALL_BRANDS = '*';

export interface PageSeoText {
  title: string;
  description: string;
  keywords?: string;
  h1: string;
  text?: string;
}

export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull().default(ALL_BRANDS),
    /** Language-neutral path with a trailing slash, e.g. `/faq/`. */
    path: text('path').notNull(),
    pageType: text('page_type').notNull(),
    seo: jsonb('seo').$type<Localized<PageSeoText>>().notNull(),
    /** Localized page payload, shaped by the page type's contract. */
    payload: jsonb('payload').$type<Localized<unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('content_pages_brand_path').on(table.brand, table.path)],
);

export interface BannerText {
  title: string;
  subtitle: string;
  ctaLabel: string;
}

export const contentBanners = pgTable('content_banners', {
  id: serial('id').primaryKey(),
  brand: text('brand').notNull().default(ALL_BRANDS),
  /** Where the banner shows, e.g. `home-hero`. */
  placement: text('placement').notNull(),
  sort: integer('sort').notNull().default(0),
  art: text('art').notNull(),
  ctaHref: text('cta_href').notNull(),
  texts: jsonb('texts').$type<Localized<BannerText>>().notNull(),
  active: boolean('active').notNull().default(true),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

export interface FaqText {
  question: string;
  answer: string;
}

export const contentFaq = pgTable('content_faq', {
  id: serial('id').primaryKey(),
  brand: text('brand').notNull().default(ALL_BRANDS),
  /** Group key; group titles come from the message catalogue (`faq.groups.<key>`). */
  groupKey: text('group_key').notNull(),
  sort: integer('sort').notNull().default(0),
  texts: jsonb('texts').$type<Localized<FaqText>>().notNull(),
});

export const contentRedirects = pgTable(
  'content_redirects',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull().default(ALL_BRANDS),
    fromPath: text('from_path').notNull(),
    toPath: text('to_path').notNull(),
  },
  (table) => [uniqueIndex('content_redirects_brand_from').on(table.brand, table.fromPath)],
);
