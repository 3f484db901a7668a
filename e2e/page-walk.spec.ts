import { BRAND_IDS, type BrandId } from '@casino/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  brandServers,
  foreignText,
  horizontalOverflow,
  inLanguage,
  navigateInPage,
  WALK_LANGUAGES,
  walkedRoutes,
} from './page-walk-support';

/** The narrowest common phone and a common desktop: every page must fit both without sideways scrolling. */
const WIDTHS = [390, 1440] as const;

// A trace of some two hundred steps costs more than the steps; the failure message names each page and why.
test.use({ trace: 'off' });
// The brands one after another in one worker, so the servers started for them are started once.
test.describe.configure({ mode: 'default' });

let servers: Awaited<ReturnType<typeof brandServers>>;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  servers = await brandServers();
});
test.afterAll(() => servers?.stop());

/** Every route of one brand, in its walk language: what does not fit or speaks another language. */
async function walkBrand(page: Page, brand: BrandId): Promise<string[]> {
  const lang = WALK_LANGUAGES[brand];
  const problems: string[] = [];
  // One document, then every route by client navigation: the layout is the same, at a fraction of the time.
  const base = servers.urls[brand];
  await page.setViewportSize({ width: WIDTHS[0], height: 844 });
  await page.goto(`${base}${inLanguage('/', lang)}`);
  await page.locator('html[data-hydrated]').waitFor();
  for (const route of walkedRoutes()) {
    const path = inLanguage(route.path, lang);
    await page.setViewportSize({ width: WIDTHS[0], height: 844 });
    await navigateInPage(page, base, path);
    for (const width of WIDTHS) {
      if (width !== WIDTHS[0]) await page.setViewportSize({ width, height: 900 });
      // Two frames: layout that follows a media query's change in React has rendered.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const { excess, culprits } = await horizontalOverflow(page);
      if (excess > 0)
        problems.push(`${brand} ${path} at ${width} px is ${excess} px too wide: ${culprits.join(', ')}`);
    }
    for (const text of await foreignText(page))
      problems.push(`${brand} ${path}: "${text}" is not in ${lang}`);
  }
  return problems;
}

/**
 * A test per brand, one after another in one tab, each with its own time and verdict. Two brands at once in two
 * tabs of one browser were ten times slower, not twice as fast: the tab in the background gets no animation
 * frames, and the walk waits for frames after every change of width.
 */
for (const brand of BRAND_IDS) {
  test(`every route of the route table in ${brand}: no page is wider than the screen, no text in another language`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    expect(await walkBrand(page, brand)).toEqual([]);
  });
}
