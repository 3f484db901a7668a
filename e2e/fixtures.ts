import { mkdirSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { GUEST_WHEEL_COOKIE } from '../apps/web/app/features/chance/wheel/wheel-rules';
import { ANSWERED_FIRST_VISIT } from '../apps/web/app/features/legal/consent/consent-cookie';

export const SCREENSHOT_DIR = 'e2e/screenshots';

/** A returning visitor: both first-visit questions answered, and the guest wheel already closed today. */
const RETURNING_VISITOR = { ...ANSWERED_FIRST_VISIT, [GUEST_WHEEL_COOKIE]: '1' };

const LIVE_CONNECTION_FAILURE = /^WebSocket connection to '[^']*\/connection\/websocket' failed/;

/**
 * Every journey fails on a console error or an uncaught page error: a first-class site logs nothing red.
 */
export const test = base.extend<{ consoleErrors: string[]; firstVisit: boolean }>({
  /**
   * Journeys start as a returning visitor who has confirmed their age, chosen cookies and closed the guest wheel,
   * so nothing opens over the page by itself; `test.use({ firstVisit: true })` starts from a browser that has never seen the site.
   */
  firstVisit: [false, { option: true }],
  context: async ({ context, firstVisit }, use) => {
    if (!firstVisit) {
      // Set in every page before its scripts run, so it holds on any host name the journey opens the site by.
      await context.addInitScript((cookies) => {
        // A document with an opaque origin (the payment provider's sandboxed pages) may have no cookies at all: it
        // is not the site's, and it is left alone.
        try {
          for (const [name, value] of Object.entries(cookies)) {
            // biome-ignore lint/suspicious/noDocumentCookie: the journey's browser stands in for a returning visitor
            document.cookie = `${name}=${value}; path=/; max-age=31536000; samesite=lax`;
          }
        } catch {
          return;
        }
      }, RETURNING_VISITOR);
    }
    await use(context);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors = collectConsoleErrors(page);
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** The console errors and uncaught errors of a page, as every journey fails on them. */
function collectConsoleErrors(page: Page): string[] {
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
  return errors;
}

export { expect };

/**
 * Journeys that also run on a phone (the `mobile` project runs only these): the screens whose layout changes there
 * (the menu sheet, the cash desk and the Game modal as full-screen sheets, registration). Every other journey tests
 * what the layout does not change, once, on the desktop.
 */
export const PHONE = { tag: '@phone' };

/**
 * The screens a journey passes are the product's picture book, for people to look at: `npm run screenshots` takes
 * them (E2E_SCREENSHOTS=1). A journey run for its assertions (CI) skips them, since they cost more than the clicks.
 */
const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

export interface ScreenshotOptions {
  /** The whole scrollable page instead of the screen (toasts, dialogs and phones want the screen). */
  fullPage?: boolean;
  /** One picture in the dark theme and one in the light theme, instead of one in the current theme. */
  bothThemes?: boolean;
}

/** `e2e/screenshots/<project>-<name>[-dark|-light].png`, when screenshots are asked for. */
export async function screenshot(
  page: Page,
  name: string,
  project: string,
  options: ScreenshotOptions = {},
): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Finite animations and theme transitions are run to their end before the picture.
  const shoot = (suffix: string) =>
    page.screenshot({
      path: `${SCREENSHOT_DIR}/${project}-${name}${suffix}.png`,
      fullPage: options.fullPage ?? false,
      animations: 'disabled',
    });
  if (!options.bothThemes) return void (await shoot(''));
  const html = page.locator('html');
  const theme = (await html.getAttribute('class')) ?? 'dark-theme';
  for (const variant of ['dark', 'light'] as const) {
    await html.evaluate((element, value) => {
      element.className = value;
    }, `${variant}-theme`);
    await shoot(`-${variant}`);
  }
  await html.evaluate((element, value) => {
    element.className = value;
  }, theme);
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
    expect(dropRefusal(consoleErrors, status), `a ${status} answer`).toBe(true);
  }
}

/**
 * Takes one refusal with this status off the console errors, if there is one: for a call the journey cannot tell
 * will be refused (a click that may land just too late). Answers whether there was.
 */
export function dropRefusal(consoleErrors: string[], status: number): boolean {
  const index = consoleErrors.findIndex(
    (text) => text.startsWith('Failed to load resource') && text.includes(`status of ${status}`),
  );
  if (index >= 0) consoleErrors.splice(index, 1);
  return index >= 0;
}
