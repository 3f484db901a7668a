import type { Currency, DepositResponse, Payment, PaymentMethodSlug, PlayerBalance } from '@casino/contracts';
import type { PaymentRow } from './cash.schema.ts';

export function toPayment(row: PaymentRow, methodSlug: PaymentMethodSlug): Payment {
  return {
    id: row.id,
    status: row.status,
    methodId: row.methodId,
    methodSlug,
    amount: row.amount,
    currency: row.currency as Currency,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/**
 * A deposit as the cash desk sees it. A finished one says `complete` (with the new balance) or
 * `failed-complete`. A pending one answering its start says how to continue: `pay-frame` (the provider's hosted
 * page) or `3dsResult` (the challenge); read later, while the player is in that frame, it says nothing (null) so
 * polling never reopens a frame. Google Pay's form and a bank transfer's instructions stay in every answer.
 */
export function depositReply(
  row: PaymentRow,
  methodSlug: PaymentMethodSlug,
  options: { answeringStart: boolean; balance?: PlayerBalance },
): DepositResponse {
  const data: DepositResponse['data'] = { payment: toPayment(row, methodSlug) };
  if (row.status === 'succeeded') {
    return { success: true, action: 'complete', data: { ...data, ...balanceOf(options.balance) } };
  }
  if (row.status === 'failed') return { success: true, action: 'failed-complete', data };
  const next = row.next;
  if (next?.kind === 'wallet' && methodSlug === 'google_pay') {
    data.form = { paymentId: row.id, gatewayMerchantId: next.gatewayMerchantId };
  }
  if (next?.kind === 'bank-transfer') {
    const { iban, beneficiary, reference, instructionsUrl } = next;
    data.bankTransfer = { iban, beneficiary, reference, instructionsUrl };
  }
  if (options.answeringStart && next?.kind === 'hosted-page') {
    return { success: true, action: 'pay-frame', data: { ...data, frameUrl: next.url } };
  }
  if (options.answeringStart && next?.kind === 'challenge') {
    return { success: true, action: '3dsResult', authPayload: { url: next.url, paymentId: row.id }, data };
  }
  return { success: true, action: null, data };
}

function balanceOf(balance: PlayerBalance | undefined): { balance?: PlayerBalance } {
  return balance ? { balance } : {};
}
