import type { Locator, Page } from '@playwright/test';
import { CashServer, outboxCode, registerCompletePlayer } from './cash-support';
import { expect, expectRefusals, open, screenshot, test } from './fixtures';

/** A sandbox card every charge of which is approved at once. */
const APPROVED_CARD = '4242 4242 4242 4242';

// One server per project, shared by its journeys in order.
test.describe.configure({ mode: 'serial' });

const server = new CashServer();
test.beforeAll(async () => {
  test.setTimeout(240_000);
  await server.start();
});
test.afterAll(async () => {
  await server.dispose();
});

/** The screen as the player sees it, with `focus` scrolled into view. */
async function shoot(page: Page, name: string, project: string, focus?: Locator): Promise<void> {
  await focus?.scrollIntoViewIfNeeded();
  await screenshot(page, `responsible-${name}`, project);
}

async function payByCard(page: Page): Promise<void> {
  const frame = page.frameLocator('[data-testid="payment-frame"]');
  await frame.locator('#number').fill(APPROVED_CARD);
  await frame.locator('#expiry').fill('12 / 30');
  await frame.locator('#cvv').fill('123');
  await frame.locator('#holder').fill('OLENA KOVAL');
  await frame.locator('button[type="submit"]').click();
}

test('a daily deposit limit lets 100 UAH through, stops the next deposit and waits 24 hours to be raised', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  await registerCompletePlayer(page, server.url, project);

  // The deposit view offers a limit to a player who has not deposited yet (RTS 12).
  await open(page, `${server.url}/cash/deposit/?disable-register-complete-modal`);
  await expect(page.getByTestId('deposit-form')).toBeVisible();
  await expect(page.getByTestId('deposit-limit-prompt')).toBeVisible();
  await shoot(page, 'deposit-prompt', project, page.getByTestId('deposit-limit-prompt'));
  await page.getByTestId('deposit-limit-prompt').click();

  await expect(page).toHaveURL(/\/profile\/#responsible$/);
  const limits = page.getByTestId('responsible-gaming');
  await expect(limits).toBeVisible();
  await expect(page.getByTestId('cash-desk')).toHaveCount(0);
  await expect(page.getByTestId('limit-deposit-day-left')).toHaveText('Без ліміту');
  await page.getByTestId('limit-input-deposit-day').fill('100');
  await expect(page.getByTestId('limit-effect-deposit-day')).toHaveText('Діятиме одразу');
  await page.getByTestId('limit-input-deposit-week').fill('0');
  await expect(page.getByTestId('limit-error-deposit-week')).toContainText('більшим за нуль');
  await expect(page.getByTestId('limit-save-deposit')).toBeDisabled();
  await page.getByTestId('limit-input-deposit-week').fill('');
  await expect(page.getByTestId('limit-save-deposit')).toBeEnabled();
  await shoot(page, 'limit-form', project, page.getByTestId('limit-form-deposit'));
  await page.getByTestId('limit-save-deposit').click();
  await expect(page.getByTestId('limit-deposit-day-left')).toHaveText(/^Залишок 100,00\s₴$/);
  await expect(page.getByTestId('toast').filter({ hasText: 'Ліміти збережено' })).toBeVisible();

  // 100 UAH is exactly the limit: allowed.
  await open(page, `${server.url}/cash/deposit/?disable-register-complete-modal`);
  await expect(page.getByTestId('deposit-form')).toBeVisible();
  await page.getByTestId('deposit-amount').fill('100');
  await page.getByTestId('deposit-submit').click();
  await payByCard(page);
  await expect(page.getByTestId('deposit-success')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('deposit-success-amount')).toHaveText(/100,00\s₴/);

  // Any more today passes it: the smallest deposit is refused with what is left and when the day restarts.
  await page.getByRole('button', { name: 'Поповнити ще' }).click();
  await page.getByTestId('deposit-amount').fill('10');
  // The card of the first deposit is offered once the cash desk has read it back: the player picks it.
  await page.getByTestId('saved-card').click();
  await expect(page.getByTestId('saved-card')).toHaveAttribute('data-checked', 'true');
  await page.getByTestId('deposit-submit').click();
  // The saved card pays in one click, once the amount and the card are confirmed.
  await expect(page.getByTestId('deposit-confirm-amount')).toHaveText(/^10,00\s₴$/);
  await expect(page.getByTestId('deposit-confirm-card')).toContainText('•••• 4242');
  await shoot(page, 'one-click-confirm', project, page.getByTestId('deposit-confirm'));
  await page.getByTestId('deposit-confirm-pay').click();
  const block = page.getByTestId('self-limit-block-modal');
  await expect(block).toBeVisible();
  await expect(page.getByTestId('self-limit-block-text')).toHaveText(
    /^Ліміт депозитів на 24 години — 100,00\s₴\.$/,
  );
  await expect(page.getByTestId('self-limit-block-left')).toHaveText(/^0,00\s₴$/);
  await expect(page.getByTestId('self-limit-block-resets')).toContainText('00:00');
  expectRefusals(consoleErrors, [422]);
  await shoot(page, 'self-limit-block', project);

  // Raising it waits out the 24-hour cooling-off; the limit in force stays.
  await page.getByTestId('self-limit-block-limits').click();
  await expect(page).toHaveURL(/\/profile\/#responsible$/);
  await expect(page.getByTestId('limit-deposit-day-left')).toHaveText(/^Залишок 0,00\s₴$/);
  await page.getByTestId('limit-input-deposit-day').fill('200');
  await expect(page.getByTestId('limit-effect-deposit-day')).toHaveText('Набуде чинності через 24 години');
  await page.getByTestId('limit-save-deposit').click();
  const pending = page.getByTestId('limit-pending-deposit-day');
  await expect(pending).toContainText(/Зміниться на 200,00\s₴ з/);
  await expect(page.getByTestId('limit-input-deposit-day')).toHaveValue('100');
  await shoot(page, 'limit-pending', project, page.getByTestId('limit-form-deposit'));

  // Reality checks every 30 minutes; a check shows the session's figures and play goes on once acknowledged.
  await page.getByTestId('reality-check-30').check({ force: true });
  await expect(page.getByTestId('toast').filter({ hasText: 'Нагадування збережено' })).toBeVisible();
  await expect(page.getByTestId('reality-check-30')).toBeChecked();
  await shoot(page, 'reality-check-picker', project, page.getByTestId('reality-check-picker'));
  await open(page, `${server.url}/?openModal=RealityCheckModal`);
  await expect(page.getByTestId('reality-check-modal')).toBeVisible();
  await expect(page.getByTestId('reality-check-elapsed')).toHaveText(/^\d+:\d{2}:\d{2}$/);
  await expect(page.getByTestId('reality-check-net')).toHaveText(/^0,00\s₴$/);
  await shoot(page, 'reality-check', project);
  await page.getByTestId('reality-check-continue').click();
  await expect(page.getByTestId('reality-check-modal')).toHaveCount(0);

  // The statement of the period downloads as CSV, with the deposit in it.
  await open(page, `${server.url}/profile/#transactions`);
  await page.getByTestId('history-range-year').click();
  const download = page.waitForEvent('download');
  await page.getByTestId('history-download').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString('utf8')).toMatch(/deposit,deposit,100\.00,UAH/);
  await shoot(page, 'history', project, page.getByTestId('history-download'));
});

test('a 24-hour time-out is shown on every page, takes the deposit buttons away, keeps games in demo and withdrawals open', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  await registerCompletePlayer(page, server.url, project);
  // The home page links to the limits (RTS 12).
  await open(page, `${server.url}/?disable-register-complete-modal`);
  const link = page.getByTestId('deposit-limit-link');
  await expect(link).toBeVisible();
  await shoot(page, 'home-link', project, link);
  await link.click();
  await expect(page.getByTestId('responsible-gaming')).toBeVisible();

  await page.getByTestId('exclusion-period-24h').check({ force: true });
  await page.getByTestId('exclusion-continue').click();
  const confirm = page.getByTestId('exclusion-confirm');
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('Перерва: 24 години');
  await expect(confirm).toContainText('Вивести залишок коштів можна будь-коли.');
  await expect(page.getByTestId('exclusion-submit')).toBeDisabled();
  await shoot(page, 'exclusion-confirm', project, confirm);
  await page.getByText('Я розумію, що це не можна скасувати достроково').click();
  await page.getByTestId('exclusion-submit').click();
  await expect(page.getByTestId('exclusion-active')).toContainText('Триває перерва');
  await expect(page.getByTestId('exclusion-till')).toHaveText(/^До \d{1,2} \S+ \d{4}/);

  // Every page says so until it ends, and nothing invites a deposit.
  const notice = page.getByTestId('pause-notice-site');
  await expect(notice).toContainText(/^Тайм-аут до \d{1,2} \S+ \d{4}/);
  await expect(notice).toHaveAttribute('data-kind', 'timeout');
  await expect(page.getByTestId('header-deposit')).toHaveCount(0);
  await shoot(page, 'pause-notice', project, notice);

  // A game opens in demo, and says why real money is off.
  await open(page, `${server.url}/?game=book-of-sevens&isMoney=true`);
  await expect(page.getByTestId('game-modal')).toHaveAttribute('data-mode', 'demo');
  await expect(page.getByTestId('pause-notice-game')).toBeVisible();
  await expect(page.getByTestId('game-mode-real')).toBeDisabled();
  await shoot(page, 'pause-game', project);
  await page.getByTestId('game-modal-close').click();

  // The cash desk's address opens on deposits: the player is shown the Ludoman modal instead, with the till date.
  await open(page, `${server.url}/cash/deposit/`);
  const ludoman = page.getByTestId('ludoman-modal');
  await expect(ludoman).toBeVisible();
  await expect(page.getByTestId('ludoman-till')).toHaveText(
    /^Ви обмежили собі доступ до гри до \d{1,2} \S+ \d{4}/,
  );
  await expect(page.getByTestId('cash-desk')).toHaveCount(0);
  await shoot(page, 'ludoman', project);

  // Withdrawing what is left stays possible.
  await page.getByTestId('ludoman-withdraw').click();
  await expect(page.getByTestId('cash-desk')).toHaveAttribute('data-tab', 'withdraw');
  await expect(page.getByTestId('pause-notice-desk')).toContainText('вивести залишок можна будь-коли');
  await expect(ludoman).toHaveCount(0);
});

test('registration ends with the offer of a deposit limit', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const email = `limits-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await open(page, server.url);
  await page.getByTestId('register-button').click();
  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('register-password').fill('limits-secret-1');
  await page.locator('input[name="ageConfirmed"]').check();
  await page.locator('input[name="agreementsConfirmed"]').check();
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('registration-confirm-modal')).toBeVisible();
  await page.getByTestId('confirm-code').fill(await outboxCode(page.request, server.url, email));
  await page.getByTestId('confirm-submit').click();

  const completed = page.getByTestId('registration-completed-modal');
  await expect(completed).toBeVisible();
  const offer = completed.getByTestId('deposit-limit-prompt');
  await expect(offer).toBeVisible();
  await shoot(page, 'registration-offer', project);
  await offer.click();
  await expect(completed).toHaveCount(0);
  await expect(page).toHaveURL(/\/profile\/#responsible$/);
  await expect(page.getByTestId('limit-form-deposit')).toBeVisible();
});
