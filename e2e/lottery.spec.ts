import { signInDemoPlayer } from './demo-player';
import { expect, open, screenshot, test } from './fixtures';

const BASE = process.env.E2E_URL ?? 'http://127.0.0.1:3000';

test('the demo player buys a lottery ticket, enters it into the next draw and verifies a past draw, also on the verify page', async ({
  page,
}, testInfo) => {
  await signInDemoPlayer(page, BASE);
  await open(page, '/en/lottery/');
  const lottery = page.getByTestId('lottery-page');
  await expect(lottery.getByTestId('lottery-next-draw')).toContainText(/[0-9a-f]{64}/);
  const stars = Number(await lottery.getByTestId('lottery-stars').textContent());

  // A regular ticket for stars: the stars go down by its price and the ticket leads the list, unused.
  await lottery.getByTestId('lottery-buy-regular-stars').click();
  await expect(page.getByText('Ticket bought: Regular ticket')).toBeVisible();
  await expect(lottery.getByTestId('lottery-stars')).toHaveText(String(stars - 50));
  const ticket = lottery.getByTestId('lottery-ticket').first();
  await expect(ticket).toContainText('Not entered');
  await ticket.getByTestId('lottery-ticket-enter').click();
  await expect(ticket).toContainText('Waiting for the draw');
  await lottery.getByTestId('lottery-filter-applied').click();
  await expect(lottery.getByTestId('lottery-ticket').first()).toContainText('Waiting for the draw');

  // The demo's past draw: its winners, recomputed here from the revealed seed and the entries.
  const draw = lottery.getByTestId('lottery-past-draw').first();
  await expect(draw.getByTestId('lottery-winner').first()).toBeVisible();
  await draw.getByTestId('lottery-verify').click();
  await expect(draw.getByTestId('lottery-verify-result')).toContainText('Verified');
  await screenshot(page, 'lottery', testInfo.project.name, { fullPage: true });

  // Step by step on the verify page, against the seed hash the lottery page published.
  await draw.getByTestId('lottery-verify-page-link').click();
  const verify = page.getByTestId('lottery-draw-verify');
  await verify.getByTestId('lottery-verify-submit').click();
  for (const step of ['lottery-verify-seed', 'lottery-verify-entries', 'lottery-verify-winners']) {
    await expect(verify.getByTestId(step)).toHaveAttribute('data-ok', 'true');
  }
  await expect(verify.getByTestId('lottery-verify-winner').first()).toBeVisible();
  await screenshot(page, 'lottery-verify-page', testInfo.project.name);
});
