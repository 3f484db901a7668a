import { BRAND_IDS } from '@casino/contracts';
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

// One group: the brands' servers start once for the walk, not once per test.
test.describe.configure({ mode: 'serial' });

let servers: Awaited<ReturnType<typeof brandServers>>;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  servers = await brandServers();
});
test.afterAll(() => servers?.stop());

test.describe('every route of the route table, in every brand', () => {
  // Each brand walks the whole route table: one page load per route, measured at both widths.
  test.describe.configure({ timeout: 180_000 });

  for (const brand of BRAND_IDS) {
    const lang = WALK_LANGUAGES[brand];
    test(`${brand} in ${lang}: no page is wider than the screen, no text in another language`, async ({
      page,
    }) => {
      const problems: string[] = [];
      // One document, then every route by client navigation: the layout is the same, at a fraction of the time.
      const base = servers.urls[brand];
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
            problems.push(`${path} at ${width} px is ${excess} px too wide: ${culprits.join(', ')}`);
        }
        for (const text of await foreignText(page)) problems.push(`${path}: "${text}" is not in ${lang}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
