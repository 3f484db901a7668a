import { mkdirSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';

export const SCREENSHOT_DIR = 'e2e/screenshots';

const LIVE_CONNECTION_FAILURE = /^WebSocket connection to '[^']*\/connection\/websocket' failed/;

/**
 * Every journey fails on a console error or an uncaught page error: a first-class site logs nothing red.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // Chromium logs a document answered with an error status (the 404 page) as a failed resource load.
        const documentStatus =
          message.text().startsWith('Failed to load resource') && message.location().url === page.url();
        // A journey that stops its server drops the page's live connection, which Chromium logs while the push
        // client tries again: the client reconnects by design, so this is not a fault of the page.
        const liveConnectionRetry = LIVE_CONNECTION_FAILURE.test(message.text());
        if (!documentStatus && !liveConnectionRetry) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function screenshot(page: Page, name: string, project: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${project}-${name}.png`, fullPage: true });
}

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor();
  return response;
}

/** On narrow screens the theme and language switches live in the menu sheet: open it first. */
export async function revealSettings(page: Page): Promise<void> {
  const menuButton = page.getByTestId('mobile-menu-button');
  if (await menuButton.isVisible()) {
    await menuButton.click();
    await page.getByTestId('mobile-menu').waitFor();
  }
}

/** Picks an option of a switch that is a popover on desktop and an inline group in the mobile menu. */
export async function choose(page: Page, switchId: string, optionId: string): Promise<void> {
  await revealSettings(page);
  const option = page.getByTestId(optionId);
  if (!(await option.isVisible())) await page.getByTestId(switchId).click();
  await option.click();
}

/**
 * Chromium logs every 4xx answer as a failed resource load; the refusals a journey provokes on purpose (a wrong
 * code, a wrong password) are taken out of the console errors, one per expected status, and nothing else is.
 */
export function expectRefusals(consoleErrors: string[], statuses: readonly number[]): void {
  for (const status of statuses) {
    const index = consoleErrors.findIndex(
      (text) => text.startsWith('Failed to load resource') && text.includes(`status of ${status}`),
    );
    expect(index, `a ${status} answer`).toBeGreaterThanOrEqual(0);
    consoleErrors.splice(index, 1);
  }
}
