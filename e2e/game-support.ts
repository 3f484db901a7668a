import type { Frame, Page } from '@playwright/test';
import { expect as baseExpect } from './fixtures';

const expect = baseExpect.configure({ timeout: 20_000 });

/** A Ukrainian taxpayer number whose last digit is its check digit, for the brands that ask for one before real play. */
export const TAX_ID = '3184710691';
/** The `source` the studio's game pages mark their messages to the casino's page with. */
export const STUDIO = 'casino-studio';

export interface FrameMessage {
  source: string;
  type: string;
  mode?: 'real' | 'demo';
  bet?: number;
  win?: number;
  balance?: number;
  currency?: string;
}

declare global {
  interface Window {
    frameMessages: FrameMessage[];
    notReloaded?: boolean;
  }
}

/** Records what the game frames post to the page, so a journey can compare a round with what the modal shows. */
export async function recordFrameMessages(page: Page): Promise<void> {
  await page.addInitScript((source) => {
    window.frameMessages = [];
    window.addEventListener('message', (event) => {
      if (event.data && event.data.source === source) window.frameMessages.push(event.data);
    });
  }, STUDIO);
}

export async function rounds(page: Page): Promise<FrameMessage[]> {
  return page.evaluate(() => window.frameMessages.filter((message) => message.type === 'round'));
}

/**
 * The studio's game page inside the Game modal, once its game has drawn. Looked up until then: the modal may
 * still be putting its frame in place while the address settles, and a frame found too early has no page yet.
 */
export async function gameFrame(page: Page): Promise<Frame> {
  let drawn: Frame | null = null;
  await expect
    .poll(async () => {
      const handle = await page
        .getByTestId('game-frame')
        .elementHandle({ timeout: 1_000 })
        .catch(() => null);
      const frame = await handle?.contentFrame();
      if (
        frame &&
        (await frame
          .getByTestId('studio-play')
          .isVisible()
          .catch(() => false))
      )
        drawn = frame;
      return drawn !== null;
    })
    .toBe(true);
  if (!drawn) throw new Error('the game frame is missing');
  return drawn;
}

/** Plays one round in the frame and returns what the game told the page of it. */
export async function playRound(page: Page, frame: Frame): Promise<FrameMessage> {
  const before = (await rounds(page)).length;
  await expect(frame.getByTestId('studio-play')).toBeEnabled();
  await frame.getByTestId('studio-play').click();
  await expect.poll(async () => (await rounds(page)).length).toBe(before + 1);
  const round = (await rounds(page))[before];
  if (!round) throw new Error('no round message');
  return round;
}

/** What the game would post, posted from inside its frame: for in-game states a journey cannot cause at will. */
export async function postFromGame(frame: Frame, message: Record<string, unknown>): Promise<void> {
  await frame.evaluate((data) => window.parent.postMessage(data, window.location.origin), {
    source: STUDIO,
    ...message,
  });
}

/**
 * Readies the page for a journey that plays the studio's slots: frame messages recorded (the reels stop at once:
 * every journey runs with reduced motion, playwright.config.ts).
 */
export async function prepareForRounds(page: Page): Promise<void> {
  await recordFrameMessages(page);
}

/** Answers the tax-ID form the brand asks for before real play, then waits for the game's frame. */
export async function passTaxIdToGame(page: Page): Promise<Frame> {
  await page.getByTestId('tax-id-input').fill(TAX_ID);
  await page.getByTestId('tax-id-submit').click();
  return gameFrame(page);
}
