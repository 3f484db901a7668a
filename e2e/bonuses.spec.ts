import { formatMoney } from '@casino/i18n';
import { AJAX, depositByCard, registerCompletePlayer } from './cash-support';
import { expect, open, screenshot, test } from './fixtures';
import { passTaxIdToGame, playRound, prepareForRounds } from './game-support';

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

test('a new player chooses the welcome bonus at the first deposit and has it once the deposit is credited', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  await registerCompletePlayer(page, BASE, `welcome-${project}`);

  // The cash desk offers the first-deposit bonus for the amount typed, with what it brings, and nothing is chosen.
  await open(page, '/en/cash/deposit/?disable-register-complete-modal');
  await page.getByTestId('deposit-amount').fill('500');
  const welcome = page
    .getByTestId('deposit-bonus-choice')
    .locator('label')
    .filter({ hasText: 'Welcome bonus 100%' });
  await expect(welcome).toContainText('₴500.00');
  await expect(page.getByTestId('deposit-bonus-none')).toHaveAttribute('data-checked', 'true');
  await screenshot(page, 'bonus-deposit-choice', project);

  await depositByCard(page, { path: '/en/cash/deposit/', amount: 500, bonusTitle: 'Welcome bonus 100%' });
  await page.getByTestId('deposit-success-done').click();

  // The bonus is granted with the credited deposit: real and bonus money side by side, the bonus to be wagered 10×.
  await expect(page.getByTestId('header-balance-bonus')).toHaveText(/₴500\.00/);
  await open(page, '/en/bonuses/');
  const active = page.getByTestId('bonuses-active').getByTestId('bonus-card');
  await expect(active).toContainText('Welcome bonus 100%');
  await expect(active.getByTestId('bonus-balance')).toHaveText(/₴500\.00/);
  await expect(active.getByTestId('bonus-wagering-figures')).toContainText('₴0.00 of ₴5,000.00');
  // Taken once: the first-deposit bonus is no longer on offer.
  await expect(page.getByTestId('bonus-card').filter({ hasText: 'Welcome bonus 100%' })).toHaveCount(1);
  await screenshot(page, 'bonus-welcome-active', project, { fullPage: true });
});

test('a player wagers a promo-code bonus through with real money, and the bonus turns into cash', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  await prepareForRounds(page);
  await registerCompletePlayer(page, BASE, `wager-${project}`);
  await depositByCard(page, { path: '/en/cash/deposit/', amount: 500 });
  await page.getByTestId('deposit-success-done').click();
  // ₴50 to be wagered 3 times (₴150), at most ₴25 a stake.
  const applied = await page.request.get(`${BASE}/rest/promo-codes/apply/WELCOME50/`, {
    headers: { ...AJAX, origin: BASE },
  });
  expect(applied.ok()).toBe(true);

  await open(page, '/en/?game=hot-sevens&isMoney=true&disable-register-complete-modal');
  const frame = await passTaxIdToGame(page);
  for (
    let step = 0;
    step < 8 && !/20\.00/.test((await frame.getByTestId('bet-amount').textContent()) ?? '');
    step++
  ) {
    await frame.getByTestId('bet-increase').click();
  }
  await expect(frame.getByTestId('bet-amount')).toContainText('20.00');

  // Real money is staked first, so eight ₴20 spins wager the bonus through without touching it, whatever they win.
  for (let spin = 0; spin < 8; spin++) expect((await playRound(page, frame)).bet).toBe(2_000);

  // The last stake converts the whole bonus balance to real money; the push brings the header up to date.
  await expect(page.getByTestId('header-balance-bonus')).toHaveCount(0, { timeout: 20_000 });
  await open(page, '/en/bonuses/');
  const closed = page.getByTestId('bonuses-history').getByTestId('bonus-card');
  await expect(closed.getByTestId('bonus-outcome')).toContainText('₴50.00');
  await expect(page.getByTestId('bonuses-active').getByTestId('bonus-card')).toHaveCount(0);
  await screenshot(page, 'bonus-converted', project, { fullPage: true });
});

test('a new player takes free spins with a promo code and plays them with an empty balance', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  await prepareForRounds(page);
  await registerCompletePlayer(page, BASE, `spins-${project}`);

  await open(page, '/en/bonuses/?openModal=PromoCodesPopup&disable-register-complete-modal');
  const popup = page.getByTestId('promo-codes-modal');
  await popup.getByTestId('promo-code-input').fill('spins20');
  await popup.getByTestId('promo-code-form').locator('button[type="submit"]').click();
  await expect(popup.getByTestId('promo-code-bonus')).toContainText('20 free spins');
  await popup.getByTestId('promo-code-take').click();
  await expect(popup).toHaveCount(0);

  const spins = page.getByTestId('bonuses-active').getByTestId('free-spins');
  await expect(spins.getByTestId('free-spins-left')).toHaveText('20 of 20 left');
  await expect(spins.getByTestId('free-spins-stake')).toContainText('₴2.00');
  await screenshot(page, 'bonus-free-spins', project, { fullPage: true });

  // The balance is empty, yet the game opens for money: the spins cover it (spec section 5's zero-balance rule).
  await spins.locator('[data-testid="free-spins-play"][data-game="cossack-gold"]').click();
  const frame = await passTaxIdToGame(page);
  await expect(frame.getByTestId('studio-free-spins')).toHaveText('Free spins left: 20');
  await screenshot(page, 'bonus-free-spins-game', project);

  // Each spin is one of the house's, at its stake; the player's own balance stays untouched.
  for (let spin = 0; spin < 2; spin++) expect((await playRound(page, frame)).bet).toBe(200);
  await expect(frame.getByTestId('studio-free-spins')).toHaveText('Free spins left: 18');
  await expect(page.getByTestId('header-balance-amount')).toHaveText('₴0.00');

  await open(page, '/en/bonuses/');
  await expect(page.getByTestId('free-spins-left')).toHaveText('18 of 20 left');
});

test('a player chooses the weekly cashback after reading its terms, and its net loss follows real-money play', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  await prepareForRounds(page);
  await registerCompletePlayer(page, BASE, `cashback-${project}`);
  await depositByCard(page, { path: '/en/cash/deposit/', amount: 500 });
  await page.getByTestId('deposit-success-done').click();

  await open(page, '/en/bonuses/');
  const card = page.getByTestId('cashback-card').filter({ hasText: 'Weekly 10% cashback' });
  await card.getByTestId('cashback-choose').click();
  const modal = page.getByTestId('cashback-activate-modal');
  await expect(modal.getByTestId('cashback-terms')).toContainText('10% of the net loss');
  await screenshot(page, 'bonus-cashback-activate', project);
  await modal.getByTestId('cashback-activate-confirm').click();
  await expect(modal).toHaveCount(0);
  await expect(card.getByTestId('cashback-period-left')).toBeVisible();
  await expect(card.getByTestId('cashback-net-loss')).toHaveText('₴0.00');

  // One real-money round: the period's net loss is its stake less its win, never below nothing.
  await open(page, '/en/?game=hot-sevens&isMoney=true&disable-register-complete-modal');
  const round = await playRound(page, await passTaxIdToGame(page));
  const netLoss = Math.max(0, (round.bet ?? 0) - (round.win ?? 0));
  await open(page, '/en/bonuses/');
  await expect(card.getByTestId('cashback-net-loss')).toHaveText(formatMoney(netLoss, 'UAH', 'en'));
  await screenshot(page, 'bonus-cashback-active', project, { fullPage: true });
});

test('the demo player collects last week’s cashback and the money lands on the real balance', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  await open(page, '/en/bonuses/');
  await page.getByTestId('login-button').click();
  await page.getByTestId('login-field').fill('+380501234567');
  await page.getByTestId('password-field').fill('Phone-Pass-2026');
  await page.getByTestId('login-submit').click();
  // The demo's past lottery draw may have paid this player a prize: the cashback is counted from what is there.
  const balance = page.getByTestId('header-balance-amount');
  await expect(balance).toHaveText(/^₴[\d,]+\.\d\d$/);
  const before = Number((await balance.textContent())?.replace(/[^\d.]/g, ''));

  // The seeded week closed with a ₴1,500 net loss on slots: 10% of it waits to be collected.
  const card = page.getByTestId('cashback-card').filter({ has: page.getByTestId('cashback-collect') });
  await expect(card.getByTestId('cashback-collect')).toHaveText('Collect ₴150.00');
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'bonus-cashback-collect', project);
  await card.getByTestId('cashback-collect').click();
  const modal = page.getByTestId('cashback-activated-modal');
  await expect(modal.getByTestId('cashback-activated-amount')).toContainText('₴150.00');
  await screenshot(page, 'bonus-cashback-collected', project);
  const after = (before + 150).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(balance).toHaveText(`₴${after}`);
  // Collected once: the period leaves the list of cashbacks to collect.
  await expect(page.getByTestId('cashback-collect')).toHaveCount(0);
});

test('a player a partner sent is shown the partner’s free spins, accepts them, and activates them from the page', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  // A guest the partner sent is told what registering brings, as the partner campaign gives it.
  await open(page, '/en/?show-partner-bonus');
  const invitation = page.getByTestId('partner-registration-modal');
  await expect(invitation.getByTestId('partner-welcome')).toContainText('From our partner: 50 free spins');
  await screenshot(page, 'bonus-partner-guest', project);

  // Registered from the partner: once the registration completes, the partner campaign offers its bonus.
  await registerCompletePlayer(page, BASE, `partner-${project}`, { registrationSource: 'partner' });

  await open(page, '/en/?show-partner-bonus&disable-register-complete-modal');
  const offer = page.getByTestId('bonus-popup');
  await expect(offer).toContainText('From our partner: 50 free spins');
  await expect(offer.getByTestId('bonus-terms')).toContainText('3× the winnings');
  await screenshot(page, 'bonus-partner', project);
  await offer.getByTestId('bonus-popup-confirm').click();
  await expect(offer).toHaveCount(0);

  // Accepted, it sleeps in the queue until the player activates it, its terms shown once more.
  await open(page, '/en/bonuses/');
  const queued = page
    .getByTestId('bonuses-queue')
    .getByTestId('bonus-card')
    .filter({ hasText: 'From our partner' });
  await queued.getByTestId('bonus-activate').click();
  const activate = page.getByTestId('bonus-activate-modal');
  await expect(activate.getByTestId('bonus-terms')).toBeVisible();
  await screenshot(page, 'bonus-activate', project);
  await activate.getByTestId('bonus-activate-confirm').click();
  await expect(activate).toHaveCount(0);
  const active = page.getByTestId('bonuses-active');
  await expect(active.getByTestId('free-spins-left')).toHaveText('50 of 50 left');
  await screenshot(page, 'bonus-page-offers', project, { fullPage: true });
});
