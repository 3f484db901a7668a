import type { Browser, Page, WebSocketRoute } from '@playwright/test';
import { type RunningServer, startServer } from '../scripts/support/server-process.ts';
import { AJAX, registerCompletePlayer } from './cash-support';
import { expect, open, screenshot, test } from './fixtures';

/** The sandbox's card that pays without a challenge (any future expiry, any 3-digit code). */
const APPROVED_CARD = '4242 4242 4242 4242';

// One server per project (desktop, mobile) with rate limits off: every journey registers a new player.
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startServer({ RATE_LIMITS: 'off' }, { readyWithinMs: 180_000 });
});
test.afterAll(async () => {
  await server?.stop();
});

/** A new player with a complete registration, on the home page, with live updates connected. */
async function playerOnHome(page: Page, project: string): Promise<void> {
  await registerCompletePlayer(page, server.url, project);
  await open(page, `${server.url}/?disable-register-complete-modal`);
  await expect(page.getByTestId('header-balance-amount')).toHaveText(/^0,00\s₴$/);
  await page.getByTestId('player-menu-button').click();
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-status', 'connected', {
    timeout: 20_000,
  });
}

/**
 * A card deposit of the player made in another tab: started with the player's session, then paid on the sandbox
 * provider's hosted card page, a page of the provider that carries no session of the site (a tab of its own
 * browser context), and credited when the provider notifies the site.
 */
async function depositInAnotherTab(page: Page, browser: Browser, amount: number, project: string) {
  const base = server.url;
  const started = await page.request.post(`${base}/rest/cash/input/`, {
    headers: { ...AJAX, origin: base },
    data: { method_id: 1, currency_id: 1, amount, idempotency_key: `push-${project}-${Date.now()}` },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { data } = (await started.json()) as { data: { frameUrl: string } };
  const tab = await browser.newPage();
  try {
    await tab.goto(data.frameUrl);
    await tab.locator('#number').fill(APPROVED_CARD);
    await tab.locator('#expiry').fill('12 / 30');
    await tab.locator('#cvv').fill('123');
    await tab.locator('#holder').fill('OLENA KOVAL');
    await tab.locator('button[type="submit"]').click();
    // The provider's done page sends the payer back to the site's success address.
    await tab.waitForURL(/\/cash\/deposit\/success\//);
  } finally {
    await tab.close();
  }
}

/** Desktop: the bell shows the unread notification; it is read in the dropdown, which leads to the page. */
async function readInBellDropdown(page: Page, project: string): Promise<void> {
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await page.getByTestId('notification-bell').click();
  const dropdown = page.getByTestId('notification-dropdown');
  const item = dropdown.getByTestId('notification-item');
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute('data-read', 'false');
  await expect(item).toContainText('Депозит зараховано');
  await screenshot(page, 'push-bell-dropdown', project);
  await dropdown.getByTestId('notifications-mark-all-read').click();
  await expect(item).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId('notification-badge')).toBeHidden();
  await dropdown.getByTestId('notifications-show-all').click();
}

/** Phones: the avatar carries the count, the player menu leads to the page, where it is read. */
async function readOnPhone(page: Page, project: string): Promise<void> {
  await expect(page.getByTestId('avatar-unread-badge')).toHaveText('1');
  await page.getByTestId('player-menu-button').click();
  await expect(page.getByTestId('menu-notifications-badge')).toHaveText('1');
  await screenshot(page, 'push-menu-notifications', project);
  await page.getByTestId('menu-notifications').click();
  const item = page.getByTestId('notifications-page').getByTestId('notification-item');
  await expect(item).toHaveAttribute('data-read', 'false');
  await expect(item).toContainText('Депозит зараховано');
  await screenshot(page, 'push-notifications-page-unread', project);
  await page.getByTestId('notifications-mark-all-read').click();
  await expect(page.getByTestId('avatar-unread-badge')).toBeHidden();
}

test('a deposit paid in another tab updates the balance, shows a toast and rings the bell without a reload', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  await playerOnHome(page, project);
  await screenshot(page, 'push-status-connected', project);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('notification-badge')).toBeHidden();
  // Anything that reloads the document drops this marker.
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = 'yes';
  });

  await depositInAnotherTab(page, browser, 50_000, project);

  await expect(page.getByTestId('header-balance-amount')).toHaveText(/^500,00\s₴$/, { timeout: 20_000 });
  const toast = page.getByTestId('toast').filter({ hasText: 'Депозит зараховано' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('500,00');
  await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes');
  await screenshot(page, 'push-deposit-toast', project);
  // On a phone the toast covers the header: the player closes it to reach the menu.
  await toast.getByRole('button', { name: 'Закрити сповіщення' }).click();

  if (await page.getByTestId('notification-bell').isVisible()) {
    await readInBellDropdown(page, project);
  } else {
    await readOnPhone(page, project);
  }
  await expect(page).toHaveURL(/\/notifications\/$/);
  await expect(page.getByTestId('notifications-page').getByTestId('notification-item')).toHaveAttribute(
    'data-read',
    'true',
  );
  await expect(page.getByTestId('notifications-unread-summary')).toHaveText('Усе прочитано');
  await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes');
  await screenshot(page, 'push-notifications-page', project);

  // The server kept the mark: a new document shows it read.
  await open(page, `${server.url}/notifications/`);
  await expect(page.getByTestId('notification-item')).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId('notification-badge')).toBeHidden();
});

test('the app-updated notice offers a refresh; a bad nc message and a repeated one change nothing', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  // The real connection, with a way to put frames in front of the page as if the server sent them.
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/connection\/websocket$/, (socket) => {
    socket.connectToServer();
    sockets.push(socket);
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await playerOnHome(page, project);
  await page.keyboard.press('Escape');
  const balance = await page.request.get(`${server.url}/rest/player/balance/`, { headers: AJAX });
  const { playerId } = ((await balance.json()) as { data: { playerId: number } }).data;
  const socket = sockets.at(-1);
  if (!socket) throw new Error('the page opened no live connection');
  const push = (channel: string, data: unknown) =>
    socket.send(JSON.stringify({ push: { channel, pub: { data } } }));

  push(`personal:${playerId}`, { id: 'forged-nc-1', type: 'nc', action: 'new', data: 'Deposit received' });
  await expect.poll(() => warnings).toContainEqual('Push message dropped: nc content is not an object');

  const notification = {
    ncMessageId: 999_999,
    type: 'system',
    systemAlias: null,
    title: { uk: 'Вітаємо у клубі', ru: 'Добро пожаловать в клуб', en: 'Welcome to the club' },
    text: { uk: 'Гарної гри!', ru: 'Удачной игры!', en: 'Have fun!' },
    link: null,
    sound: 'default',
    isReaded: false,
    createdAt: new Date().toISOString(),
  };
  for (let delivery = 0; delivery < 2; delivery += 1) {
    push(`personal:${playerId}`, { id: 'nc-welcome-1', type: 'nc', action: 'new', data: notification });
  }
  await expect(page.getByTestId('toast').filter({ hasText: 'Вітаємо у клубі' })).toHaveCount(1);
  // The server knows no such notification: the count read again after it leaves the badge empty.
  await expect(page.getByTestId('notification-badge')).toBeHidden();

  push('public:app', { id: 'release-2', type: 'app', action: 'updated', data: { version: 'next-release' } });
  const notice = page.getByTestId('app-update-notice');
  await expect(notice).toBeVisible();
  await screenshot(page, 'push-app-updated', project);
  await notice.getByTestId('app-update-dismiss').click();
  await expect(notice).toBeHidden();

  push('public:app', { id: 'release-3', type: 'app', action: 'updated', data: { version: 'later-release' } });
  await expect(notice).toBeVisible();
  await page.evaluate(() => {
    document.documentElement.dataset.beforeRefresh = 'yes';
  });
  await notice.getByTestId('app-update-refresh').click();
  await expect(page.locator('html')).not.toHaveAttribute('data-before-refresh', 'yes');
  await page.locator('html[data-hydrated]').waitFor();
});
