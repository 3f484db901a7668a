import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { dropRefusal, expect, open, screenshot, test } from './fixtures';

const AJAX = { 'x-requested-with': 'XMLHttpRequest' };
// The flight at the screen's frame rate: with reduced motion the clock moves ten times a second, and a robot's
// click can land in the tenth of a second after the crash that a hand never would (the server refuses it).
test.use({ reducedMotion: 'no-preference' });

/** Rounds a journey may wait for: a rocket can crash before a hand reaches the button (about one in twenty). */
const ROUNDS_TRIED = 4;

/** The casino's demo launch of the live crash game for a guest: the studio's page with a one-time token. */
async function launchCrash(request: APIRequestContext): Promise<string> {
  const response = await request.get('/rest/game/rocket-crash/?isMoney=0', { headers: AJAX });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data: { iframeUrl: string }[] };
  const iframeUrl = body.data[0]?.iframeUrl;
  if (!iframeUrl) throw new Error('no iframe URL');
  return iframeUrl;
}

/** A second player: another browser with its own guest, on a 390 px phone. */
async function phonePlayer(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  return page;
}

/**
 * Waits for a round that takes bets long enough for both stakes, this one or the next: seven of its ten seconds
 * left leave a loaded machine (two journeys at once) time for both players' clicks and the casino's answers before
 * take-off.
 */
async function roomToBet(page: Page): Promise<void> {
  const flight = page.getByTestId('crash-flight');
  if ((await flight.getAttribute('data-phase')) === 'betting') {
    const left = Number.parseInt((await page.getByTestId('crash-countdown').textContent()) ?? '0', 10);
    if (left >= 7) return;
  }
  await expect(flight).not.toHaveAttribute('data-phase', 'betting', { timeout: 40_000 });
  await expect(flight).toHaveAttribute('data-phase', 'betting', { timeout: 40_000 });
}

test('two players share a crash round: one cashes out by hand, one rides to the crash', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const rider = await phonePlayer(browser, baseURL ?? '');
  await open(page, await launchCrash(page.request));
  await open(rider, await launchCrash(rider.request));
  // Both follow the round before either bets: a bet button pressed while connecting waits for a later round.
  for (const player of [page, rider]) {
    await expect(player.getByTestId('crash-flight')).not.toHaveAttribute('data-phase', 'connecting');
  }

  let settled = false;
  for (let round = 0; round < ROUNDS_TRIED && !settled; round += 1) {
    await roomToBet(page);
    await page.getByTestId('crash-bet').click();
    await rider.getByTestId('crash-bet').click();
    // Each sees both stakes of the round, their own marked.
    for (const player of [page, rider]) {
      await expect(player.getByTestId('crash-player')).toHaveCount(2);
      await expect(player.locator('[data-testid="crash-player"][data-own="true"]')).toHaveCount(1);
    }
    if (round === 0) await screenshot(page, 'crash-live-betting-desktop', test.info().project.name);

    // The button is there from take-off until the crash: a rocket that crashes at once leaves no time to click.
    await page
      .getByTestId('crash-cash-out')
      .click({ timeout: 10_000 })
      .catch(() => undefined);
    await expect(page.getByTestId('crash-cashed-out').or(page.getByTestId('crash-lost'))).toBeVisible();
    const cashed = await page.getByTestId('crash-cashed-out').isVisible();
    // A click that landed just after the crash is refused by the server's clock, as a hand too late would be.
    if (!cashed) dropRefusal(consoleErrors, 409);
    if (cashed) await screenshot(page, 'crash-live-cashed-out-desktop', test.info().project.name);
    // The rider sees the other player's cash-out live, then rides on to the crash.
    if (cashed)
      await expect(rider.locator('[data-testid="crash-player"][data-status="cashed"]')).toHaveCount(1);
    await expect(rider.getByTestId('crash-lost').or(rider.getByTestId('crash-cashed-out'))).toBeVisible({
      timeout: 40_000,
    });
    settled = cashed && (await rider.getByTestId('crash-lost').isVisible());
    if (settled) {
      await screenshot(rider, 'crash-live-crashed-phone', test.info().project.name);
      await screenshot(page, 'crash-live-crashed-desktop', test.info().project.name);
    }
  }
  expect(settled, 'a round where the rocket flew long enough for a hand to cash out').toBe(true);
  // The crash joins the history strip everyone sees.
  await expect(rider.getByTestId('crash-history').locator('li').first()).toBeVisible();
  await rider.context().close();
});
