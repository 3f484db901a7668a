import { AGE_CONFIRMED_COOKIE, COOKIE_CONSENT_COOKIE, LEGAL_PAGES } from '@casino/contracts';
import type { BrowserContext } from '@playwright/test';
import { GUEST_WHEEL_COOKIE } from '../apps/web/app/features/chance/wheel/wheel-rules';
import { formatConsent } from '../apps/web/app/features/legal/consent/consent-cookie';
import { expect, open, PHONE, screenshot, test } from './fixtures';

// These journeys are the first visit itself: the browser has never seen the site.
test.use({ firstVisit: true });

const YEAR_LESS_A_DAY = 364 * 24 * 3600;

async function storedCookie(context: BrowserContext, name: string) {
  const cookie = (await context.cookies()).find((entry) => entry.name === name);
  expect((cookie?.expires ?? 0) - Date.now() / 1000, `${name} lasts a year`).toBeGreaterThan(YEAR_LESS_A_DAY);
  return cookie?.value;
}

test(
  'a first visit asks the age, then the cookie choice, and never again; the footer opens the terms in English',
  PHONE,
  async ({ page, context }, testInfo) => {
    const project = testInfo.project.name;
    await open(page, '/en/');
    const gate = page.getByTestId('age-gate');
    await expect(gate).toBeVisible();
    // Focus goes to the answer once the question has been painted, so a keyboard answers it at once.
    await expect(gate.getByTestId('age-confirm')).toBeFocused();
    await expect(gate.getByRole('link', { name: 'About responsible gaming' })).toHaveAttribute(
      'href',
      `/en${LEGAL_PAGES.responsibleGaming}`,
    );
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    await screenshot(page, 'first-visit-age', project);

    await page.getByTestId('age-confirm').click();
    await expect(gate).toHaveCount(0);
    expect(await storedCookie(context, AGE_CONFIRMED_COOKIE)).toBe('yes');

    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    // On a phone the banner sits above the tab bar, which stays in reach.
    const tabBar = page.getByTestId('bottom-tab-bar');
    if (await tabBar.isVisible()) {
      const [bannerBox, tabBarBox] = [await banner.boundingBox(), await tabBar.boundingBox()];
      expect((bannerBox?.y ?? 0) + (bannerBox?.height ?? 0)).toBeLessThanOrEqual(tabBarBox?.y ?? 0);
    }
    await screenshot(page, 'first-visit-cookies', project);
    await banner.getByTestId('cookie-settings-open').click();
    await banner.getByLabel('Analytics').check();
    await screenshot(page, 'first-visit-cookie-settings', project);
    await banner.getByTestId('cookie-save').click();
    await expect(banner).toHaveCount(0);
    expect(await storedCookie(context, COOKIE_CONSENT_COOKIE)).toBe(
      formatConsent({ analytics: true, marketing: false }),
    );

    // With both questions answered, the guest wheel invites the visitor once; closed, it stays away for a day.
    const wheel = page.getByTestId('guest-wheel-popup');
    await expect(wheel).toBeVisible();
    await wheel.getByTestId('guest-wheel-later').click();
    await expect(wheel).toHaveCount(0);
    await expect
      .poll(async () => (await context.cookies()).some((c) => c.name === GUEST_WHEEL_COOKIE))
      .toBe(true);

    await open(page, '/en/faq/');
    await expect(page.getByTestId('page-h1')).toBeVisible();
    await expect(page.getByTestId('age-gate')).toHaveCount(0);
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);

    await page.getByTestId('footer-legal').getByRole('link', { name: 'Terms and conditions' }).click();
    await expect(page).toHaveURL(/\/en\/terms\/$/);
    await expect(page.getByTestId('page-h1')).toHaveText('Terms and conditions');
    await expect(page.getByRole('heading', { name: '1. The operator' })).toBeVisible();
    await screenshot(page, 'legal-terms', project, { fullPage: true });
  },
);

test('the legal pages are readable before the age is confirmed', async ({ page }) => {
  await open(page, LEGAL_PAGES.responsibleGaming);
  await expect(page.getByTestId('page-h1')).toHaveText('Відповідальна гра');
  await expect(page.getByRole('link', { name: '7333' })).toHaveAttribute('href', 'tel:7333');
  await expect(page.getByTestId('age-gate')).toHaveCount(0);
  // Every other page asks first.
  await page.getByTestId('footer-legal').getByRole('link', { name: 'Правила та умови' }).click();
  await expect(page.getByTestId('page-h1')).toHaveText('Правила та умови');
  await open(page, '/');
  await expect(page.getByTestId('age-gate')).toBeVisible();
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('the age question is drawn into the page itself, before any script runs', async ({
    page,
  }, testInfo) => {
    await page.goto('/games/');
    const gate = page.getByTestId('age-gate');
    await expect(gate).toBeVisible();
    await expect(gate.getByTestId('age-confirm')).toBeInViewport();
    await screenshot(page, 'first-visit-age-before-scripts', testInfo.project.name);
  });
});
