import { oneClickResponseSchema, withdrawalResponseSchema } from '@casino/contracts';
import { expect } from 'vitest';
import type { createPlayer } from '../../support/auth-players.ts';
import { type CashPlayer, type CashTestApp, cashPlayer, newKey, payOnHostedPage } from './cash-app.ts';

/** A valid Ukrainian RNOKPP (its check digit is right). */
export const TAX_ID = '1759013776';

export interface Withdrawer {
  player: CashPlayer;
  tokenId: string;
}

export interface WithdrawerOptions {
  overrides?: Parameters<typeof createPlayer>[2];
  taxId?: boolean;
}

/** A verified player with a saved card, `balance` deposited and (for UAH) a tax ID given. */
export async function withdrawer(
  testApp: CashTestApp,
  balance: number,
  options: WithdrawerOptions = {},
): Promise<Withdrawer> {
  const player = await cashPlayer(testApp, { verificationStatus: 'approved', ...options.overrides });
  const currencyId = options.overrides?.currency === 'USD' ? 2 : 1;
  const started = await player.post('/rest/cash/input/', {
    method_id: 1,
    currency_id: currencyId,
    amount: balance,
    save_card: true,
    idempotency_key: newKey(),
  });
  expect(started.statusCode, started.body).toBe(200);
  await payOnHostedPage(testApp, started.json().data.frameUrl, '4242424242424242');
  await testApp.deliverNotifications();
  const [card] = oneClickResponseSchema.parse((await player.get('/rest/cash/one-click/')).json()).data
    .savedCards;
  if (!card) throw new Error('no saved card');
  if (options.taxId ?? true) {
    const saved = await player.post('/rest/player/tax-id/', { taxId: TAX_ID });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return { player, tokenId: card.tokenId };
}

export function requestWithdrawal(who: Withdrawer, amount: number, extra: Record<string, unknown> = {}) {
  return who.player.post('/rest/cash/output/', {
    method_id: 1,
    currency_id: 1,
    amount,
    token_id: who.tokenId,
    idempotency_key: newKey(),
    ...extra,
  });
}

export async function withdrawn(who: Withdrawer, amount: number) {
  const response = await requestWithdrawal(who, amount);
  expect(response.statusCode, response.body).toBe(200);
  return withdrawalResponseSchema.parse(response.json()).data;
}
