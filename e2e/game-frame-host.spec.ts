import { expect as baseExpect, open, test } from './fixtures';

/** The Game modal loads its code, the launch and the studio's client in a frame: allow for it. */
const expect = baseExpect.configure({ timeout: 20_000 });

/** The journeys' server (its PUBLIC_URL is E2E_URL) reached by another name of the same machine. */
function secondHostOrigin(): string {
  const url = new URL(process.env.E2E_URL ?? 'http://127.0.0.1:3000');
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return url.origin;
}

test('a game opens in its frame on a host name other than the configured public one', async ({ page }) => {
  const origin = secondHostOrigin();
  await open(page, `${origin}/games/lucky-dice/`);
  await page.getByTestId('game-demo').click();
  await expect(page.getByTestId('game-modal')).toHaveAttribute('data-mode', 'demo');
  // A path of the site: the frame shares the page's origin, which the page's frame-src 'self' allows.
  await expect(page.getByTestId('game-frame')).toHaveAttribute(
    'src',
    /^\/studio\/play\/lucky-dice\/\?token=/,
  );
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByTestId('studio-play')).toBeEnabled();
  expect(page.frames().some((frame) => frame.url().startsWith(`${origin}/studio/play/lucky-dice/`))).toBe(
    true,
  );
});
