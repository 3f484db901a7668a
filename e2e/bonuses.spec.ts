import { registerCompletePlayer } from './cash-support';
import { expect, open, screenshot, test } from './fixtures';

const BASE = process.env.E2E_URL ?? 'http://127.0.0.1:3000';

test('a player takes a promo-code bonus, sees its terms and wagering, and cancels it knowing what is forfeited', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  await registerCompletePlayer(page, BASE, `bonuses-${project}`);

  // The promo code popup from its deep link: the code is checked and the bonus's terms shown before it is taken.
  await open(page, '/en/bonuses/?openModal=PromoCodesPopup');
  const popup = page.getByTestId('promo-codes-modal');
  await popup.getByTestId('promo-code-input').fill('welcome50');
  await popup.getByTestId('promo-code-form').locator('button[type="submit"]').click();
  const offered = popup.getByTestId('promo-code-bonus');
  await expect(offered).toContainText('₴50 without a deposit');
  await expect(offered.getByTestId('bonus-terms')).toContainText('3× the bonus');
  await screenshot(page, 'bonus-promo-code', project);
  // A bonus granted at once closes the popup: the page behind it shows the bonus.
  await popup.getByTestId('promo-code-take').click();
  await expect(popup).toHaveCount(0);

  // The bonus balance beside real money in the header, and the active bonus with its wagering on the page.
  await expect(page.getByTestId('header-balance-bonus')).toHaveText(/₴50\.00/);
  const active = page.getByTestId('bonuses-active').getByTestId('bonus-card');
  await expect(active.getByTestId('bonus-balance')).toHaveText(/₴50\.00/);
  await expect(active.getByTestId('bonus-wagering-figures')).toContainText('₴0.00 of ₴150.00');
  await expect(active.getByTestId('bonus-expiry')).toBeVisible();
  await screenshot(page, 'bonus-active', project, { fullPage: true });

  // Cancelling says what is forfeited first; then the bonus balance is gone and the bonus is in the history.
  await active.getByTestId('bonus-cancel').click();
  await expect(active.getByTestId('bonus-cancel-forfeit')).toContainText('₴50.00');
  await active.getByTestId('bonus-cancel-submit').click();
  await expect(page.getByTestId('bonuses-active').getByTestId('bonus-card')).toHaveCount(0);
  await expect(page.getByTestId('bonuses-history').getByTestId('bonus-outcome')).toContainText(/forfeited/i);
  await expect(page.getByTestId('header-balance-bonus')).toHaveCount(0);
});
