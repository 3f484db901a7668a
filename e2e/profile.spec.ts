import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, expectRefusals, open, screenshot, test } from './fixtures';

const AJAX = { 'x-requested-with': 'XMLHttpRequest' };

/** A real PNG (a small accent-coloured square), made here so the journey carries no binary fixture. */
function pngImage(size = 8): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0x7a)]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Registers a fresh player in the page's own browser context, so the page is logged in as them. */
async function registerFreshPlayer(page: Page, project: string, password: string): Promise<string> {
  const email = `profile-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await page.request.post('/rest/registerV2/', {
    headers: AJAX,
    data: { email, password, ageConfirmed: true, agreementsConfirmed: true },
  });
  expect(response.ok()).toBe(true);
  return email;
}

async function openProfileFromMenu(page: Page) {
  await page.getByTestId('player-menu-button').click();
  await page.getByTestId('profile-link').click();
  await expect(page.getByTestId('profile-page')).toBeVisible();
}

test('a guest is asked to log in, and the demo player then sees the profile', async ({ page }, testInfo) => {
  await open(page, '/en/profile/');
  await expect(page.getByTestId('profile-guest')).toBeVisible();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await screenshot(page, 'profile-guest', testInfo.project.name, { fullPage: true });
  await page.getByTestId('login-field').fill('demo@example.com');
  await page.getByTestId('password-field').fill('Demo-Pass-2026');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('profile-page')).toBeVisible();
  await expect(page.getByTestId('contact-email')).toContainText('demo@example.com');
});

test('a player edits the profile, uploads a document and changes the password', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(90_000);
  const project = testInfo.project.name;
  const password = 'profile-secret-1';
  const email = await registerFreshPlayer(page, project, password);
  // No reminder to confirm the e-mail in the middle of the journey.
  await open(page, '/?disable-register-complete-modal');
  await openProfileFromMenu(page);
  await expect(page).toHaveURL(/\/profile\/$/);
  await expect(page.getByTestId('email-unconfirmed')).toBeVisible();

  // The demo player is called Demo: nicknames are unique whatever their case.
  await page.getByTestId('profile-nickname').fill('dEMO');
  await page.getByTestId('personal-submit').click();
  await expect(page.getByTestId('nickname-error')).toHaveText('Цей нікнейм уже зайнятий');
  expectRefusals(consoleErrors, [422]);

  const nickname = `Ace${Math.floor(Math.random() * 1e6)}`;
  await page.getByTestId('profile-nickname').fill(nickname);
  await page.getByTestId('profile-first-name').fill('Олена');
  await page.getByTestId('personal-submit').click();
  await expect(page.getByTestId('profile-name')).toHaveText(nickname);
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByTestId('profile-nickname')).toHaveValue(nickname);
  await expect(page.getByTestId('profile-first-name')).toHaveValue('Олена');

  await expect(page.getByTestId('documents-empty')).toBeVisible();
  await page.getByTestId('document-kind').selectOption('passport');
  await page.getByTestId('document-file').setInputFiles({
    name: 'passport.png',
    mimeType: 'image/png',
    buffer: pngImage(),
  });
  await page.getByTestId('document-upload-submit').click();
  await expect(page.getByTestId('verification-confirm-modal')).toBeVisible();
  await page.getByTestId('verification-confirm-close').click();
  const uploaded = page.getByTestId('document-item');
  await expect(uploaded).toHaveCount(1);
  await expect(uploaded).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('verification-status')).toBeVisible();
  await screenshot(page, 'profile', project, { fullPage: true });

  const newPassword = 'profile-secret-2';
  await page.getByTestId('old-password').fill(password);
  await page.getByTestId('profile-new-password').fill(newPassword);
  await page.getByTestId('profile-repeat-password').fill(newPassword);
  await page.getByTestId('password-submit').click();
  await expect(page.getByTestId('old-password')).toHaveValue('');

  await page.getByTestId('player-menu-button').click();
  await page.getByTestId('logout-button').click();
  // Signing out loads the home page afresh: its buttons work once it has hydrated, not when they first show.
  await expect(page.getByTestId('login-button')).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByTestId('login-button').click();
  await page.getByTestId('login-field').fill(email);
  await page.getByTestId('password-field').fill(newPassword);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('player-menu-button')).toBeVisible();
});

test('deep links open verification help and the own public profile', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const project = testInfo.project.name;
  await registerFreshPlayer(page, project, 'profile-secret-3');
  await open(page, '/faq/?disable-register-complete-modal&verification-identity');
  await expect(page.getByTestId('verification-identity-modal')).toBeVisible();
  await expect(page).not.toHaveURL(/verification-identity/);
  await page.getByTestId('verification-to-documents').click();
  await expect(page).toHaveURL(/\/profile\/#documents$/);
  await expect(page.getByTestId('document-upload-form')).toBeVisible();

  await open(page, '/?public-profile=my');
  await expect(page.getByTestId('public-profile-modal')).toBeVisible();
  await expect(page.getByTestId('public-profile-achievements-empty')).toBeVisible();
  await expect(page).not.toHaveURL(/public-profile/);
  await screenshot(page, 'public-profile', project, { fullPage: true });
});
