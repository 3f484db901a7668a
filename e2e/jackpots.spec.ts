import { expect, open, screenshot, test } from './fixtures';

test('a guest sees the jackpot’s live pool, its published rules and the latest win, and reaches it from home', async ({
  page,
}, testInfo) => {
  await open(page, '/en/');
  const ticker = page.getByTestId('jackpot-ticker');
  await expect(ticker).toContainText('Jackpots');
  await ticker.click();
  await expect(page).toHaveURL(/\/en\/jackpot\/$/);

  const jackpot = page.getByTestId('jackpot-page');
  // The demo pool opens at ₴3,345.67 and grows with every journey's real-money slot stakes.
  await expect(jackpot.getByTestId('jackpot-amount')).toHaveText(/^₴\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(jackpot.getByTestId('jackpot-rules')).toContainText('1% of every real-money stake');
  await expect(jackpot.getByTestId('jackpot-odds')).toContainText('10,000 in 1,000,000,000');
  await expect(jackpot.getByTestId('jackpot-wins')).toContainText('₴2,500.00');
  await screenshot(page, 'jackpot', testInfo.project.name, { fullPage: true });
  // On a phone the pool, the rules and the wins stack without overflowing the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await screenshot(page, 'jackpot-390', testInfo.project.name, { fullPage: true });
});
