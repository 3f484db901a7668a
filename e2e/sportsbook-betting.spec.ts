import { type RunningServer, startServer } from '../scripts/support/server-process';
import { AJAX, depositByCard, registerCompletePlayer } from './cash-support';
import { expect, open, screenshot, test } from './fixtures';

/**
 * Betting in the browser needs a line: this journey starts a server of its own with the sandbox odds feed on (the
 * other journeys' servers run without it), for a brand that asks no tax ID before real-money play.
 */
// The file's journeys one after another in one worker: one server for them, not one per worker.
test.describe.configure({ mode: 'default' });
let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startServer(
    { BRAND: '777', RATE_LIMITS: 'off', SPORTS_FEED: 'sandbox' },
    { readyWithinMs: 180_000 },
  );
});
test.afterAll(() => server?.stop());

/** Waits until the feed has written football matches to come, as a player would find them. */
async function upcomingFootball(request: import('@playwright/test').APIRequestContext, base: string) {
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `${base}/rest/sports-book/events/?sport=football&status=upcoming&limit=5`,
          { headers: AJAX },
        );
        return response.ok() ? (await response.json()).data.events.length : 0;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
}

test('a player takes the ₴100 free bet on the bonuses page’s Sport tab and places it from the bet slip', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const base = server.url;
  await registerCompletePlayer(page, base, `freebet-${project}`);

  await open(page, `${base}/en/bonuses/?tab=sport`);
  // Push tells the player of the free bet: the page listens before the bonus is taken.
  await page.locator('html[data-live="connected"]').waitFor({ timeout: 20_000 });
  const offer = page.getByTestId('bonus-card').filter({ hasText: '₴100 free bet' });
  await expect(offer.getByTestId('bonus-terms')).toContainText('1.50');
  await offer.getByTestId('bonus-take').click();
  // The free bet is the player's: its card leads to the sportsbook, and push says so on every page.
  await expect(page.getByText('You have a free bet of ₴100.00')).toBeVisible();
  await screenshot(page, 'freebet-taken', project, { fullPage: true });
  await page.getByTestId('freebet-place').first().click();
  await expect(page).toHaveURL(/\/en\/sports-book\/$/);

  await upcomingFootball(page.request, base);
  await open(page, `${base}/en/sports-book/football/`);
  // A draw is priced well above the free bet's minimum of 1.50.
  await page.getByTestId('sport-upcoming').getByTestId('price-X').first().click();
  const slip = page.getByTestId('slip-panel');
  await slip.getByTestId('slip-freebet-option').first().click();
  await expect(slip.getByTestId('slip-stake')).toHaveValue('100');
  await expect(slip.getByTestId('slip-stake')).toHaveAttribute('readonly', '');
  await expect(slip.getByTestId('slip-freebet-note')).toBeVisible();
  await screenshot(page, 'slip-freebet', project);
  await slip.getByTestId('slip-place').click();
  await expect(slip.getByTestId('slip-accepted')).toBeVisible();

  await page.getByTestId('slip-tabs').getByText('My bets', { exact: true }).click();
  const bet = page.getByTestId('my-bets').getByTestId('sport-bet').first();
  await expect(bet.getByTestId('sport-bet-freebet')).toBeVisible();
  await expect(bet.getByTestId('cash-out-button')).toHaveCount(0);
  await screenshot(page, 'my-bets-freebet', project);
  // The player's own balance never paid for it.
  const balance = await page.request.get(`${base}/rest/player/balance/`, { headers: AJAX });
  expect((await balance.json()).data).toMatchObject({ principal: 0 });
});

test('the demo’s wins greet a visitor; a player places a 2/3 system bet, an express and two singles from the slip, then cashes part of a single out', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const project = testInfo.project.name;
  const base = server.url;
  // The demo players' bets, placed and settled while the server started, are the feed's first wins.
  await open(page, `${base}/en/sports-book/`);
  await expect(page.getByTestId('sport-win-feed').getByTestId('sport-win-feed-row').first()).toBeVisible();
  await screenshot(page, 'win-feed-demo', project);

  await registerCompletePlayer(page, base, `system-${project}`);
  await depositByCard(page, { path: `${base}/en/cash/deposit/`, amount: 1000 });
  await upcomingFootball(page.request, base);
  await open(page, `${base}/en/sports-book/football/`);
  const rows = page.getByTestId('sport-upcoming').getByTestId('sport-event-row');
  const slip = page.getByTestId('slip-panel');
  for (const index of [0, 1, 2]) await rows.nth(index).getByTestId('price-1').click();
  await slip.getByTestId('slip-system').getByText('2/3', { exact: true }).click();
  await expect(slip.getByTestId('slip-system-combinations')).toHaveText('3');
  await slip.getByTestId('slip-stake').fill('30');
  await expect(slip.getByTestId('slip-system-total-stake')).toHaveText('₴90.00');
  await slip.getByTestId('slip-place').click();
  await expect(slip.getByTestId('slip-accepted')).toContainText('System 2 of 3');
  await slip.getByTestId('slip-new-bet').click();

  // An express of two matches: their odds multiplied, one stake.
  for (const index of [0, 1]) await rows.nth(index).getByTestId('price-X').click();
  await slip.getByTestId('slip-system').getByText('Express', { exact: true }).click();
  await slip.getByTestId('slip-stake').fill('20');
  await slip.getByTestId('slip-place').click();
  await expect(slip.getByTestId('slip-accepted')).toContainText('Express');
  await slip.getByTestId('slip-new-bet').click();

  // Two singles at once: one stake for each, and one of its own.
  for (const index of [0, 1]) await rows.nth(index).getByTestId('price-2').click();
  await slip.getByTestId('slip-system').getByText('Singles', { exact: true }).click();
  await slip.getByTestId('slip-stake').fill('50');
  await slip.getByTestId('slip-single-stake').nth(1).fill('70');
  await expect(slip.getByTestId('slip-place')).toHaveText('Place 2 singles · ₴120.00');
  await screenshot(page, 'slip-singles', project);
  await slip.getByTestId('slip-place').click();
  await expect(slip.getByTestId('slip-singles-title')).toHaveText('All 2 singles are accepted');
  await expect(
    slip.getByTestId('slip-single-result').and(page.locator('[data-state="accepted"]')),
  ).toHaveCount(2);
  await screenshot(page, 'slip-singles-accepted', project);

  await page.getByTestId('slip-tabs').getByText('My bets', { exact: true }).click();
  const bets = page.getByTestId('my-bets').getByTestId('sport-bet');
  await expect(bets).toHaveCount(4);
  await expect(bets.filter({ hasText: 'System 2 of 3' })).toHaveCount(1);
  await expect(bets.filter({ hasText: 'Express' })).toHaveCount(1);
  const single = bets.filter({ hasText: '₴70.00' }).first();
  await single.getByTestId('cash-out-part').click();
  await expect(single.getByTestId('partial-cash-out-amount')).toContainText('₴');
  await single.getByTestId('partial-cash-out-submit').click();
  await single.getByTestId('cash-out-submit').click();
  await expect(single).toContainText('Cashed out for');
  await screenshot(page, 'my-bets-partial-cash-out', project);
});

test('a player bets on a live match as its price moves: the slip asks before taking the new odds, and the bet waits out the delay', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const project = testInfo.project.name;
  const base = server.url;
  await registerCompletePlayer(page, base, `live-${project}`);
  await depositByCard(page, { path: `${base}/en/cash/deposit/`, amount: 200 });
  await open(page, `${base}/en/sports-book/football/`);
  // The page follows the live matches' channels: their prices move as the feed moves them.
  await page.locator('html[data-live="connected"]').waitFor({ timeout: 20_000 });
  // The draw of the youngest match in play (the list runs in kick-off order) far from half-time and the final
  // whistle, where prices rest: a draw's price moves with every minute played, whatever the score, while a side
  // that leads by three sits at the 1.01 floor.
  await page
    .getByTestId('sport-live')
    .getByTestId('sport-event-row')
    .filter({ hasText: /1st half · [12]?\d′|2nd half · [4-6]\d′/ })
    .last()
    .getByTestId('price-X')
    .click();
  const slip = page.getByTestId('slip-panel');
  await slip.getByTestId('slip-policy').getByText('Don’t accept', { exact: true }).click();
  await slip.getByTestId('slip-stake').fill('20');
  // A live football price moves every match minute (20 s here): the slip says so and asks before taking it.
  await expect(slip.getByTestId('slip-odds-changed')).toBeVisible({ timeout: 60_000 });
  await expect(slip.getByTestId('slip-place')).toHaveText('Accept the new odds');
  await screenshot(page, 'slip-live-odds-changed', project);
  await slip.getByTestId('slip-place').click();
  // Taking any further move lets the bet delay's second look accept the bet at that moment's price.
  await slip.getByTestId('slip-policy').getByText('Any', { exact: true }).click();
  await expect(slip.getByTestId('slip-place')).toHaveText('Bet ₴20.00');
  await slip.getByTestId('slip-place').click();
  await expect(slip.getByTestId('slip-pending')).toBeVisible();
  await expect(slip.getByTestId('slip-accepted')).toBeVisible({ timeout: 30_000 });
  await screenshot(page, 'slip-live-accepted', project);
});
