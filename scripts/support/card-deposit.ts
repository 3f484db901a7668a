import { randomBytes } from 'node:crypto';
import type { DepositResponse } from '@casino/contracts';
import { expectOk, type SessionHeaders } from './studio-players.ts';

/** The sandbox provider's card that is approved without a 3-D Secure challenge. */
const APPROVED_CARD = { number: '4242424242424242', expiry: '12/39', cvv: '123', holder: 'BENCH PLAYER' };
/** The cash desk's card method, in UAH. */
const CARD_METHOD = { method_id: 1, currency_id: 1 };

/**
 * A card deposit as a player makes it: asked at the cash desk (with the bonus chosen for it, if any) and paid on
 * the sandbox provider's hosted page. The provider's notification credits it a moment later (its delivery job);
 * answers the payment id.
 */
export async function cardDeposit(
  baseUrl: string,
  headers: SessionHeaders,
  amount: number,
  bonusId: number | null,
): Promise<string> {
  const started = (await expectOk(
    await fetch(`${baseUrl}/rest/cash/input/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        ...CARD_METHOD,
        amount,
        bonus_id: bonusId,
        idempotency_key: `bench-${randomBytes(8).toString('hex')}`,
      }),
    }),
    'deposit',
  )) as DepositResponse;
  const { frameUrl, payment } = started.data;
  if (!frameUrl) throw new Error(`the deposit gave no payment page: ${JSON.stringify(started)}`);
  const paid = await fetch(frameUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(APPROVED_CARD).toString(),
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`the card page answered HTTP ${paid.status}`);
  return payment.id;
}
