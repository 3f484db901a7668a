import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { type RunningServer, startServer } from '../scripts/support/server-process.ts';
import { expect, open } from './fixtures';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const AJAX = { 'x-requested-with': 'XMLHttpRequest' };

/**
 * A server of its own for the cash journeys, whose data folder outlives a restart: identity documents are decided
 * by the development command while the embedded database is closed (PGlite has one owner at a time).
 */
export class CashServer {
  readonly dataDir = mkdtempSync(path.join(tmpdir(), 'casino-cash-e2e-'));
  readonly #secrets = {
    SESSION_SECRET: randomBytes(24).toString('hex'),
    PUSH_TOKEN_SECRET: randomBytes(24).toString('hex'),
    PAYMENTS_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
  };
  #running: RunningServer | null = null;

  get url(): string {
    if (!this.#running) throw new Error('the cash server is not running');
    return this.#running.url;
  }

  async start(): Promise<void> {
    this.#running = await startServer(
      { ...this.#secrets, DATA_DIR: this.dataDir, RATE_LIMITS: 'off' },
      // Several servers start at once in a run (two brands, one per project here): migrating takes a while.
      { readyWithinMs: 180_000 },
    );
  }

  async stop(): Promise<void> {
    await this.#running?.stop();
    this.#running = null;
  }

  /** `npm run documents -- approve <id>` on this server's database, which must be stopped (PGlite has one owner). */
  approveDocument(documentId: string): void {
    const run = spawnSync(
      process.execPath,
      [path.join(ROOT, 'scripts/documents.ts'), 'approve', documentId],
      {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: this.dataDir, LOG_LEVEL: 'warn' },
        encoding: 'utf8',
      },
    );
    if (run.status !== 0) throw new Error(`documents approve failed: ${run.stderr || run.stdout}`);
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** The newest code the development outbox holds for `recipient`. */
export async function outboxCode(
  request: APIRequestContext,
  base: string,
  recipient: string,
): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`${base}/rest/dev/outbox/`, { headers: AJAX });
      const { messages } = (await response.json()) as {
        messages: { id: number; recipient: string; body: string }[];
      };
      const newest = messages
        .filter((message) => message.recipient === recipient)
        .sort((a, b) => b.id - a.id)[0];
      code = /\b(\d{4,8})\b/.exec(newest?.body ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/**
 * A new player with a complete registration (the e-mail confirmed), logged in in the page's browser context: the
 * cash desk opens only for them (spec section 2). `from` names where they registered from (a partner).
 */
export async function registerCompletePlayer(
  page: Page,
  base: string,
  project: string,
  from: { registrationSource?: string } = {},
): Promise<string> {
  const email = `cash-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await page.request.post(`${base}/rest/registerV2/`, {
    headers: AJAX,
    data: { email, password: 'cash-secret-1', ageConfirmed: true, agreementsConfirmed: true, ...from },
  });
  expect(registered.ok()).toBe(true);
  const code = await outboxCode(page.request, base, email);
  // Calls carrying the session cookie must come from the site's own origin.
  const confirmed = await page.request.post(`${base}/rest/otp/confirm-email/`, {
    headers: { ...AJAX, origin: base },
    data: { code },
  });
  expect(confirmed.ok()).toBe(true);
  return email;
}

/**
 * A deposit with the sandbox's approving test card from the cash desk's deposit view, `path` being that view in
 * the page's language; with `bonusTitle` the deposit bonus of that title is chosen first. Ends on the success view.
 */
export async function depositByCard(
  page: Page,
  { path: depositPath, amount, bonusTitle }: { path: string; amount: number; bonusTitle?: string },
): Promise<void> {
  await open(page, `${depositPath}?disable-register-complete-modal`);
  await page.getByTestId('deposit-amount').fill(String(amount));
  if (bonusTitle) {
    const choice = page.getByTestId('deposit-bonus-choice').locator('label').filter({ hasText: bonusTitle });
    await choice.click();
    await expect(choice).toHaveAttribute('data-checked', 'true');
  }
  await page.getByTestId('deposit-submit').click();
  const card = page.frameLocator('[data-testid="payment-frame"]');
  await card.locator('#number').fill('4242 4242 4242 4242');
  await card.locator('#expiry').fill('12 / 30');
  await card.locator('#cvv').fill('123');
  await card.locator('#holder').fill('OLENA KOVAL');
  await card.locator('button[type="submit"]').click();
  await expect(page.getByTestId('deposit-success')).toBeVisible({ timeout: 30_000 });
}

/** A small real PNG for an identity document upload. */
const PASSPORT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAIAQMAAAD+wSzIAAAABlBMVEX///+/v7+jQ3Y5AAAADklEQVQI12P4AAIU/AHQAAAeZgH5tEp7XwAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads an identity document for the logged-in player; returns its id for the documents command. */
export async function uploadPassport(page: Page, base: string): Promise<string> {
  const response = await page.request.post(`${base}/rest/player/documents/`, {
    headers: { ...AJAX, origin: base },
    multipart: {
      kind: 'passport',
      file: { name: 'passport.png', mimeType: 'image/png', buffer: PASSPORT_PNG },
    },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { document: { id: string } };
  return body.document.id;
}
