import type { Page } from '@playwright/test';
import { CashServer, registerCompletePlayer, uploadPassport } from './cash-support';
import { expect, open, PHONE, screenshot, test } from './fixtures';

/** Test cards of the sandbox provider (any future expiry, any 3-digit code). */
const CARDS = { threeDSecure: '4000 0000 0000 3220', declined: '4000 0000 0000 0002' } as const;
const CHALLENGE_CODE = '1234';
/** A Ukrainian taxpayer number whose last digit is its check digit. */
const TAX_ID = '3184710691';

// One cash server per project (desktop, mobile), shared by its journeys in order.
test.describe.configure({ mode: 'serial' });

const server = new CashServer();
test.beforeAll(async () => {
  test.setTimeout(240_000);
  await server.start();
});
test.afterAll(async () => {
  await server.dispose();
});

/** Types a card on the provider's hosted page inside the cash desk and pays. */
async function payByCard(page: Page, number: string): Promise<void> {
  const frame = page.frameLocator('[data-testid="payment-frame"]');
  await frame.locator('#number').fill(number);
  await frame.locator('#expiry').fill('12 / 30');
  await frame.locator('#cvv').fill('123');
  await frame.locator('#holder').fill('OLENA KOVAL');
  await frame.locator('button[type="submit"]').click();
}

test(
  'a hash link opens the cash desk over the page, and a guest is sent to registration',
  PHONE,
  async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const project = testInfo.project.name;
    await open(page, `${server.url}/faq/#cash`);
    await expect(page.getByTestId('register-modal')).toBeVisible();
    await expect(page.getByTestId('cash-desk')).toHaveCount(0);

    await registerCompletePlayer(page, server.url, project);
    await open(page, `${server.url}/faq/?disable-register-complete-modal#cash`);
    await expect(page.getByTestId('deposit-form')).toBeVisible();
    await page.getByTestId('cash-desk-close').click();
    await page.getByTestId('exit-popup-leave').click();
    await expect(page.getByTestId('cash-desk')).toHaveCount(0);
    await expect(page).toHaveURL(/\/faq\/$/);
    // The exit popup is shown once per session.
    await open(page, `${server.url}/partnership/#cash`);
    await expect(page.getByTestId('deposit-form')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('cash-desk')).toHaveCount(0);
    await expect(page.getByTestId('exit-popup')).toHaveCount(0);
    await expect(page).toHaveURL(/\/partnership\/$/);

    // Withdrawals explain identity verification first; "do not show again" is remembered.
    await open(page, `${server.url}/cash/deposit/#withdraw`);
    await expect(page.getByTestId('withdraw-verify-info-modal')).toBeVisible();
    await screenshot(page, 'cash-withdraw-verify', project, { bothThemes: true });
    await page.getByText('Більше не показувати').click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('withdraw-verify-notice')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('withdraw-verify-notice')).toBeVisible();
    await expect(page.getByTestId('modal-host')).not.toHaveAttribute('data-modal', 'WithdrawVerifyInfo');

    // The standalone cash widget: the cash desk without the site around it.
    await open(page, `${server.url}/cash-iframe/`);
    await expect(page.getByTestId('cash-iframe')).toBeVisible();
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await expect(page.getByTestId('deposit-form')).toBeVisible();
    await screenshot(page, 'cash-iframe', project, { bothThemes: true });
  },
);

test('a declined card shows the failure and suspends deposits for 60 seconds', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  await registerCompletePlayer(page, server.url, project);
  await open(page, `${server.url}/en/cash/deposit/?disable-register-complete-modal`);
  await expect(page.getByTestId('deposit-form')).toBeVisible();
  await page.getByTestId('deposit-preset').nth(1).click();
  await expect(page.getByTestId('deposit-submit')).toHaveText('Deposit ₴200');
  await page.getByTestId('deposit-submit').click();
  await payByCard(page, CARDS.declined);

  await expect(page.getByTestId('deposit-failed')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('deposit-failed-reason')).toHaveText(/declined/);
  await expect(page.getByTestId('deposit-suspension')).toHaveText(/You can try again in (60|59|58) s/);
  await screenshot(page, 'cash-deposit-failed', project, { bothThemes: true });
  await page.getByTestId('deposit-retry').click();
  const submit = page.getByTestId('deposit-submit');
  await expect(submit).toBeDisabled();
  const first = Number(/(\d+) s/.exec((await submit.textContent()) ?? '')?.[1]);
  // Close to the whole minute (a loaded machine takes a few seconds to get here).
  expect(first).toBeGreaterThan(40);
  // It counts down each second.
  await expect(submit).toHaveText(new RegExp(`Try again in (${first - 1}|${first - 2}) s`));
  await screenshot(page, 'cash-suspended', project, { bothThemes: true });
  await expect(page.getByTestId('header-balance-amount')).toHaveText('₴0.00');
});

test('a new player deposits 500 UAH with a 3-D Secure card, sees the balance, then requests and cancels a withdrawal', async ({
  page,
}, testInfo) => {
  test.setTimeout(480_000);
  const project = testInfo.project.name;
  await registerCompletePlayer(page, server.url, project);
  await open(page, `${server.url}/?disable-register-complete-modal`);

  // The header's Deposit button opens the cash desk on the deposit view.
  await page.getByTestId('header-deposit').click();
  await expect(page).toHaveURL(/\/cash\/deposit\/$/);
  await expect(page.getByTestId('deposit-form')).toBeVisible();
  await expect(page.getByTestId('header-balance-amount')).toHaveText(/^0,00\s₴$/);
  await screenshot(page, 'cash-deposit', project, { bothThemes: true });

  // A player who never deposited is offered the smallest deposit once when leaving.
  await page.getByTestId('cash-desk-close').click();
  await expect(page.getByTestId('exit-popup')).toBeVisible();
  await screenshot(page, 'cash-exit-popup', project, { bothThemes: true });
  await page.getByTestId('exit-popup-deposit').click();
  await expect(page.getByTestId('deposit-amount')).toHaveValue('50');
  await expect(page.getByTestId('deposit-submit')).toHaveText('Поповнити 50 ₴');

  await page.getByTestId('deposit-amount').fill('500');
  await expect(page.getByTestId('deposit-submit')).toHaveText('Поповнити 500 ₴');
  await page.getByTestId('deposit-submit').click();
  const frame = page.frameLocator('[data-testid="payment-frame"]');
  await expect(frame.locator('#number')).toBeVisible();
  await screenshot(page, 'cash-card-page', project, { bothThemes: true });
  await payByCard(page, CARDS.threeDSecure);
  await expect(frame.locator('#code')).toBeVisible();
  await screenshot(page, 'cash-3ds', project, { bothThemes: true });
  await frame.locator('#code').fill(CHALLENGE_CODE);
  await frame.locator('button[value="confirm"]').click();

  await expect(page.getByTestId('deposit-success')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('deposit-success-amount')).toHaveText(/500,00\s₴/);
  await expect(page.getByTestId('header-balance-amount')).toHaveText(/^500,00\s₴$/);
  await expect(page.getByTestId('toast').filter({ hasText: '500,00' })).toBeVisible();
  await screenshot(page, 'cash-deposit-success', project, { bothThemes: true });
  await page.getByTestId('deposit-success-done').click();
  await expect(page.getByTestId('cash-desk')).toBeHidden();
  await expect(page).not.toHaveURL(/\/cash\//);

  // Withdrawals need an approved identity: a document is uploaded and approved by the development command.
  const documentId = await uploadPassport(page, server.url);
  // The page would go on calling the server while it is down (and it comes back on another port).
  await page.goto('about:blank');
  await server.stop();
  server.approveDocument(documentId);
  await server.start();

  await open(page, `${server.url}/?disable-register-complete-modal`);
  await expect(page.getByTestId('header-balance-amount')).toHaveText(/^500,00\s₴$/);
  await page.getByTestId('header-deposit').click();
  await page.getByTestId('cash-tab-withdraw').click();
  // The account is in hryvnias, which are not exempt: the tax ID comes first.
  await page.getByTestId('withdraw-tax-id-action').click();
  await page.getByTestId('tax-id-input').fill('1234567890');
  await page.getByTestId('tax-id-submit').click();
  await expect(page.getByTestId('tax-id-error')).toBeVisible();
  await screenshot(page, 'cash-tax-id', project, { bothThemes: true });
  await page.getByTestId('tax-id-input').fill(TAX_ID);
  await page.getByTestId('tax-id-submit').click();

  await expect(page.getByTestId('withdraw-form')).toBeVisible();
  // The card used for the deposit was saved; it is where the money goes back.
  await expect(page.getByTestId('withdraw-destination').first()).toContainText('3220');
  await page.getByTestId('withdraw-amount').fill('200');
  await expect(page.getByTestId('withdraw-submit')).toHaveText('Вивести 200 ₴');
  await screenshot(page, 'cash-withdraw', project, { bothThemes: true });
  await page.getByTestId('withdraw-submit').click();

  const withdrawal = page.getByTestId('withdrawal-item').first();
  await expect(withdrawal).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('header-balance-amount')).toHaveText(/^300,00\s₴$/);
  await expect(page.getByTestId('cash-desk-hold')).toContainText('200,00');
  await screenshot(page, 'cash-withdrawals', project, { bothThemes: true });

  await withdrawal.getByTestId('withdrawal-cancel').click();
  await expect(page.getByTestId('withdraw-cancel-modal')).toBeVisible();
  await screenshot(page, 'cash-withdraw-cancel', project, { bothThemes: true });
  await page.getByTestId('withdraw-cancel-confirm').click();
  await expect(withdrawal).toHaveAttribute('data-status', 'canceled');
  await expect(page.getByTestId('header-balance-amount')).toHaveText(/^500,00\s₴$/);
  await expect(page.getByTestId('cash-desk-hold')).toBeHidden();

  // The history on the profile: the deposit, the request and its return, and net deposits.
  await page.getByTestId('cash-desk-close').click();
  await open(page, `${server.url}/profile/#transactions`);
  await expect(page.getByTestId('history-item')).toHaveCount(3);
  await expect(page.getByTestId('net-deposits-deposits')).toHaveText(/^500,00\s₴$/);
  await expect(page.getByTestId('net-deposits-net')).toHaveText(/^500,00\s₴$/);
  await page.getByTestId('history-group-withdrawal').click();
  await expect(page.getByTestId('history-item')).toHaveCount(2);
  await page.locator('#transactions').scrollIntoViewIfNeeded();
  await screenshot(page, 'cash-history', project, { bothThemes: true });
});
