import type { TransferRequest } from '../../../src/modules/wallet/transfer-request.ts';

/** A deposit as the cash desk credits it: the provider's clearing account pays the player's principal. */
export function depositRequest(
  playerId: number,
  amount: number,
  idempotencyKey: string,
  provider = 'sandbox',
): TransferRequest {
  return {
    idempotencyKey,
    kind: 'deposit',
    currency: 'UAH',
    postings: [
      { account: { house: 'psp_clearing', provider }, amount: -amount },
      { account: { playerId, kind: 'real' }, amount },
    ],
    metadata: { paymentId: idempotencyKey, provider },
  };
}
