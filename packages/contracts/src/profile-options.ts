/**
 * Profile vocabulary as plain constants, so browser code can use them without loading zod. The request and
 * response schemas are in `profile.ts`.
 */
import type { Currency } from './money.ts';

/** `currency_id` of `POST /rest/player/update/`: the cash desk's numeric currency ids. */
export const CURRENCY_BY_ID = { 1: 'UAH', 2: 'USD', 3: 'EUR', 4: 'RUB' } as const satisfies Record<
  number,
  Currency
>;
export type CurrencyId = keyof typeof CURRENCY_BY_ID;
export const CURRENCY_IDS = Object.keys(CURRENCY_BY_ID).map(Number) as CurrencyId[];

/** First and last names: letters (with inner spaces, hyphens and apostrophes), up to 64 characters. */
export const PERSON_NAME_MAX_LENGTH = 64;
/** Players must be this old on the day they give their birth date. */
export const ADULT_AGE_YEARS = 18;

/** The app installs a Firebase token may belong to. */
export const FIREBASE_PLATFORMS = ['android', 'ios', 'web'] as const;
export type FirebasePlatform = (typeof FIREBASE_PLATFORMS)[number];

/**
 * Spec section 4, player message statuses: the status an operator's review of an account gives the player. A
 * suspected second account (`duplicate`), an age in doubt (`youngster`) or an `undesirable` player is sent to the
 * deposit screen; `unconfirmed` asks for identity verification until the status is confirmed.
 */
export const ACCOUNT_REVIEW_STATUSES = ['duplicate', 'youngster', 'undesirable', 'unconfirmed'] as const;
export type AccountReviewStatus = (typeof ACCOUNT_REVIEW_STATUSES)[number];

/** The site design a player has chosen (`POST /rest/player/site-version/change/{version}/`). */
export const SITE_VERSIONS = ['new', 'old'] as const;
export type SiteVersion = (typeof SITE_VERSIONS)[number];

/** The lists of `GET /rest/player/public-profile/{playerId}/{type}/`. */
export const PUBLIC_PROFILE_LIST_TYPES = ['achievements', 'activities'] as const;
export type PublicProfileListType = (typeof PUBLIC_PROFILE_LIST_TYPES)[number];
export const PUBLIC_PROFILE_LIST_DEFAULT_LIMIT = 10;
export const PUBLIC_PROFILE_LIST_MAX_LIMIT = 100;

/** The `by-login` address of the viewer's own public profile (logged-in players only). */
export const OWN_PUBLIC_PROFILE_LOGIN = 'my';
