import { BRAND_IDS, type BrandId } from '@casino/contracts';
import type { Page } from '@playwright/test';
import { PALETTES } from '../apps/web/app/brands/palettes';
import { expect, open, screenshot, test } from './fixtures';
import {
  brandServer,
  foreignText,
  horizontalOverflow,
  inLanguage,
  navigateInPage,
  WALKS,
  walkedRoutes,
} from './page-walk-support';

/** The narrowest common phone and a common desktop: every page must fit both without sideways scrolling. */
const WIDTHS = [390, 1440] as const;

// A trace of some two hundred steps costs more than the steps; the failure message names each page and why.
test.use({ trace: 'off' });
// Each brand's journeys one after another in one worker, on the brand's server started once for them.
test.describe.configure({ mode: 'default' });

/** The brand's share of the route table, in its walk language: what does not fit or speaks another language. */
async function walkBrand(page: Page, brand: BrandId, base: string): Promise<string[]> {
  const { lang, share, of } = WALKS[brand];
  const problems: string[] = [];
  // One document, then every route by client navigation: the layout is the same, at a fraction of the time.
  await page.setViewportSize({ width: WIDTHS[0], height: 844 });
  await page.goto(`${base}${inLanguage('/', lang)}`);
  await page.locator('html[data-hydrated]').waitFor();
  for (const route of walkedRoutes().filter((_, index) => index % of === share)) {
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
 * A group per brand, one after another in one tab. Two brands at once in two tabs of one browser were ten times
 * slower, not twice as fast: the tab in the background gets no animation frames, and the walk waits for frames
 * after every change of width.
 */
for (const brand of BRAND_IDS) {
  test.describe(brand, () => {
    let server: Awaited<ReturnType<typeof brandServer>>;
    test.beforeAll(async () => {
      test.setTimeout(240_000);
      server = await brandServer(brand);
    });
    test.afterAll(() => server?.stop());

    if (brand === 'vlk') {
      test('another brand shows its own name, logo and palette', async ({ page }, testInfo) => {
        await open(page, `${server.url}/`);
        await expect(page.locator('html')).toHaveAttribute('data-brand', 'vlk');
        await expect(page.getByTestId('brand-logo').first()).toHaveAttribute('data-brand', 'vlk');
        await expect(page).toHaveTitle(/Vulkan/);
        const accent = await page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--brand-accent').trim(),
        );
        expect(accent).toBe(PALETTES.vlk.accent);
        expect(accent).not.toBe(PALETTES.king.accent);
        await screenshot(page, 'home-vlk', testInfo.project.name, { fullPage: true });
      });

      test('tag pages list the games of each tag; the king brand sends tag routes home', async ({
        page,
      }, testInfo) => {
        const shoot = (name: string) =>
          screenshot(page, `games-${name}`, testInfo.project.name, { bothThemes: true, fullPage: true });
        const response = await open(page, '/tags/');
        expect(new URL(page.url()).pathname).toBe('/');
        expect(response?.status()).toBe(200);

        await open(page, `${server.url}/tags/`);
        await expect(page.getByTestId('tags-page')).toBeVisible();
        await expect(page.getByTestId('tag-group').first()).toBeVisible();
        await shoot('tags');
        await page.getByTestId('tag-link').first().click();
        await expect(page.getByTestId('tag-page')).toBeVisible();
        await expect(page.getByTestId('game-tile').first()).toBeVisible();
        await shoot('tag');
      });
    }

    const { lang, of } = WALKS[brand];
    const scope = of === 1 ? 'every route' : `1 in ${of} routes`;
    test(`${scope} of the route table in ${brand} (${lang}): no page is wider than the screen, no text in another language`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      expect(await walkBrand(page, brand, server.url)).toEqual([]);
    });
  });
}
