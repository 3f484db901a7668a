import { defineConfig, devices } from '@playwright/test';
import { HEADLESS_CHROMIUM } from './scripts/support/headless-chromium.ts';

/**
 * Browser journeys against real servers started by scripts/test-e2e.ts (E2E_URL for the default brand,
 * E2E_URL_VLK for a second brand), in Debian's headless Chromium.
 */
export default defineConfig({
  testDir: 'e2e',
  // A 2-core machine hydrates a page in seconds while the other worker and the servers are busy.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  // Two journeys at a time, one per core: the phase takes about 500 s instead of 781 (decision 019). A journey that
  // fails beside another has a race of its own to find, as each of the first five had.
  workers: 2,
  // A journey that passes only when tried again is a bug to fix, never to hide.
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: process.env.E2E_URL ?? 'http://127.0.0.1:3000',
    trace: 'retain-on-failure',
    // Journeys check what a page does, not how it moves: without the skeletons' pulse, the spinners and the
    // home carousel's slides, Chromium's software compositor stops repainting idle pages, which cost the journeys
    // half a core of a 2-core machine. The site honours the setting as any visitor's (app.css).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? HEADLESS_CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    {
      name: 'mobile',
      grep: /@phone/,
      // A phone's layout at one device pixel per CSS pixel: the same page, a seventh of the pixels to paint.
      use: { ...devices['Pixel 7'], browserName: 'chromium', deviceScaleFactor: 1 },
    },
  ],
});
