import { AGE_CONFIRMED_COOKIE, COOKIE_CONSENT_COOKIE, COOKIE_POLICY_VERSION } from '@casino/contracts';
import { readCookie } from '../../../lib/cookies';

/** What the cookie banner asks: necessary cookies are always on, the other categories are the visitor's choice. */
export interface CookieConsent {
  analytics: boolean;
  marketing: boolean;
}

export const OPTIONAL_CATEGORIES = [
  'analytics',
  'marketing',
] as const satisfies readonly (keyof CookieConsent)[];

export const ALL_COOKIES: CookieConsent = { analytics: true, marketing: true };
export const NECESSARY_ONLY: CookieConsent = { analytics: false, marketing: false };

const VERSION_PREFIX = `v${COOKIE_POLICY_VERSION}.`;

/** `v1.necessary-analytics`: the policy version the choice was made under, then the categories allowed. */
export function formatConsent(consent: CookieConsent): string {
  const allowed = OPTIONAL_CATEGORIES.filter((category) => consent[category]);
  return `${VERSION_PREFIX}${['necessary', ...allowed].join('-')}`;
}

/** The stored choice; null when there is none, it is unreadable, or it was made under an older policy. */
export function parseConsent(value: string | null): CookieConsent | null {
  if (!value?.startsWith(VERSION_PREFIX)) return null;
  const categories = new Set(value.slice(VERSION_PREFIX.length).split('-'));
  if (!categories.has('necessary')) return null;
  return { analytics: categories.has('analytics'), marketing: categories.has('marketing') };
}

/** The age confirmation's stored value: any other value (or none) asks again. */
export const AGE_CONFIRMED = 'yes';

/** Whether a `Cookie` header (server) or `document.cookie` (browser) holds the age confirmation. */
export function parseAgeConfirmed(cookieHeader: string | null | undefined): boolean {
  return readCookie(cookieHeader, AGE_CONFIRMED_COOKIE) === AGE_CONFIRMED;
}

/** The cookies of a browser that has answered both first-visit questions (journeys start from it). */
export const ANSWERED_FIRST_VISIT: Readonly<Record<string, string>> = {
  [AGE_CONFIRMED_COOKIE]: AGE_CONFIRMED,
  [COOKIE_CONSENT_COOKIE]: formatConsent(NECESSARY_ONLY),
};
