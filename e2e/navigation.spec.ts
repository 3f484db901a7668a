import { expect, open, test } from './fixtures';

test('client navigation loads page data from /rest/page{path}/ with the AJAX header', async ({ page }) => {
  await open(page, '/en/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const pageData = page.waitForRequest((request) => request.url().endsWith('/rest/page/en/faq/'));
  await page.locator('a[href="/en/faq/"]:visible').first().click();
  const request = await pageData;
  expect(request.headers()['x-requested-with']).toBe('XMLHttpRequest');
  expect(request.headers()['x-referer']).toContain('/en/');
  await expect(page).toHaveURL(/\/en\/faq\/$/);
  await expect(page.getByTestId('faq-page')).toBeVisible();
});

test('a path without the trailing slash is redirected to the canonical page', async ({ page }) => {
  const response = await open(page, '/faq');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/faq\/$/);
});
