import { expect, screenshot, test } from './fixtures';

const LANGUAGES = [
  { lang: 'uk', path: '/' },
  { lang: 'ru', path: '/ru/' },
  { lang: 'en', path: '/en/' },
] as const;

for (const { lang, path } of LANGUAGES) {
  test(`home renders in ${lang}`, async ({ page }, testInfo) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('page-h1')).toBeVisible();
    await expect(page.getByTestId('hero-carousel')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeAttached();
    await expect(page).toHaveTitle(/Slotoking/);
    await screenshot(page, `home-${lang}`, testInfo.project.name);
  });
}

test('language switch loads the same page in another language', async ({ page }) => {
  await page.goto('/faq/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await page.getByTestId('language-switch').first().click();
  await page.getByTestId('language-option-en').first().click();
  await expect(page).toHaveURL(/\/en\/faq\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
