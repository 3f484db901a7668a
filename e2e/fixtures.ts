import { mkdirSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';

export const SCREENSHOT_DIR = 'e2e/screenshots';

/**
 * Every journey fails on a console error or an uncaught page error: a first-class site logs nothing red.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
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
