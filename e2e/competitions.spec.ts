import { AJAX, depositByCard, registerCompletePlayer } from './cash-support';
import { expect, open, screenshot, test } from './fixtures';
import { passTaxIdToGame, playRound, recordFrameMessages } from './game-support';

const BASE = process.env.E2E_URL ?? 'http://127.0.0.1:3000';

test('a player joins the running tournament, then plays and sees their place appear live in the Game modal', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  await recordFrameMessages(page);
  await registerCompletePlayer(page, BASE, `competitions-${project}`);

  await open(page, '/en/tournaments/');
  const card = page.getByTestId('competitions-active').getByTestId('competition-card').first();
  await expect(card.getByTestId('competition-state')).toHaveAttribute('data-state', 'active');
  await card.getByTestId('competition-join').click();
  await expect(card.getByTestId('competition-joined')).toHaveText('You’re taking part');
  await screenshot(page, 'competitions-list', project, { fullPage: true });

  // The server keeps it: the tournament's own page, read afresh, has the player in it.
  await card.getByTestId('competition-card-link').click();
  const hero = page.getByTestId('competition-hero');
  await expect(hero.getByTestId('competition-joined')).toBeVisible();
  await expect(page.getByTestId('competition-position')).toContainText('Place a bet in one of its games');
  await screenshot(page, 'competition-page', project, { fullPage: true });

  // Playing for money: the studio's dice count in its promo tournament, which takes players in by itself. The
  // Game modal's line shows no place until a round scores, then the place the server pushed.
  await depositByCard(page, { path: '/cash/deposit/', amount: 500 });
  await page.getByTestId('deposit-success-done').click();
  await open(page, '/?game=lucky-dice&isMoney=true&disable-register-complete-modal');
  const frame = await passTaxIdToGame(page);
  const line = page.getByTestId('game-competition');
  await expect(line).toBeVisible();
  await expect(line.getByTestId('game-competition-place')).toHaveCount(0);
  // A round scores when it wins: the dice win about half the time, so a dozen rounds all but surely bring one.
  for (let played = 0; played < 12; played += 1) {
    const round = await playRound(page, frame);
    if ((round.win ?? 0) > 0) break;
  }
  await expect(line.getByTestId('game-competition-place')).toBeVisible();
  await expect(line.getByTestId('game-competition-points')).not.toHaveText('0');
  await screenshot(page, 'competition-game-line', project);
});

test("the demo player finds last week's tournament closed, with their prize", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const signedIn = await page.request.post(`${BASE}/login/`, {
    headers: { ...AJAX, origin: BASE },
    data: { login: 'demo', password: 'Demo-Pass-2026' },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  // The server closes it within a minute of starting (its end passed, then the grace) and pays its prizes.
  await expect(async () => {
    await open(page, '/en/tournaments/');
    await page.getByTestId('my-competitions-won').click();
    await expect(page.getByTestId('my-competitions-list')).toContainText("Last week's tournament", {
      timeout: 2_000,
    });
  }).toPass({ timeout: 90_000, intervals: [5_000] });
  await expect(page.getByTestId('my-competitions-list')).toContainText('₴');
  await screenshot(page, 'competitions-mine', testInfo.project.name, { fullPage: true });
});
