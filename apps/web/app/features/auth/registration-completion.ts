import { GAME_PLAY_REGISTRATION_SOURCE } from '@casino/contracts';
import { opensCashDesk } from '../../lib/cash-entry';
import { isGameSlug } from '../../lib/game-slug';
import type { RegistrationIntent } from './registration-intent';

/** A redirect the site may follow: a client navigation to a path, or a full one to an absolute same-site URL. */
export interface CompletionRedirect {
  url: string;
  /** Spec section 4: a redirectUrl containing `http` loads the page anew. */
  fullNavigation: boolean;
  /** It opens the cash desk, which then reports the `registration` location. */
  toCash: boolean;
}

/** What the end of the registration funnel does; with neither, the player gets the welcome modal. */
export interface CompletionPlan {
  redirect: CompletionRedirect | null;
  /** The game a guest launched before registering, reopened for them. */
  gameSlug: string | null;
}

const MAX_REDIRECT_LENGTH = 2048;

/**
 * `raw` as a redirect within `origin`, or null. Only http(s) on the site's own origin is followed: a link that
 * could send a freshly registered player to another host (an open redirect) is refused, whatever its spelling
 * (`//host`, `/\host`, `https://site@host`, `javascript:`).
 */
export function sameSiteRedirect(raw: string | null | undefined, origin: string): CompletionRedirect | null {
  if (!raw || raw.length > MAX_REDIRECT_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== origin) return null;
  const fullNavigation = raw.includes('http');
  return {
    url: fullNavigation ? url.href : `${url.pathname}${url.search}${url.hash}`,
    fullNavigation,
    toCash: opensCashDesk(url),
  };
}

/**
 * Spec section 4: the redirect from the address's `redirectUrl`, else the one kept from the registration flow;
 * and the pending game when the registration came from a game launch (`game_play`).
 */
export function planRegistrationCompletion(input: {
  intent: RegistrationIntent;
  queryRedirectUrl: string | null;
  origin: string;
}): CompletionPlan {
  const { intent, queryRedirectUrl, origin } = input;
  const redirect = sameSiteRedirect(queryRedirectUrl, origin) ?? sameSiteRedirect(intent.redirectUrl, origin);
  const fromGame = intent.source === GAME_PLAY_REGISTRATION_SOURCE && isGameSlug(intent.gameSlug ?? '');
  return { redirect, gameSlug: fromGame ? (intent.gameSlug ?? null) : null };
}
