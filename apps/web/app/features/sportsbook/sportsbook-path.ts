import { type Language, localizePath, SPORTS, type SportKey } from '@casino/contracts';
import { SPORTSBOOK_PATH } from '../../lib/play-mode';

/** A match page's slug: this prefix, then the match id with its colons written as `~`. */
const EVENT_PREFIX = 'event-';

/** The express of the day's own page (its own route, ranked before the slug's). */
export const EXPRESS_OF_THE_DAY_SLUG = 'express-of-the-day';

/** What `/sports-book/:slug?/` shows, or the express of the day's page. */
export type SportsbookView =
  | { kind: 'overview'; sport: SportKey | null }
  | { kind: 'event'; eventId: string }
  | { kind: 'express' };

export function isSportKey(value: string): value is SportKey {
  return (SPORTS as readonly string[]).includes(value);
}

/**
 * A match id as a readable path segment: `sbx:match:ua-premier-league:498831:1` is
 * `event-sbx~match~ua-premier-league~498831~1`. Each part between colons is percent-encoded (a `~` in it too), so
 * any id the feed may send comes back unchanged.
 */
export function eventSlug(eventId: string): string {
  const parts = eventId.split(':').map((part) => encodeURIComponent(part).replaceAll('~', '%7E'));
  return `${EVENT_PREFIX}${parts.join('~')}`;
}

/** The match id of a match page's slug, or null when the slug is not one. */
export function eventIdOf(slug: string): string | null {
  if (!slug.startsWith(EVENT_PREFIX)) return null;
  const encoded = slug.slice(EVENT_PREFIX.length);
  if (encoded === '') return null;
  try {
    return encoded
      .split('~')
      .map((part) => decodeURIComponent(part))
      .join(':');
  } catch {
    return null;
  }
}

/** The view a slug asks for: none is every sport, a sport's key filters, a match's slug is its page; else null. */
export function sportsbookView(slug: string | undefined): SportsbookView | null {
  if (slug === undefined || slug === '') return { kind: 'overview', sport: null };
  if (isSportKey(slug)) return { kind: 'overview', sport: slug };
  const eventId = eventIdOf(slug);
  return eventId === null ? null : { kind: 'event', eventId };
}

/** `/sports-book/`, `/sports-book/football/`, `/en/sports-book/event-…/` — the language-neutral path of a view. */
export function viewPath(view: SportsbookView): string {
  if (view.kind === 'express') return `${SPORTSBOOK_PATH}${EXPRESS_OF_THE_DAY_SLUG}/`;
  if (view.kind === 'event') return `${SPORTSBOOK_PATH}${eventSlug(view.eventId)}/`;
  return view.sport === null ? SPORTSBOOK_PATH : `${SPORTSBOOK_PATH}${view.sport}/`;
}

/** The sportsbook's page of every sport or of one, in a language. */
export function sportPath(sport: SportKey | null, lang: Language): string {
  return localizePath(viewPath({ kind: 'overview', sport }), lang);
}

/** A match's page in a language. */
export function eventPath(eventId: string, lang: Language): string {
  return localizePath(viewPath({ kind: 'event', eventId }), lang);
}

/** The express of the day's page in a language. */
export function expressPath(lang: Language): string {
  return localizePath(viewPath({ kind: 'express' }), lang);
}
