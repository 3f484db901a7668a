import type { Page } from '@playwright/test';
import { AJAX, depositByCard, registerCompletePlayer } from './cash-support';
import { expect as baseExpect, expectRefusals, open, PHONE, screenshot, test } from './fixtures';
import { gameFrame, playRound, postFromGame, recordFrameMessages, TAX_ID } from './game-support';

/** The Game modal loads its code, the launch and the studio's client in a frame: allow for it. */
const expect = baseExpect.configure({ timeout: 20_000 });

/** The default brand's server (king), which the journeys' relative addresses reach. */
const BASE = process.env.E2E_URL ?? 'http://127.0.0.1:3000';

/** The phone journeys run at 390 px, the narrowest common phone width. */
async function phoneWidth(page: Page, project: string): Promise<void> {
  if (project === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
}

/**
 * What the player sees, in both themes; a whole page on desktop, the screen on phones (a phone's whole page is too
 * long to look at).
 */
function shoot(page: Page, name: string, project: string, wholePage = false): Promise<void> {
  return screenshot(page, `games-${name}`, project, {
    bothThemes: true,
    fullPage: wholePage && project === 'desktop',
  });
}

/** A new player's first deposit of 500 UAH with the sandbox's approving test card. */
async function depositFiveHundred(page: Page): Promise<void> {
  await depositByCard(page, { path: '/cash/deposit/', amount: 500 });
  await page.getByTestId('deposit-success-done').click();
  await expect(page.getByTestId('cash-desk')).toBeHidden();
}

test(
  'a guest finds a game by a misspelt name, opens its page and plays demo: a demo win shows only above the stake',
  PHONE,
  async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const project = testInfo.project.name;
    await phoneWidth(page, project);
    await recordFrameMessages(page);

    await open(page, '/games/');
    await expect(page.getByTestId('games-page')).toBeVisible();
    await expect(page.getByTestId('lobby-row-popular').getByTestId('game-tile').first()).toBeVisible();
    await shoot(page, 'lobby', project, true);

    // A category chip narrows the lobby to a grid.
    await page.getByTestId('lobby-category-instant').click();
    await expect(page).toHaveURL(/\/games\/\?rubric=instant$/);
    await expect(page.getByTestId('lobby-grid').getByTestId('game-tile')).toHaveCount(2);
    await page.getByTestId('lobby-category-all').click();
    await expect(page.getByTestId('lobby-rows')).toBeVisible();

    await page.getByTestId('lobby-search').click();
    await expect(page.getByTestId('game-search-popular').getByTestId('game-tile').first()).toBeVisible();
    await page.getByTestId('game-search-input').fill('bok of sevns');
    const results = page.getByTestId('game-search-results');
    await expect(results.locator('[data-slug="book-of-sevens"]')).toBeVisible();
    await shoot(page, 'search', project);
    await page.getByTestId('game-search-input').fill('lucky dise');
    // Play and Demo show over a tile that has the focus or the pointer; a press beside them still opens its page.
    const found = results.locator('[data-slug="lucky-dice"]');
    await found.getByTestId('game-tile-link').focus();
    await expect(found.getByTestId('game-tile-play')).toBeVisible();
    const tile = await found.boundingBox();
    await found.click({ position: { x: (tile?.width ?? 0) / 2, y: (tile?.height ?? 0) / 4 } });
    await expect(page).toHaveURL(/\/games\/lucky-dice\/$/);
    await expect(page.getByTestId('game-search')).toHaveCount(0);

    // The game's page: RTP, volatility, limits and rules (RTS 3).
    await expect(page.getByTestId('game-page')).toBeVisible();
    await expect(page.getByTestId('game-rtp')).toContainText('%');
    await expect(page.getByTestId('game-volatility')).not.toBeEmpty();
    await expect(page.getByTestId('game-min-bet')).toContainText('₴');
    await expect(page.getByTestId('game-paytable').first()).toBeVisible();
    await shoot(page, 'game-page', project, true);

    // The search remembers what was looked for.
    await open(page, '/games/');
    await page.getByTestId('lobby-search').click();
    await expect(page.getByTestId('game-search-recent')).toContainText('lucky dise');
    await page.keyboard.press('Escape');

    await open(page, '/games/lucky-dice/');
    await page.getByTestId('game-demo').click();
    const modal = page.getByTestId('game-modal');
    await expect(modal).toHaveAttribute('data-mode', 'demo');
    await expect(page.getByTestId('game-frame')).toHaveAttribute(
      'src',
      /\/studio\/play\/lucky-dice\/\?token=/,
    );
    const frame = await gameFrame(page);
    await expect(page.getByTestId('game-modal-balance-amount')).not.toHaveText('—');
    await shoot(page, 'modal-demo', project);

    // Rounds until both a win above the stake and a round without one were seen (the dice win about half the time).
    let wins = 0;
    let others = 0;
    for (let played = 0; played < 20 && (wins === 0 || others === 0); played += 1) {
      const round = await playRound(page, frame);
      expect(round.mode).toBe('demo');
      const popup = page.locator(
        '[data-testid="game-cash-popup-demo-win"], [data-testid="game-cash-popup-demo-big-win"]',
      );
      if ((round.win ?? 0) > (round.bet ?? 0)) {
        wins += 1;
        await expect(popup).toBeVisible();
        if (wins === 1) await shoot(page, 'popup-demo-win', project);
        await page.getByTestId('game-popup-dismiss').click();
        await expect(popup).toHaveCount(0);
      } else {
        others += 1;
        // The modal shows the round's balance in the same update that would bring the popup: once it does, none came.
        await expect(page.getByTestId('game-modal-balance-amount')).toHaveAttribute(
          'data-amount',
          String(round.balance),
        );
        await expect(popup).toHaveCount(0);
      }
    }
    expect(wins).toBeGreaterThan(0);
    expect(others).toBeGreaterThan(0);

    // Real money asks a guest to register, carrying the game.
    await page.getByTestId('game-mode-real').click();
    await expect(page.getByTestId('register-modal')).toBeVisible();
  },
);

test('a player with a deposit opens a game for real money from the deep link, and the header balance follows each round', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  await phoneWidth(page, project);
  await recordFrameMessages(page);
  await registerCompletePlayer(page, BASE, `games-${project}`);
  await depositFiveHundred(page);

  // The deep link opens the Game modal for money; the brand asks for the tax ID first, in the modal and worded for
  // play, then the game opens there.
  await open(page, '/?game=lucky-dice&isMoney=true&disable-register-complete-modal');
  await expect(page.getByTestId('game-tax-id').getByTestId('tax-id-view')).toBeVisible();
  await expect(page.getByTestId('tax-id-lead')).toContainText('Щоб грати на гроші');
  await shoot(page, 'modal-tax-id', project);
  await page.getByTestId('tax-id-input').fill(TAX_ID);
  await page.getByTestId('tax-id-submit').click();

  const modal = page.getByTestId('game-modal');
  await expect(modal).toHaveAttribute('data-mode', 'real');
  await expect(modal).toHaveAttribute('data-slug', 'lucky-dice');
  const frame = await gameFrame(page);
  const balance = page.getByTestId('header-balance-amount');
  await expect(balance).toHaveText(/^500,00\s₴$/);
  await page.evaluate(() => {
    window.notReloaded = true;
  });

  const round = await playRound(page, frame);
  expect(round.mode).toBe('real');
  const after = (round.balance ?? 0) / 100;
  const shown = after.toLocaleString('uk-UA', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(balance).toHaveText(new RegExp(`^${shown.replace(/\s/g, '\\s')}\\s₴$`));
  await expect(page.getByTestId('game-modal-balance-amount')).toHaveText(
    new RegExp(`^${shown.replace(/\s/g, '\\s')}\\s₴$`),
  );
  expect(await page.evaluate(() => window.notReloaded)).toBe(true);
  // A real round never brings up the demo invitations.
  await expect(page.getByTestId('game-cash-popup-demo-win')).toHaveCount(0);
  // The session's time played and net position stay in view while playing for money (RTS 2E, 13).
  await expect(page.getByTestId('session-figures')).toBeVisible();
  await expect(page.getByTestId('session-elapsed')).toHaveText(/^\d+:\d{2}/);
  await shoot(page, 'modal-real', project);

  // The in-game states a journey cannot bring about at will, as the game would post them.
  const current = round.balance ?? 0;
  await postFromGame(frame, {
    type: 'insufficient-funds',
    mode: 'real',
    bet: 100_000,
    balance: current,
    currency: 'UAH',
  });
  await expect(page.getByTestId('game-cash-popup-bet-more-balance')).toBeVisible();
  await shoot(page, 'popup-bet-more-balance', project);
  await page.getByTestId('game-popup-lower-bet').click();
  await expect(page.getByTestId('game-cash-popup-bet-more-balance')).toHaveCount(0);

  await postFromGame(frame, {
    type: 'round',
    mode: 'real',
    bet: current,
    win: 0,
    balance: 0,
    currency: 'UAH',
  });
  await expect(page.getByTestId('game-cash-popup-bet-balance-empty')).toBeVisible();
  await expect(balance).toHaveText(/^0,00\s₴$/);
  await shoot(page, 'popup-bet-balance-empty', project);

  await postFromGame(frame, { type: 'ready', mode: 'real', balance: 0, currency: 'UAH' });
  await expect(page.getByTestId('game-cash-popup-balance-empty')).toBeVisible();
  await shoot(page, 'popup-balance-empty', project);

  await page.getByTestId('game-mode-demo').click();
  await expect(modal).toHaveAttribute('data-mode', 'demo');
  // The demo game is a frame of its own (keyed by its address): the real one must be gone before it is looked for,
  // or the search can find the real one still drawn, just before it is removed.
  await expect.poll(() => frame.isDetached()).toBe(true);
  const demo = await gameFrame(page);
  await postFromGame(demo, {
    type: 'round',
    mode: 'demo',
    bet: 100,
    win: 250,
    balance: 1_000_150,
    currency: 'UAH',
  });
  await expect(page.getByTestId('game-cash-popup-demo-win')).toBeVisible();
  await page.getByTestId('game-popup-dismiss').click();
  await postFromGame(demo, {
    type: 'round',
    mode: 'demo',
    bet: 100,
    win: 5_000,
    balance: 1_005_050,
    currency: 'UAH',
  });
  await expect(page.getByTestId('game-cash-popup-demo-big-win')).toBeVisible();
  await shoot(page, 'popup-demo-big-win', project);
  await page.getByTestId('game-popup-dismiss').click();
  await page.getByTestId('game-modal-close').click();
  await expect(modal).toHaveCount(0);

  // Game recall: the real round with its stake, win and balances, and a link to verify it.
  await open(page, '/profile/#games');
  const item = page.getByTestId('game-history-item').first();
  await expect(item).toBeVisible();
  await expect(item.getByTestId('game-history-before')).toHaveText(/^500,00\s₴$/);
  await expect(item.getByTestId('game-history-verify')).toHaveAttribute('href', /\/provably-fair\/\?round=/);
  await page.locator('#games').scrollIntoViewIfNeeded();
  await shoot(page, 'history', project);

  // A daily wager limit already used up: the next stake in the game is refused and the limit's modal says why.
  const limited = await page.request.post(`${BASE}/rest/self-limits/update-limits/`, {
    headers: { ...AJAX, origin: BASE },
    data: { limits: [{ type: 'wager', period: 'day', amount: 100 }] },
  });
  expect(limited.status(), await limited.text()).toBe(200);
  await open(page, '/?game=lucky-dice&isMoney=true');
  const limitedFrame = await gameFrame(page);
  await expect(limitedFrame.getByTestId('studio-play')).toBeEnabled();
  await limitedFrame.getByTestId('studio-play').click();
  await expect(page.getByTestId('self-limit-block-modal')).toBeVisible();
  await expect(page.getByTestId('self-limit-block-limits')).toBeVisible();
  await shoot(page, 'self-limit-in-game', project);
  // The game's refused stake.
  expectRefusals(consoleErrors, [403]);

  // A time-out set elsewhere (another tab, the app) ends the open game at once: the casino has closed its session,
  // and the Ludoman modal takes the game's place with the end of the time-out.
  await open(page, '/?game=lucky-dice&isMoney=true');
  await expect((await gameFrame(page)).getByTestId('studio-play')).toBeEnabled();
  // Pushes reach a page once its live connection is up (it starts when the page is idle).
  await expect(page.locator('html')).toHaveAttribute('data-live', 'connected', { timeout: 20_000 });
  const excluded = await page.request.post(`${BASE}/rest/self-limits/exclude/`, {
    headers: { ...AJAX, origin: BASE },
    data: { kind: 'timeout', period: '24h' },
  });
  expect(excluded.status(), await excluded.text()).toBe(200);
  await expect(page.getByTestId('ludoman-modal')).toBeVisible();
  await expect(page.getByTestId('ludoman-till')).toBeVisible();
  await expect(page.getByTestId('game-modal')).toHaveCount(0);
  await shoot(page, 'exclusion-ends-game', project);
});

test('a player with an empty balance is sent to the deposit view', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  await phoneWidth(page, project);
  await registerCompletePlayer(page, BASE, `games-empty-${project}`);
  const saved = await page.request.post(`${BASE}/rest/player/tax-id/`, {
    headers: { ...AJAX, origin: BASE },
    data: { taxId: TAX_ID },
  });
  expect(saved.ok()).toBe(true);

  await open(page, '/games/book-of-sevens/?disable-register-complete-modal');
  await page.getByTestId('game-play').click();
  await expect(page).toHaveURL(/\/cash\/deposit\/$/);
  await expect(page.getByTestId('deposit-form')).toBeVisible();
  await expect(page.getByTestId('game-modal')).toHaveCount(0);
});

test('all slots load 18 at a time, and a coming-soon game offers to notify', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const project = testInfo.project.name;
  await phoneWidth(page, project);
  await open(page, '/games/all-slots/');
  await expect(page.getByTestId('all-slots-page')).toBeVisible();
  const tiles = page.getByTestId('game-tile');
  await expect(tiles.first()).toBeVisible();
  expect(await tiles.count()).toBeLessThanOrEqual(18);
  await expect(page.getByTestId('load-more-count')).toBeVisible();
  await shoot(page, 'all-slots', project, true);

  // A coming-soon slot: its release date, and "notify me" asks a guest to log in.
  const soon = page.locator('[data-testid="game-tile"]:has([data-testid="game-notify"])').first();
  await expect(soon.getByTestId('game-release-date')).toBeVisible();
  await soon.getByTestId('game-notify').click();
  await expect(page.getByTestId('modal-host')).toHaveAttribute('data-modal', /^Login/);
});
