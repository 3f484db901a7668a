import type { DepositResponse, Money, Payment, PlayerBalance } from '@casino/contracts';

export interface BankTransferDetails {
  iban: string;
  beneficiary: string;
  reference: string;
  instructionsUrl: string;
}

/** A payment the player is completing at the provider, with what it is for. */
export interface AtProvider {
  paymentId: string;
  money: Money;
}

/**
 * Where a deposit stands in the cash desk: the form; waiting for the server to start it; the provider's page in a
 * frame (hosted card page or 3-D Secure); a wallet button; bank transfer details; confirming (the provider is done,
 * the credit is on its way); and the two results.
 */
export type DepositStage =
  | { step: 'form' }
  | { step: 'starting' }
  | ({ step: 'frame'; url: string } & AtProvider)
  | ({ step: 'googlePay'; gatewayMerchantId: string } & AtProvider)
  | ({ step: 'applePay' } & AtProvider)
  | ({ step: 'bankTransfer'; details: BankTransferDetails } & AtProvider)
  | { step: 'confirming'; paymentId: string }
  | { step: 'succeeded'; payment: Payment; balance: PlayerBalance | null }
  | { step: 'failed'; payment: Payment | null; reason: string };

export type DepositEvent =
  /** The deposit button was pressed. */
  | { type: 'start' }
  /** The server answered the start or a status read (spec section 4, deposit actions). */
  | { type: 'answer'; response: DepositResponse }
  /** The start was refused before any payment existed (a network failure, a self-excluded player...). */
  | { type: 'refused'; reason: string }
  /** The form is shown again: the start was refused for a reason the form shows, or the player went back. */
  | { type: 'back' }
  /** The provider's page reported that it finished this payment. */
  | { type: 'providerDone'; paymentId: string }
  /** The address names a payment the provider returned from outside the cash desk. */
  | { type: 'resume'; paymentId: string };

export const INITIAL_STAGE: DepositStage = { step: 'form' };

/** Stages with a payment at the provider, whose status the cash desk keeps reading. */
export type OpenStage = Extract<DepositStage, { paymentId: string }>;

export function openPaymentId(stage: DepositStage): string | null {
  return 'paymentId' in stage ? stage.paymentId : null;
}

/** What the answer says to do next with a payment that is still open. */
function nextForOpenPayment(response: DepositResponse): DepositStage {
  const { action, authPayload, data } = response;
  const { id: paymentId, amount, currency } = data.payment;
  const open: AtProvider = { paymentId, money: { amount, currency } };
  if (action === '3dsResult' && authPayload) return { step: 'frame', url: authPayload.url, ...open };
  if (action === 'pay-frame' && data.frameUrl) return { step: 'frame', url: data.frameUrl, ...open };
  if (data.form) return { step: 'googlePay', gatewayMerchantId: data.form.gatewayMerchantId, ...open };
  if (data.bankTransfer) return { step: 'bankTransfer', details: data.bankTransfer, ...open };
  if (data.payment.methodSlug === 'apple_pay') return { step: 'applePay', ...open };
  return { step: 'confirming', paymentId };
}

function answered(stage: DepositStage, response: DepositResponse): DepositStage {
  const payment = response.data.payment;
  const current = openPaymentId(stage);
  // Answers about another payment (a late status read of an earlier attempt) change nothing.
  if (stage.step !== 'starting' && current !== payment.id) return stage;
  if (response.action === 'complete') {
    return { step: 'succeeded', payment, balance: response.data.balance ?? null };
  }
  if (response.action === 'failed-complete') {
    return { step: 'failed', payment, reason: payment.failureReason ?? 'provider_error' };
  }
  // What the player sees at the provider (a page in the frame, a wallet button, bank details) stays while the
  // payment is open: reloading it would throw away what they typed. Once the provider is done, only the result
  // is awaited.
  return stage.step === 'starting' ? nextForOpenPayment(response) : stage;
}

export function depositReducer(stage: DepositStage, event: DepositEvent): DepositStage {
  switch (event.type) {
    case 'start':
      return stage.step === 'form' ? { step: 'starting' } : stage;
    case 'answer':
      return answered(stage, event.response);
    case 'refused':
      return stage.step === 'starting' ? { step: 'failed', payment: null, reason: event.reason } : stage;
    case 'back':
      return INITIAL_STAGE;
    case 'providerDone':
      return openPaymentId(stage) === event.paymentId && stage.step !== 'confirming'
        ? { step: 'confirming', paymentId: event.paymentId }
        : stage;
    case 'resume':
      return { step: 'confirming', paymentId: event.paymentId };
  }
}
