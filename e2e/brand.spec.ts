import { PALETTES } from '../apps/web/app/brands/palettes';
import { expect, open, screenshot, test } from './fixtures';

test('another brand shows its own name, logo and palette', async ({ page }, testInfo) => {
  // scripts/test-e2e.ts always starts a vlk server; a missing address is a broken run, not a reason to skip.
  const vlk = process.env.E2E_URL_VLK;
  if (!vlk) throw new Error('E2E_URL_VLK is not set: run the journeys with npm run test:e2e');
  await open(page, `${vlk}/`);
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
