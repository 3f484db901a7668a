import { expect, open, screenshot, test } from './fixtures';

test('a guest sees the jackpot-sevens pool in whole units and verifies a past drop in the browser', async ({
  page,
}, testInfo) => {
  await open(page, '/en/jackpot/');
  const panel = page.getByTestId('sevens-panel');
  // The demo round has taken in part of the way to its drop point; the journeys' slot stakes add to it.
  await expect(panel.getByTestId('sevens-amount')).toHaveText(/^₴\d{1,3}(,\d{3})*$/);
  await expect(panel.getByTestId('sevens-ceiling')).toHaveText('Must drop before ₴7,777');
  await expect(panel.getByTestId('sevens-commitment')).toContainText(/[0-9a-f]{64}/);
  const drop = panel.getByTestId('sevens-drop').first();
  await drop.getByTestId('sevens-drop-verify').click();
  // The seed hashes to the published commitment and gives the drop point the round dropped at.
  await expect(drop.getByTestId('sevens-drop-verdict')).toHaveAttribute('data-ok', 'true');
  await screenshot(page, 'jackpot-sevens', testInfo.project.name, { fullPage: true });
});
