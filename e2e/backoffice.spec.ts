import { randomUUID } from 'node:crypto';
import { type Browser, devices, type Page } from '@playwright/test';
import {
  DEMO_OPERATOR_PASSWORD,
  demoTotpSecret,
} from '../apps/server/src/modules/backoffice/demo-operators.ts';
import { totpCode, totpStep } from '../apps/server/src/modules/backoffice/totp.ts';
import { AJAX, depositByCard, registerCompletePlayer, uploadPassport } from './cash-support';
import { expect, open, screenshot, test } from './fixtures';

const BASE = process.env.E2E_URL ?? 'http://127.0.0.1:3000';
/** A Ukrainian taxpayer number whose last digit is its check digit: hryvnia withdrawals need one. */
const TAX_ID = '3184710691';
/** What `formatMoney` puts between groups of thousands in the console. */
const THIN = '\u202f';

/**
 * The console in a browser context of its own, as an operator's machine: its console errors fail the journey like
 * the site's, except the 401 of the session call on the login page (nobody is signed in yet: that is its answer).
 */
async function openConsole(
  browser: Browser,
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    baseURL: BASE,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const signedOutSession =
      message.text().includes('status of 401') && message.location().url.endsWith('/backoffice/api/session/');
    if (!signedOutSession) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

/**
 * Signs a demo operator in with the code their authenticator would show now. A code is good for one login per
 * operator and 30-second step, so the journey signs each operator in once.
 */
async function signIn(page: Page, login: string): Promise<void> {
  // After signing out the page is the login form already.
  if (!page.url().endsWith('/backoffice/login')) await page.goto('/backoffice/login');
  await page.getByLabel('Login', { exact: true }).fill(login);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_OPERATOR_PASSWORD);
  await page
    .getByLabel('Code from your authenticator app')
    .fill(totpCode(demoTotpSecret(login), totpStep(new Date())));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(login);
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
}

/** The player requests a withdrawal of `amount` minor units to the card saved by the deposit, through the site's API. */
async function requestWithdrawal(page: Page, amount: number): Promise<void> {
  const headers = { ...AJAX, origin: BASE };
  const taxId = await page.request.post(`${BASE}/rest/player/tax-id/`, { headers, data: { taxId: TAX_ID } });
  expect(taxId.ok()).toBe(true);
  const methods = (await (
    await page.request.get(`${BASE}/rest/cash/output/methods/`, { headers })
  ).json()) as {
    data: {
      isVerified: boolean;
      methods: { id: number; slug: string }[];
      savedCards: { tokenId: string }[];
    };
  };
  expect(methods.data.isVerified).toBe(true);
  const card = methods.data.methods.find((method) => method.slug === 'card');
  const saved = methods.data.savedCards[0];
  if (!card || !saved) throw new Error('no card method or saved card to withdraw to');
  const requested = await page.request.post(`${BASE}/rest/cash/output/`, {
    headers,
    data: {
      method_id: card.id,
      currency_id: 1,
      amount,
      token_id: saved.tokenId,
      idempotency_key: randomUUID(),
    },
  });
  expect(requested.ok(), await requested.text()).toBe(true);
}

test('operators approve a document, pay a withdrawal and apply a four-eyes adjustment', async ({
  page,
  browser,
}, testInfo) => {
  // Five operators, a deposit and a payout in one journey: about 40 s on a quiet machine.
  test.setTimeout(120_000);
  const project = testInfo.project.name;

  // A new player deposits ₴500 by card and uploads an identity document, through the site.
  await registerCompletePlayer(page, BASE, `backoffice-${project}`);
  await depositByCard(page, { path: '/en/cash/deposit/', amount: 500 });
  await uploadPassport(page, BASE);
  const profile = (await (
    await page.request.get(`${BASE}/rest/player/getProfile/`, { headers: AJAX })
  ).json()) as { data: { main: { login: string } } };
  const login = profile.data.main.login;

  const operator = await openConsole(browser);
  const bo = operator.page;

  // KYC finds the document in the queue, looks at it and approves it.
  await signIn(bo, 'kyc');
  await bo.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documents' }).click();
  const documentRow = bo.getByRole('row').filter({ hasText: login });
  await documentRow.getByRole('button', { name: 'View' }).click();
  const preview = bo.getByRole('img', { name: `Passport uploaded by ${login}` });
  await expect(preview).toBeVisible();
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await screenshot(bo, 'backoffice-document', project);
  await bo.getByRole('button', { name: 'Approve', exact: true }).click();
  await bo.getByRole('dialog').getByRole('button', { name: 'Approve document' }).click();
  await expect(bo.getByRole('dialog')).toBeHidden();
  await expect(documentRow).toHaveCount(0);
  await signOut(bo);

  // The verified player asks for ₴200 back.
  await requestWithdrawal(page, 20_000);
  await open(page, '/en/?disable-register-complete-modal');
  await expect(page.getByTestId('header-balance-amount')).toHaveText(/₴300\.00/);

  // Payments approves the withdrawal, then pays it out.
  await signIn(bo, 'payments');
  await bo.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Withdrawals' }).click();
  const withdrawalRow = bo.getByRole('row').filter({ hasText: login });
  await expect(withdrawalRow).toContainText(`200.00 UAH`);
  await withdrawalRow.getByRole('button', { name: 'Approve' }).click();
  await bo.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(withdrawalRow).toContainText('Approved');
  await withdrawalRow.getByRole('button', { name: 'Pay' }).click();
  await screenshot(bo, 'backoffice-withdrawal-pay', project);
  await bo.getByRole('dialog').getByRole('button', { name: 'Pay out' }).click();
  await expect(bo.getByRole('dialog')).toBeHidden();
  await bo.getByLabel('Status').selectOption('paid');
  await expect(withdrawalRow).toContainText('Paid');
  await signOut(bo);

  // Risk credits ₴1,500: above the four-eyes threshold (₴1,000), so it waits for a second operator.
  await signIn(bo, 'risk');
  // The previous operator's page is not where the next one starts: risk's first screen is Players.
  await expect(bo.getByRole('heading', { name: 'Players', level: 1 })).toBeVisible();
  await bo.getByLabel('Search players').fill(login);
  await bo.getByRole('link', { name: login, exact: true }).click();
  await expect(bo.getByRole('heading', { level: 1 })).toContainText(login);
  await bo.getByRole('button', { name: 'Adjust balance' }).click();
  const adjust = bo.getByRole('dialog');
  await adjust.getByLabel('Amount').fill('1500.005');
  await adjust.getByLabel('Reason', { exact: true }).fill('Compensation for a failed payout');
  await adjust.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(adjust).toContainText('Use at most 2 decimals, like 150.25.');
  await adjust.getByLabel('Amount').fill('1500.00');
  await adjust.getByLabel('Reason code').selectOption('goodwill');
  await screenshot(bo, 'backoffice-adjust', project);
  await adjust.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(bo.getByText("Waiting for a second operator's approval")).toBeVisible();
  await expect(bo.getByRole('dialog')).toBeHidden();
  await screenshot(bo, 'backoffice-adjustment-requested', project);
  await bo.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Adjustments' }).click();
  await expect(
    bo.getByText(`Adjustments above 1${THIN}000.00 UAH wait for a second operator's approval.`),
  ).toBeVisible();
  const adjustmentRow = bo.getByRole('row').filter({ hasText: login });
  await expect(adjustmentRow).toContainText('Pending');
  await expect(adjustmentRow).toContainText('Waiting for another operator');
  await expect(adjustmentRow.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await screenshot(bo, 'backoffice-adjustment-pending', project);
  await signOut(bo);

  // The admin approves it; the money moves and the player's balance in the console shows it.
  await signIn(bo, 'admin');
  await bo.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Adjustments' }).click();
  await adjustmentRow.getByRole('button', { name: 'Approve' }).click();
  await bo.getByRole('dialog').getByLabel('Reason', { exact: true }).fill('Checked the payout ticket');
  await bo.getByRole('dialog').getByRole('button', { name: 'Approve and apply' }).click();
  await expect(bo.getByRole('dialog')).toBeHidden();
  await expect(adjustmentRow).toContainText('Applied');
  await expect(adjustmentRow).toContainText('admin');
  await screenshot(bo, 'backoffice-adjustment-applied', project);
  await adjustmentRow.getByRole('link', { name: login }).click();
  const balance = bo.getByRole('region', { name: 'Balance' });
  await expect(balance).toContainText(new RegExp(`Real money\\s*1${THIN}800\\.00 UAH`));
  await bo.getByRole('tab', { name: 'Adjustments' }).click();
  await expect(bo.getByRole('tabpanel')).toContainText('Applied');
  await screenshot(bo, 'backoffice-player', project, { fullPage: true });

  // The reports count the player's deposit: the last 7 days end today, in Kyiv.
  await bo.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
  await expect(bo.getByRole('region', { name: 'Deposits' })).toHaveText(
    /^Deposits[\d\u202f.]*[1-9][\d\u202f.]* UAH$/,
  );
  await expect(bo.getByRole('img', { name: /^GGR and NGR per day/ })).toBeVisible();
  await screenshot(bo, 'backoffice-reports', project, { fullPage: true });
  expect(operator.errors, 'console errors in the back office').toEqual([]);
  await operator.close();

  // The player sees the credit on the site.
  await page.reload();
  await expect(page.getByTestId('header-balance-amount')).toHaveText(/₴1,800\.00/);
});

test('marketing configures a bonus in the console and a player sees it on the site', async ({
  page,
  browser,
}, testInfo) => {
  const project = testInfo.project.name;
  const title = `Winter gift ${Date.now()}`;
  const operator = await openConsole(browser);
  const bo = operator.page;

  // Marketing writes a ₴75 no-deposit bonus in three languages, active and listed, first on the page.
  await signIn(bo, 'marketing');
  await bo.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bonuses' }).click();
  await bo.getByRole('link', { name: 'New bonus' }).click();
  await bo.getByLabel('Slug').fill(`winter-gift-${Date.now()}`);
  const texts = { Ukrainian: 'Зимовий подарунок', Russian: 'Зимний подарок', English: title };
  for (const [language, text] of Object.entries(texts)) {
    await bo.getByRole('tab', { name: language }).click();
    await bo.getByLabel(`Title (${language})`).fill(text);
    await bo.getByLabel(`Description (${language})`).fill(`${text}: ₴75`);
  }
  await bo.getByRole('button', { name: 'Create bonus' }).click();
  // The form says what is missing before anything is sent.
  await expect(bo.getByText('give the amount in at least one currency')).toBeVisible();
  await bo.getByLabel('Bonus amount, UAH').fill('75');
  await bo.getByLabel('Active').check();
  await bo.getByLabel('Priority').fill('900');
  await expect(bo.getByRole('figure', { name: 'Preview of the bonus card' })).toContainText('75.00 UAH');
  await bo.getByRole('button', { name: 'Create bonus' }).click();
  await bo.getByRole('dialog').getByLabel('Reason', { exact: true }).fill('Winter campaign');
  await bo.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await expect(bo.getByText('Saved. The site offers these terms now.')).toBeVisible();
  await screenshot(bo, 'backoffice-bonus-template', project, { fullPage: true });
  expect(operator.errors, 'console errors in the back office').toEqual([]);
  await operator.close();

  // A new player finds it first among the bonuses on offer.
  await registerCompletePlayer(page, BASE, `bonus-config-${project}`);
  await open(page, '/en/bonuses/?disable-register-complete-modal');
  await expect(page.getByTestId('bonus-card').first()).toContainText(title);
  await expect(page.getByTestId('bonus-card').first()).toContainText('₴75');
});
