/**
 * The legal pages and the first visit's cookies as plain constants, so browser code can use them without loading
 * zod. The schemas of the pages' text are in `legal.ts`.
 */

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

/** The age confirmation a visitor gives on the first visit, kept for a year (spec section 9: theme cookie life). */
export const AGE_CONFIRMED_COOKIE = 'ageConfirmed';
/** The visitor's cookie choices: `v<policy version>.<categories joined by '-'>`, e.g. `v1.necessary-analytics`. */
export const COOKIE_CONSENT_COOKIE = 'cookieConsent';
/** Raised when the cookie policy changes what the site sets: every visitor is asked again. */
export const COOKIE_POLICY_VERSION = 1;
export const CONSENT_COOKIE_DAYS = 365;
