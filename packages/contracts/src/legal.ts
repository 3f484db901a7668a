import { z } from 'zod';

/**
 * The pages a licensed casino must publish, one content page each (page type `legal`), served at these
 * language-neutral paths in every brand and language; the footer links to all of them.
 */
export const LEGAL_PAGES = {
  terms: '/terms/',
  privacyPolicy: '/privacy-policy/',
  responsibleGaming: '/responsible-gaming/',
  cookiePolicy: '/cookie-policy/',
  amlKycPolicy: '/aml-kyc-policy/',
  licence: '/licence/',
  complaints: '/complaints/',
} as const;
export type LegalPageName = keyof typeof LEGAL_PAGES;
export const LEGAL_PAGE_NAMES = Object.keys(LEGAL_PAGES) as LegalPageName[];

/**
 * A legal text is written as blocks, never as HTML, so an operator's edit cannot put markup on the page:
 * paragraphs, bulleted lists, and contact lines (a help line's phone, a site, an e-mail) with their link.
 */
export const legalBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('list'), items: z.array(z.string()).min(1) }),
  z.object({
    type: z.literal('contacts'),
    items: z
      .array(
        z.object({
          label: z.string(),
          value: z.string(),
          /** `tel:`, `mailto:`, an `https:` address, or a site path (`/responsible-gaming/`). */
          href: z.string().regex(/^(tel:|mailto:|https:\/\/|\/)/),
        }),
      )
      .min(1),
  }),
]);
export type LegalBlock = z.infer<typeof legalBlockSchema>;

export const legalSectionSchema = z.object({
  /** The section's anchor on the page (`/terms/#withdrawals`). */
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string(),
  blocks: z.array(legalBlockSchema).min(1),
});
export type LegalSection = z.infer<typeof legalSectionSchema>;

export const legalPageSchema = z.object({
  intro: z.string(),
  /** The day the text took effect, `YYYY-MM-DD`. */
  effectiveDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  sections: z.array(legalSectionSchema).min(1),
});
export type LegalPageContent = z.infer<typeof legalPageSchema>;

/** The age confirmation a visitor gives on the first visit, kept for a year (spec section 9: theme cookie life). */
export const AGE_CONFIRMED_COOKIE = 'ageConfirmed';
/** The visitor's cookie choices: `v<policy version>.<categories joined by '-'>`, e.g. `v1.necessary-analytics`. */
export const COOKIE_CONSENT_COOKIE = 'cookieConsent';
/** Raised when the cookie policy changes what the site sets: every visitor is asked again. */
export const COOKIE_POLICY_VERSION = 1;
export const CONSENT_COOKIE_DAYS = 365;
