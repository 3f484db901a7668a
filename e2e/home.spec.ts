import { choose, expect, open, PHONE, screenshot, test } from './fixtures';

const LANGUAGES = [
  { lang: 'uk', path: '/' },
  { lang: 'ru', path: '/ru/' },
  { lang: 'en', path: '/en/' },
] as const;

for (const { lang, path } of LANGUAGES) {
  // On a phone once, in the default language: the languages share the phone's layout, which the page walk checks.
  test(`home renders in ${lang}`, lang === 'uk' ? PHONE : {}, async ({ page }, testInfo) => {
    const response = await open(page, path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('page-h1')).toBeVisible();
    await expect(page.getByTestId('hero-carousel')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeAttached();
    await expect(page).toHaveTitle(/Slotoking/);
    await screenshot(page, `home-${lang}`, testInfo.project.name, { fullPage: true });
  });
}

test('language switch loads the same page in another language', async ({ page }) => {
  await open(page, '/faq/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await choose(page, 'language-switch', 'language-option-en');
  await expect(page).toHaveURL(/\/en\/faq\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
