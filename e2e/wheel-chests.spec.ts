import { wheelSpinResponseSchema } from '@casino/contracts';
import { signInDemoPlayer } from './demo-player';
import { expect, open, screenshot, test } from './fixtures';

const BASE = process.env.E2E_URL ?? 'http://127.0.0.1:3000';

test('the demo player spins the wheel and verifies the spin, then opens a chest and sees its prize', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  await signInDemoPlayer(page, BASE);

  // The day's free spin: the wheel turns to the drawn segment, whose label is then told.
  await open(page, '/en/?openModal=WheelFortunePopup');
  const wheel = page.getByTestId('wheel-fortune-popup');
  const answered = page.waitForResponse((response) =>
    response.url().includes('/rest/wheel-of-fortune/spin/'),
  );
  await wheel.getByTestId('wheel-spin').click();
  const spun = wheelSpinResponseSchema.parse(await (await answered).json()).data;
  await expect(wheel.getByTestId('wheel-landed')).not.toBeEmpty();
  await screenshot(page, 'wheel-landed', project);

  // The spin's own link fills the verify page with its seeds and the wheel's weights; revealing the seed there
  // recomputes the spin in the browser. A prize's popup takes the wheel's place a second after it stops, and
  // offers the same link.
  const confirmation = page.getByTestId('wheel-confirmation-popup');
  if (spun.prize) {
    await expect(confirmation.getByTestId('wheel-prize')).toBeVisible();
    await screenshot(page, 'wheel-prize-verify', project);
  }
  await (spun.prize ? confirmation : wheel).getByTestId('wheel-verify').click();
  if (spun.prize?.bonusOfferId != null) {
    // Free spins come as an offer, which pops up to be accepted once the wheel has closed: later, says the player.
    await page.getByTestId('bonus-popup').getByTestId('bonus-popup-cancel').click();
  }
  const verify = page.getByTestId('chance-verify');
  await expect(verify.getByTestId('chance-kind-wheel')).toHaveAttribute('aria-pressed', 'true');
  await verify.getByTestId('chance-reveal').click();
  await expect(verify.getByTestId('chance-hash-check')).toHaveAttribute('data-ok', 'true');
  // The page's segment is the one the server drew (counted from 1 on the page).
  await expect(verify.getByTestId('chance-segment')).toContainText(
    new RegExp(`^Segment ${spun.segment + 1}: ticket \\d+ of \\d+$`),
  );
  await screenshot(page, 'wheel-verified', project);

  // The demo player's chest: a pick of chests, one opened, its prize shown with the way to verify it.
  await open(page, '/en/?openModal=ChestsPopup');
  const chests = page.getByTestId('chests-modal');
  await chests.getByTestId('chests-step-select').getByTestId('chests-row-1').click();
  await expect(chests.getByTestId('chest-prize')).toBeVisible();
  await expect(chests.getByTestId('chest-verify')).toHaveAttribute(
    'href',
    /chance=chest&.*weights=\d+(%2C\d+)+/,
  );
  await screenshot(page, 'chest-opened', project);
});
