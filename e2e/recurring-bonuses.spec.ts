import { AJAX, registerCompletePlayer } from './cash-support';
import { expect, open, screenshot, test } from './fixtures';

const BASE = process.env.E2E_URL ?? 'http://127.0.0.1:3000';

test("a player takes the day's bonus, then waits for the next one; a landing's link gives its bonus once", async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  await registerCompletePlayer(page, BASE, `daily-${project}`);

  // The daily bonus modal from its deep link: the bonus with its terms and the Take button.
  await open(page, '/en/bonuses/?openModal=DailyBonusModal&disable-register-complete-modal');
  const daily = page.getByTestId('daily-bonus-modal');
  await expect(daily).toContainText('Daily bonus');
  await expect(daily.getByTestId('bonus-terms')).toBeVisible();
  await screenshot(page, 'bonus-daily', project);
  await daily.getByTestId('daily-bonus-take').click();
  // Taken: the countdown to the next day's bonus replaces the button.
  await expect(daily.getByTestId('daily-bonus-countdown')).toBeVisible();
  await expect(daily.getByTestId('daily-bonus-take')).toHaveCount(0);
  await expect(page.getByTestId('header-balance-bonus')).toHaveText(/₴10\.00/);
  await screenshot(page, 'bonus-daily-taken', project);

  // The no-deposit register link for a player: the landing's bonus is taken at once, and only once.
  await open(page, '/en/?nodeposit=landing-100');
  await expect(page).not.toHaveURL(/nodeposit=/);
  await expect(page.getByText('Your sign-up bonus is here: ₴100 for signing up')).toBeVisible();
  await open(page, '/en/bonuses/');
  // Behind the daily bonus being wagered, it waits its turn.
  await expect(page.getByTestId('bonuses-queue')).toContainText('₴100 for signing up');
});

test('on their birthday a player is offered the gift by itself, and takes it', async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  await registerCompletePlayer(page, BASE, `birthday-${project}`);
  // Born thirty years ago today, as the calendar in Kyiv (the demo birthday bonus's time zone) has it.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date());
  const birthDate = `${Number(today.slice(0, 4)) - 30}${today.slice(4)}`;
  const updated = await page.request.post(`${BASE}/rest/player/update/`, {
    headers: { ...AJAX, origin: BASE },
    data: { birthDate },
  });
  expect(updated.ok()).toBe(true);

  await open(page, '/en/?disable-register-complete-modal');
  const gift = page.getByTestId('birthday-bonus-modal');
  await expect(gift).toContainText('Happy birthday!');
  await expect(gift.getByTestId('bonus-terms')).toBeVisible();
  await screenshot(page, 'bonus-birthday', project);
  await gift.getByTestId('birthday-bonus-take').click();
  await expect(gift).toHaveCount(0);
  await expect(page.getByTestId('header-balance-bonus')).toHaveText(/₴200\.00/);
});
