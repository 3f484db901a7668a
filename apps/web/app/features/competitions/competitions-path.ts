import { type CompetitionKind, type Language, localizePath, MOBILE_APP_PREFIX } from '@casino/contracts';
import { MAIN_ROUTES } from '../../lib/route-table';

/**
 * The competitions' pages (spec section 2): `/events/` every kind together, each kind's own list, and a
 * competition's page under `/tournaments/{slug}/` (promo tournaments under `/tournaments-promo/{slug}/`, or
 * `/game-promo/{slug}/` where a game's promotion links to it).
 */
export const LIST_PAGES = {
  events: { path: '/events/', kind: null },
  tournaments: { path: '/tournaments/', kind: 'tournament' },
  races: { path: '/races/', kind: 'race' },
  specialRaces: { path: '/special-races/', kind: 'special-race' },
  tournamentsPromo: { path: '/tournaments-promo/', kind: 'promo' },
  gamePromo: { path: '/game-promo/', kind: 'promo' },
} as const satisfies Record<string, { path: string; kind: CompetitionKind | null }>;

export type ListPage = keyof typeof LIST_PAGES;

/** The pages the list's tabs lead to, in their order: every kind first, then each kind's own page. */
export const LIST_TABS: readonly ListPage[] = [
  'events',
  'tournaments',
  'races',
  'specialRaces',
  'tournamentsPromo',
];

/** What one of the competitions' addresses shows. */
export type CompetitionsView =
  | { kind: 'list'; page: ListPage }
  | { kind: 'detail'; page: ListPage; slug: string };

/** The hash of the promo tournaments' results page (spec section 2: `/tournaments-promo/#netgame`). */
export const RESULTS_HASH = '#netgame';

function listPageOf(first: string): ListPage | null {
  for (const [page, entry] of Object.entries(LIST_PAGES) as [ListPage, (typeof LIST_PAGES)[ListPage]][]) {
    if (entry.path === `/${first}/`) return page;
  }
  return null;
}

/**
 * The view of a language-neutral path (`/races/`, `/tournaments/weekly/`); null for any other. A slug is read
 * only where the route has one (the tournaments' and the promo tournaments' pages).
 */
export function competitionsView(path: string, slug: string | undefined): CompetitionsView | null {
  const neutral = path.startsWith(`${MOBILE_APP_PREFIX}/`) ? path.slice(MOBILE_APP_PREFIX.length) : path;
  const first = neutral.split('/').find((segment) => segment !== '');
  const page = first === undefined ? null : listPageOf(first);
  if (page === null) return null;
  return slug ? { kind: 'detail', page, slug } : { kind: 'list', page };
}

/** The language-neutral path of a view. */
export function viewPath(view: CompetitionsView): string {
  const base = LIST_PAGES[view.page].path;
  return view.kind === 'detail' ? `${base}${encodeURIComponent(view.slug)}/` : base;
}

/** A list page in a language. */
export function listPath(page: ListPage, lang: Language): string {
  return localizePath(LIST_PAGES[page].path, lang);
}

/** A competition's page in a language: promo tournaments on theirs, every other kind under `/tournaments/`. */
export function competitionPagePath(
  competition: { type: CompetitionKind; slug: string },
  lang: Language,
): string {
  const page: ListPage = competition.type === 'promo' ? 'tournamentsPromo' : 'tournaments';
  return localizePath(viewPath({ kind: 'detail', page, slug: competition.slug }), lang);
}

/** The list page of a kind (where its "all of them" link leads). */
export function kindListPage(kind: CompetitionKind): ListPage {
  const pages: Record<CompetitionKind, ListPage> = {
    tournament: 'tournaments',
    race: 'races',
    'special-race': 'specialRaces',
    promo: 'tournamentsPromo',
  };
  return pages[kind];
}

/** The sportsbook's leaderboard (its competitions counting sports bets), language-neutral. */
export const SPORTS_LEADERBOARD_PATH = MAIN_ROUTES.sportsbookLeaderboard.path;

/** The sportsbook's leaderboard in a language. */
export function sportsLeaderboardPath(lang: Language): string {
  return localizePath(SPORTS_LEADERBOARD_PATH, lang);
}
