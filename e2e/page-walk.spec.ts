import { BRAND_IDS, type BrandId } from '@casino/contracts';
import type { Page } from '@playwright/test';
import { collectConsoleErrors, expect, test } from './fixtures';
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
 * Two brands per test, each in its own tab: a tab's layout work and its server's run beside the other's, on both
 * cores (one server answers one tab's navigations as fast as it can, so two tabs of one brand gain nothing). A
 * test per pair gives each its own time and its own verdict.
 */
const BRAND_PAIRS = BRAND_IDS.flatMap((_brand, index) =>
  index % 2 === 0 ? [BRAND_IDS.slice(index, index + 2)] : [],
);

for (const brands of BRAND_PAIRS) {
  test(`every route of the route table in ${brands.join(' and ')}: no page is wider than the screen, no text in another language`, async ({
    page,
    context,
  }) => {
    test.setTimeout(360_000);
    const second = brands.length > 1 ? await context.newPage() : null;
    const secondErrors = second ? collectConsoleErrors(second) : [];
    const tabs = second ? [page, second] : [page];
    const problems = (
      await Promise.all(brands.map((brand, index) => walkBrand(tabs[index] ?? page, brand)))
    ).flat();
    expect(secondErrors, 'console errors in the second tab').toEqual([]);
    expect(problems).toEqual([]);
  });
}
