import { randomBytes } from 'node:crypto';
import { diceParticipantResponseSchema } from '@casino/contracts';
import { DICE_WINNING_SECTOR, fairDiceThrow, hmacSha256Hex, serverSeedHash } from '@casino/game-math';
import type { Page } from '@playwright/test';
import { type RunningServer, startServer } from '../scripts/support/server-process';
import { AJAX, depositByCard, registerCompletePlayer } from './cash-support';
import { expect, open, screenshot, test } from './fixtures';

/** Noon in Kyiv (10:00 UTC in winter, 09:00 in summer: 10:00 UTC is noon or 13:00) on the next Sunday. */
function comingSundayNoonInKyiv(now = new Date()): Date {
  const sunday = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 7 - now.getUTCDay()),
  );
  sunday.setUTCHours(10);
  return sunday;
}

/**
 * The chance journeys' own server: its clock on the coming Sunday (the weekly dice is thrown on Sundays only) and
 * its players' chance seeds derived from a secret the journey knows, so the journey can choose a throw's outcome
 * the way a player chooses a client seed, through the real draw.
 */
const SEED_SECRET = randomBytes(24).toString('hex');
// The file's journeys one after another in one worker: one server for them, not one per worker.
test.describe.configure({ mode: 'default' });
let server: RunningServer;
let CHANCE: string;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startServer(
    {
      BRAND: 'king',
      RATE_LIMITS: 'off',
      CLOCK_START: comingSundayNoonInKyiv().toISOString(),
      CHANCE_SEED_SECRET: SEED_SECRET,
    },
    { readyWithinMs: 180_000 },
  );
  CHANCE = server.url;
});
test.afterAll(() => server?.stop());

async function weeklyDice(page: Page) {
  const response = await page.request.get(`${CHANCE}/rest/daily-activities/participant/`, { headers: AJAX });
  return diceParticipantResponseSchema.parse(await response.json()).data['weekly-dice'];
}

async function chanceFairness(page: Page) {
  return (await (await page.request.get(`${CHANCE}/rest/chance/fairness/`, { headers: AJAX })).json()).data;
}

/** The server seed a new player's pair commits to: derived from the journey's secret and the first client seed. */
async function firstServerSeed(page: Page): Promise<string> {
  return hmacSha256Hex(SEED_SECRET, `${(await chanceFairness(page)).clientSeed}:0`);
}

/**
 * What a player may do on any provably-fair site: choose their client seed. Knowing the server seed, the journey
 * picks the first client seed whose next throw is a seven; the server then draws it as it draws every throw. A seven
 * is money on both dice, so no bonus offer pops up over the journey.
 */
async function chooseSevenClientSeed(page: Page, serverSeed: string): Promise<void> {
  const fairness = await chanceFairness(page);
  expect(serverSeedHash(serverSeed)).toBe(fairness.serverSeedHash);
  let clientSeed = '';
  for (let attempt = 0; clientSeed === ''; attempt += 1) {
    const candidate = `lucky-${attempt}`;
    const { sector } = fairDiceThrow({ serverSeed, clientSeed: candidate, nonce: fairness.nonce });
    if (sector === DICE_WINNING_SECTOR) clientSeed = candidate;
  }
  const chosen = await page.request.post(`${CHANCE}/rest/chance/fairness/client-seed/`, {
    headers: { ...AJAX, origin: CHANCE },
    data: { clientSeed },
  });
  expect(chosen.ok(), await chosen.text()).toBe(true);
}

test('a player throws the daily dice, earns a Sunday throw with a deposit, rolls a seven and verifies it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  await registerCompletePlayer(page, CHANCE, `dice-${project}`);
  const serverSeed = await firstServerSeed(page);
  await chooseSevenClientSeed(page, serverSeed);

  // The daily dice: the rules and the published odds first, then one free throw and its prize.
  await open(page, `${CHANCE}/?activity=Dices&disable-register-complete-modal`);
  const modal = page.getByTestId('dice-modal');
  await expect(modal.getByTestId('dice-odds-daily-dice')).toContainText('6 з 36');
  await screenshot(page, 'dice-info', project);
  await modal.getByTestId('dice-info-ok').click();
  await modal.getByTestId('dice-throw').click();
  await expect(modal.getByTestId('dice-sum')).toBeVisible();
  await expect(modal.getByTestId('dice-outcome-reward')).toBeVisible();
  await expect(modal.getByTestId('dice-prize')).toHaveText('20,00 ₴');
  await screenshot(page, 'dice-daily-reward', project);

  // Sunday's dice: no throw until a deposit of ₴100 or more earns one.
  await modal.getByTestId('dice-back').click();
  await modal.getByTestId('dice-tabs').getByText('Щонеділі').click();
  await expect(modal.getByTestId('dice-throw')).toHaveText('Поповнити й отримати кидок');
  await depositByCard(page, { path: `${CHANCE}/cash/deposit/`, amount: 150 });
  await expect.poll(async () => (await weeklyDice(page))?.triesLeft, { timeout: 15_000 }).toBe(1);

  await chooseSevenClientSeed(page, serverSeed);
  await open(page, `${CHANCE}/?openModal=DailyDice&kind=weekly-dice`);
  await modal.getByTestId('dice-tabs').getByText('Щонеділі').click();
  await modal.getByTestId('dice-throw').click();
  await expect(modal.getByTestId('dice-sum')).toHaveText('Сума: 7');
  await expect(modal.getByTestId('dice-outcome-reward')).toBeVisible();
  await expect(modal.getByTestId('dice-prize')).toHaveText('250,00 ₴');
  await screenshot(page, 'dice-weekly-win', project);

  // The throw's own link fills the verify page; revealing the seed there recomputes the seven in the browser.
  await modal.getByTestId('dice-verify').click();
  const verify = page.getByTestId('chance-verify');
  await verify.getByTestId('chance-reveal').click();
  await expect(verify.getByTestId('chance-reveal-note')).toHaveText('Сід сервера вставлено й перевірено.');
  await expect(verify.getByTestId('chance-hash-check')).toHaveAttribute('data-ok', 'true');
  await expect(verify.getByTestId('chance-sum')).toHaveText('Сума: 7');
  await screenshot(page, 'dice-verified', project);
});
