import { expect, open, PHONE, screenshot, test } from './fixtures';

// The journeys' servers run without the odds feed (scripts/test-e2e.ts): the sportsbook's line is empty. Placing a
// bet from the slip is sportsbook-betting.spec.ts's, on a server of its own with the feed on.

test(
  'the sport mode leads to the sportsbook, whose empty line is said kindly, and the casino mode back',
  PHONE,
  async ({ page }, testInfo) => {
    const project = testInfo.project.name;
    await open(page, '/games/');
    await page.getByTestId('play-mode-switch').click();
    await expect(page).toHaveURL(/\/sports-book\/$/);
    await expect(page.getByTestId('play-mode-switch')).toHaveAttribute('data-play-mode', 'sport');
    await expect(page.getByTestId('page-h1')).toHaveText('Ставки на спорт');
    await expect(page.getByTestId('sportsbook-empty')).toContainText('Матчів поки немає');
    await screenshot(page, 'sportsbook-empty', project, { fullPage: true });

    await page.getByTestId('play-mode-switch').click();
    await expect(page).toHaveURL(/\/games\/$/);
  },
);

test(
  'a guest’s “my bets” asks them to log in, and a sport’s page keeps its language',
  PHONE,
  async ({ page }) => {
    await open(page, '/en/sports-book/tennis/');
    await expect(page.getByTestId('page-h1')).toHaveText('Tennis');
    await expect(page.getByTestId('sportsbook-empty')).toContainText('No matches right now');
    const myBets = page.getByTestId('open-my-bets');
    if (await myBets.isVisible()) await myBets.click();
    else await page.getByTestId('slip-tabs').getByText('My bets', { exact: true }).click();
    await page.getByTestId('my-bets-login').click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
  },
);

test('a slug that is neither a sport nor a match is not a page', async ({ page }) => {
  const response = await open(page, '/sports-book/no-such-sport/');
  expect(response?.status()).toBe(404);
});
