import { type BrandId, type Language, MOBILE_APP_PREFIX } from '@casino/contracts';
import type { Page } from '@playwright/test';
import {
  CASH_ROUTES,
  isServed,
  MAIN_ROUTES,
  MOBILE_APP_ROUTES,
  type RouteEntry,
} from '../apps/web/app/lib/route-table';
import { startServer } from '../scripts/support/server-process';

/**
 * A real value for every route parameter, so the walk opens each served route with a page behind it. A new route
 * with a parameter missing here fails the walk's own check instead of being skipped.
 */
export const ROUTE_SAMPLES: Record<string, string> = {
  slug: 'rocket-crash',
  bonusId: '1',
};

/** Per route name, a sample where the common one does not fit (a tag or a rubric, not a game). */
const ROUTE_SAMPLE_OVERRIDES: Record<string, Record<string, string>> = {
  tag: { slug: 'egypt' },
  special: { slug: 'popular' },
  // The sportsbook's slug is a sport (or a match, which the walk's servers, without the odds feed, have none of).
  sportsBook: { slug: 'football' },
  // The competitions' slugs name dated editions: the walk opens their lists, the optional slug left out.
  tournaments: { slug: '' },
  tournamentsPromo: { slug: '' },
  gamePromo: { slug: '' },
};

/**
 * What the walk reads of each brand, in which language: every route in each language once. The default brand
 * reads the whole table in Ukrainian; the two brands that share Russian, and the two that share English, read
 * every other route each (`share` of `of`), so each brand's look is walked without reading a route twice in
 * one language.
 */
export const WALKS: Record<BrandId, { lang: Language; share: number; of: number }> = {
  king: { lang: 'uk', share: 0, of: 1 },
  vlk: { lang: 'ru', share: 0, of: 2 },
  '777': { lang: 'ru', share: 1, of: 2 },
  vegas: { lang: 'en', share: 0, of: 2 },
  sevens: { lang: 'en', share: 1, of: 2 },
};

/**
 * Words that stay in their own language on every page: the names of the languages in the language switch are
 * marked with their own `lang`, so only names that cannot carry one are listed here. One place, on purpose.
 */
export const PROPER_NAMES: readonly string[] = [];

export interface WalkedRoute {
  name: string;
  /** The language-neutral path with its parameters filled in. */
  path: string;
}

/** The path with every parameter filled in; an optional one whose sample is '' is left out with its segment. */
function fill(name: string, path: string): string {
  return path.replace(/:(\w+)(\?)?\//g, (_, param: string, optional: string | undefined) => {
    const value = ROUTE_SAMPLE_OVERRIDES[name]?.[param] ?? ROUTE_SAMPLES[param];
    if (value === undefined) throw new Error(`no sample for :${param} of route ${name} (${path})`);
    return value === '' && optional ? '' : `${value}/`;
  });
}

function served(table: Record<string, RouteEntry>, prefix = '', namePrefix = ''): WalkedRoute[] {
  return Object.entries(table)
    .filter(([, entry]) => isServed(entry))
    .map(([name, entry]) => ({ name: `${namePrefix}${name}`, path: `${prefix}${fill(name, entry.path)}` }));
}

/** Every served route of the route table: the main area, the cash desk and the in-app webview area. */
export function walkedRoutes(): WalkedRoute[] {
  return [
    ...served(MAIN_ROUTES),
    ...served(CASH_ROUTES),
    ...served(MOBILE_APP_ROUTES, MOBILE_APP_PREFIX, 'mobileApp.'),
  ];
}

/** The path in a language: the default language has no prefix, and the webview area has none either. */
export function inLanguage(path: string, lang: Language): string {
  if (lang === 'uk' || path.startsWith(MOBILE_APP_PREFIX)) return path;
  return `/${lang}${path}`;
}

/**
 * The brand's server: the journeys' runner's for the default brand (E2E_URL), else one started here for as long
 * as the brand's journeys need it, so no journey shares the machine with idle servers of other brands.
 */
export async function brandServer(brand: BrandId): Promise<{ url: string; stop: () => Promise<void> }> {
  const runners = process.env.E2E_URL;
  if (brand === 'king' && runners) return { url: runners, stop: async () => {} };
  const started = await startServer({ BRAND: brand, RATE_LIMITS: 'off' }, { readyWithinMs: 180_000 });
  return { url: started.url, stop: () => started.stop() };
}

/**
 * Navigates the way the browser's history does (the router follows a popstate), then waits until the page on
 * screen is the new location (or where it redirected) and its fonts are in. The in-app webview area is its own
 * document in the default language, as it is for the app that opens it: it is loaded, not navigated to.
 */
export async function navigateInPage(page: Page, base: string, path: string): Promise<void> {
  if (path.startsWith(MOBILE_APP_PREFIX)) {
    await page.goto(`${base}${path}`);
  } else {
    await page.evaluate((next) => {
      window.history.pushState(null, '', next);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
  await page.waitForFunction(() => document.documentElement.dataset.page === window.location.pathname);
  await page.evaluate(() => document.fonts.ready);
}

/** How far the document is wider than the screen, with the elements that reach past its right edge. */
export async function horizontalOverflow(page: Page): Promise<{ excess: number; culprits: string[] }> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const excess = document.documentElement.scrollWidth - viewport;
    if (excess <= 0) return { excess, culprits: [] };
    // The outermost elements past the edge: their descendants are past it too and add nothing.
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > viewport + 1)
      .filter(
        (element) =>
          !element.parentElement || element.parentElement.getBoundingClientRect().right <= viewport + 1,
      )
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}[${element.className.toString().slice(0, 80)}]`);
    return { excess, culprits };
  });
}

/**
 * The visible text nodes written in another language than the one they stand in (the page's, or the nearest
 * `lang` attribute's): Cyrillic on an English page, Ukrainian letters on a Russian one, Russian letters on a
 * Ukrainian one. Proper names listed in PROPER_NAMES are let through.
 */
export async function foreignText(
  page: Page,
  properNames: readonly string[] = PROPER_NAMES,
): Promise<string[]> {
  return page.evaluate((names) => {
    const foreign: Record<string, RegExp> = {
      en: /[\u0400-\u04FF]/,
      ru: /[іїєґІЇЄҐ]/,
      uk: /[ыэъёЫЭЪЁ]/,
    };
    const pageLanguage = document.documentElement.lang;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript, template, [hidden]')) continue;
      const language = parent.closest('[lang]')?.getAttribute('lang') ?? pageLanguage;
      const stripped = names.reduce((rest, name) => rest.replaceAll(name, ''), text);
      if (foreign[language]?.test(stripped)) found.push(text.slice(0, 80));
    }
    return found;
  }, properNames);
}
