import type { Currency } from '@casino/contracts';
import type { TestApp } from '../../support/test-app.ts';
import { newId } from './wallet-api.ts';

/** Puts bonus money on the player's bonus balance, as granting a bonus does (decision 027). */
export async function grantBonus(
  testApp: TestApp,
  playerId: number,
  amount: number,
  currency: Currency = 'UAH',
) {
  await testApp.database.db.transaction((tx) =>
    testApp.app.wallet.bonusTransfer(tx, {
      kind: 'bonus_grant',
      playerId,
      currency,
      amount,
      idempotencyKey: newId('bonus-grant'),
      metadata: { reason: 'test' },
    }),
  );
}

/** The player's real and bonus balances as the wallet reads them. */
export async function balancesOf(testApp: TestApp, playerId: number, currency: Currency = 'UAH') {
  const balance = await testApp.app.wallet.balance(playerId, currency);
  return { real: balance.principal, bonus: balance.bonus };
}
