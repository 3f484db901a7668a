import { registerCompletePlayer } from './cash-support';
import { expect, open, screenshot, test } from './fixtures';

const BASE = process.env.E2E_URL ?? 'http://127.0.0.1:3000';

test('a player joins the running tournament from the tournaments page and finds it joined on its own page', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
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
});
