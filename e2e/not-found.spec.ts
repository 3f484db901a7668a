import { expect, open, screenshot, test } from './fixtures';

for (const path of ['/no-such-page/', '/de/faq/', '/en/no-such-page/']) {
  test(`${path} answers the 404 page with status 404`, async ({ page }, testInfo) => {
    const response = await open(page, path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404').first()).toBeVisible();
    await expect(page.getByTestId('site-header')).toBeVisible();
    if (path === '/no-such-page/')
      await screenshot(page, 'not-found', testInfo.project.name, { fullPage: true });
  });
}
