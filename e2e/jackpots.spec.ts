import { signInDemoPlayer } from './demo-player';
import { expect, open, screenshot, test } from './fixtures';
import { gameFrame, passTaxIdToGame, playRound, recordFrameMessages } from './game-support';

const BASE = process.env.E2E_URL ?? 'http://127.0.0.1:3000';

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

test('the demo player sees the jackpot rise while playing a slot for money', async ({ page, context }) => {
  await signInDemoPlayer(page, BASE);
  const watcher = await context.newPage();
  await open(watcher, '/en/jackpot/');
  const amount = watcher.getByTestId('jackpot-amount');
  await expect(amount).toHaveText(/^₴/);
  const before = minorUnits(await amount.textContent());

  // A real-money spin of a studio slot: 1% of its stake goes into the pool, and the push tells every visitor.
  await recordFrameMessages(page);
  await open(page, '/en/?game=book-of-sevens&isMoney=true&disable-register-complete-modal');
  const taxId = page.getByTestId('tax-id-input');
  await expect(taxId.or(page.getByTestId('game-frame'))).toBeVisible();
  const frame = (await taxId.isVisible()) ? await passTaxIdToGame(page) : await gameFrame(page);
  const round = await playRound(page, frame);
  expect(round.bet).toBeGreaterThanOrEqual(100);
  await expect.poll(async () => minorUnits(await amount.textContent())).toBeGreaterThan(before);
});

/** An amount as the page formats it (₴3,345.67) in minor units. */
function minorUnits(text: string | null): number {
  return Number((text ?? '').replace(/[^\d]/g, ''));
}
