import { AGE_CONFIRMED_COOKIE } from './legal-codes.ts';

/** The header every AJAX call carries; `/rest` refuses calls without it, which also defeats cross-site forms. */
export const AJAX_HEADER = 'x-requested-with';
export const AJAX_HEADER_VALUE = 'XMLHttpRequest';
/** Page loads name the page the player came from, since `Referer` is often stripped. */
export const REFERER_HEADER = 'x-referer';
/** HTTP status reserved for actions refused because the player is self-excluded. */
export const SELF_EXCLUDED_STATUS = 444;

/** Cookies the server renderer reads. A rendered page may depend on nothing else from the request but its URL. */
export const THEME_COOKIE = 'theme';
export const SIDEBAR_COOKIE = 'sidebar';
/** The sportsbook's odds format: decimal, fractional or American. */
export const ODDS_FORMAT_COOKIE = 'odds_format';
/** A visitor who has not confirmed their age gets the age question in the page itself, drawn before any script. */
export const RENDER_COOKIES = [
  THEME_COOKIE,
  SIDEBAR_COOKIE,
  ODDS_FORMAT_COOKIE,
  AGE_CONFIRMED_COOKIE,
] as const;

/** The web session cookie (httpOnly); the mobile app sends the same token in AUTH_TOKEN_HEADER instead. */
export const SESSION_COOKIE = 'sid';
export const AUTH_TOKEN_HEADER = 'x-auth-token';
