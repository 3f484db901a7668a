import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectRefusals, open, test } from './fixtures';

const AJAX = { 'x-requested-with': 'XMLHttpRequest' };
const SHOTS = '/tmp/shots';

const STUDIO_GAMES = [
  'book-of-sevens',
  'cossack-gold',
  'fruit-storm',
  'dragon-pearls',
  'neon-nights',
  'viking-raid',
  'hot-sevens',
  'european-roulette',
  'lucky-dice',
  'rocket-crash',
] as const;

interface FrameMessage {
  source: string;
  type: string;
  mode?: string;
  bet?: number;
  win?: number;
  balance?: number;
  currency?: string;
}

/** The casino's launch of a studio game for a guest: demo play, with a one-time token in the frame's address. */
async function launchDemo(request: APIRequestContext, slug: string): Promise<string> {
  const response = await request.get(`/rest/game/${slug}/?isMoney=0`, { headers: AJAX });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as {
    success: boolean;
    data: { isMoney: boolean; iframeUrl: string }[];
  };
  expect(body.success).toBe(true);
  expect(body.data[0]?.isMoney).toBe(false);
  const url = body.data[0]?.iframeUrl ?? '';
  expect(url).toMatch(new RegExp(`/studio/play/${slug}/\\?token=[^&]+&lang=uk$`));
  return url;
}

/** Puts the game in a frame of a casino page, as the Game modal does, and records what the game posts to it. */
async function embed(page: Page, iframeUrl: string) {
  await open(page, '/faq/');
  await page.evaluate((src) => {
    const messages: unknown[] = [];
    (window as unknown as { studioMessages: unknown[] }).studioMessages = messages;
    window.addEventListener('message', (event) => {
      if (event.origin === window.location.origin) messages.push(event.data);
    });
    const frame = document.createElement('iframe');
    frame.id = 'studio-frame';
    frame.src = src;
    frame.style.cssText =
      'position:fixed;inset:0;width:100vw;height:100vh;border:0;z-index:99999;background:#000';
    document.body.append(frame);
  }, iframeUrl);
  return page.frameLocator('#studio-frame');
}

function frameMessages(page: Page): Promise<FrameMessage[]> {
  return page.evaluate(() => (window as unknown as { studioMessages: FrameMessage[] }).studioMessages);
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/studio-${name}.png` });
}

test('a guest launches Lucky Dice in demo, rolls, and verifies the round on the provably-fair page', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const iframeUrl = await launchDemo(page.request, 'lucky-dice');
  const game = await embed(page, iframeUrl);

  // The session starts in demo mode, and the casino's page hears that the game is ready.
  await expect(game.getByTestId('studio-demo-badge')).toBeVisible();
  await expect(game.getByTestId('studio-title')).toHaveText('Щасливі кості');
  await expect
    .poll(async () => (await frameMessages(page)).map((message) => message.type))
    .toContain('ready');
  const ready = (await frameMessages(page)).find((message) => message.type === 'ready');
  expect(ready).toMatchObject({ source: 'casino-studio', mode: 'demo', currency: 'UAH' });
  const opening = ready?.balance ?? 0;
  await expect(game.getByTestId('studio-balance')).toHaveAttribute('data-amount', String(opening));

  // The stake walks the bet steps; the target and direction come from the slider and the switch.
  await game.getByTestId('bet-increase').click();
  await game.getByTestId('dice-over').click();
  await expect(game.getByRole('radio', { name: 'Більше' })).toBeChecked();
  // Switching sides mirrors the target, so the chance of winning stays the same.
  await expect(game.getByTestId('dice-target')).toHaveAttribute('aria-valuetext', 'більше 49,99');
  await expect(game.getByTestId('dice-chance')).toHaveText('50%');
  await game.getByTestId('studio-play').click();
  await expect(game.getByTestId('dice-result')).toHaveAttribute('data-won', /true|false/);
  await expect(game.getByTestId('studio-announcement')).not.toBeEmpty();

  // The settled round reaches the casino's page with its stake, win and the balance after it.
  await expect
    .poll(async () => (await frameMessages(page)).some((message) => message.type === 'round'))
    .toBe(true);
  const round = (await frameMessages(page)).find((message) => message.type === 'round');
  expect(round).toMatchObject({ source: 'casino-studio', mode: 'demo', currency: 'UAH' });
  expect(round?.balance).toBe(opening - (round?.bet ?? 0) + (round?.win ?? 0));
  await expect(game.getByTestId('studio-balance')).toHaveAttribute('data-amount', String(round?.balance));
  await shoot(page, `e2e-dice-${project}`);

  // The round is listed with a link to verify it; its seed is still in play, so the page cannot check it yet.
  await game.getByTestId('studio-open-rounds').click();
  await expect(game.getByTestId('rounds-item')).toHaveCount(1);
  const verifyHref = (await game.getByTestId('rounds-verify').getAttribute('href')) ?? '';
  expect(verifyHref).toMatch(/^\/provably-fair\/\?round=[0-9a-f-]{36}#fair-verify$/);
  await game.getByTestId('panel-rounds').press('Escape');

  const verifier = await page.context().newPage();
  await open(verifier, verifyHref);
  await expect(verifier.getByTestId('verify-prefilled')).toContainText('ще в грі');
  // The page opens at the form, not at the top of the explainer above it.
  await expect(verifier.getByTestId('verify-form')).toBeInViewport();
  await expect(verifier.getByTestId('verify-game')).toHaveValue('lucky-dice');

  // Rotating the seed reveals it; the verify page then recomputes the round and finds what the studio recorded.
  await game.getByTestId('studio-open-fairness').click();
  const hash = (await game.getByTestId('fairness-hash').textContent()) ?? '';
  await game.getByTestId('fairness-rotate').click();
  await expect(game.getByTestId('fairness-revealed-hash')).toHaveText(hash);
  await expect(game.getByTestId('fairness-hash')).not.toHaveText(hash);
  await shoot(page, `e2e-fairness-${project}`);

  // Loaded again (the same address with its #fair-verify would only scroll, not load).
  await verifier.reload();
  await verifier.locator('html[data-hydrated]').waitFor();
  await expect(verifier.getByTestId('verify-hash-check')).toHaveAttribute('data-ok', 'true');
  await expect(verifier.getByTestId('verify-record-check')).toHaveAttribute('data-ok', 'true');
  await expect(verifier.getByTestId('verify-dice')).toBeVisible();
  await verifier.getByTestId('verify-result').scrollIntoViewIfNeeded();
  await shoot(verifier, `e2e-verify-${project}`);

  // The shared test vectors pass in the browser.
  await verifier.getByTestId('vectors-run').click();
  const summary = verifier.getByTestId('vectors-summary');
  await expect(summary).toBeVisible();
  expect(await summary.getAttribute('data-passed')).toBe(await summary.getAttribute('data-total'));
});

test('a used launch token ends the game and tells the casino’s page', async ({ page, consoleErrors }) => {
  const iframeUrl = await launchDemo(page.request, 'rocket-crash');
  const first = await embed(page, iframeUrl);
  await expect(first.getByTestId('studio-game')).toBeVisible();
  // The same address again: the token was spent by the first start.
  const second = await embed(page, iframeUrl);
  await expect(second.getByTestId('studio-failure')).toHaveAttribute('data-reason', 'invalid_launch_token');
  await expect
    .poll(async () => (await frameMessages(page)).map((message) => message.type))
    .toContain('session-ended');
  expectRefusals(consoleErrors, [401]);
});

test('every instant studio game plays a demo round on a desktop and fits a 390 px phone', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // The live crash round is played on the studio's schedule: its own journey (crash-live.spec.ts) plays it.
  const games = STUDIO_GAMES.filter((game) => game !== 'rocket-crash');
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const slug of games) {
    await open(page, await launchDemo(page.request, slug));
    await expect(page.getByTestId('studio-game')).toBeVisible();
    if (slug === 'european-roulette') {
      await page.getByTestId('roulette-spot-red:').click();
      await page.getByTestId('roulette-spot-straight:17').click();
      await page.getByTestId('roulette-spot-split:2-3').click({ force: true });
    }
    await page.getByTestId('studio-play').click();
    // The round has been shown when its outcome is announced; the rounds list then holds it.
    await expect(page.getByTestId('studio-announcement')).not.toBeEmpty({ timeout: 60_000 });
    await shoot(page, `${slug}-desktop`);
  }
  // On a phone the same games lay out with their controls in reach and nothing wider than the screen; a round
  // plays the same code at any width, so it is not played again here.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const slug of games) {
    await open(page, await launchDemo(page.request, slug));
    await expect(page.getByTestId('studio-game')).toBeVisible();
    await expect(page.getByTestId('studio-play')).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), slug).toBeLessThanOrEqual(390);
    await shoot(page, `${slug}-mobile`);
  }
});
