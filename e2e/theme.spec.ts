import { choose, expect, open, PHONE, screenshot, test } from './fixtures';

test(
  'dark by default; the light theme is chosen, kept in a cookie and rendered by the server',
  PHONE,
  async ({ page, context }, testInfo) => {
    await open(page, '/');
    await expect(page.locator('html')).toHaveClass(/dark-theme/);
    await choose(page, 'theme-switch', 'theme-option-light-theme');
    await expect(page.locator('html')).toHaveClass(/light-theme/);
    const cookie = (await context.cookies()).find((entry) => entry.name === 'theme');
    expect(cookie?.value).toBe('light-theme');
    // About 365 days, as the spec asks.
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/light-theme/);
    await screenshot(page, 'home-light', testInfo.project.name);
  },
);
