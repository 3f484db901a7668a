import type { PaymentMethodSlug, SandboxNextStep, SandboxPaymentResponse } from '@casino/contracts';
import { isFinished, merchantStatus } from './payment-state.ts';
import type { SandboxPaymentRow, SandboxPaymentState } from './sandbox-psp.schema.ts';

/** The browser pages of the sandbox, one per step a payment can wait at. */
export const PAGE_STEPS = ['pay', '3ds', 'wallet', 'bank'] as const;
export type PageStep = (typeof PAGE_STEPS)[number];

/** The account bank-transfer payers send money to, with the payment's reference. */
export const COLLECTION_ACCOUNT = {
  iban: 'UA663000010000026007233566001',
  beneficiary: 'Sandbox Payments LLC (collections)',
} as const;

/** The merchant's id at the sandbox gateway, which Google Pay tokens name. */
export const GATEWAY_MERCHANT_ID = 'sandbox-psp-merchant';

/** The transfer reference the payer quotes, short enough to type: SBX- and the id's first eight characters. */
export function bankReference(paymentId: string): string {
  return `SBX-${paymentId.slice(0, 8).toUpperCase()}`;
}

const METHOD_STEPS: Record<PaymentMethodSlug, PageStep> = {
  card: 'pay',
  google_pay: 'wallet',
  apple_pay: 'wallet',
  bank_transfer: 'bank',
};

/** Where the payment waits for the browser, or null once it is finished. */
export function pageStep(payment: {
  method: PaymentMethodSlug;
  state: SandboxPaymentState;
}): PageStep | null {
  if (isFinished(payment.state)) return null;
  return payment.state === 'requires_challenge' ? '3ds' : METHOD_STEPS[payment.method];
}

/** The path of a step page under the sandbox's mount point. */
export function stepPath(step: PageStep, paymentId: string): string {
  return `/sandbox-psp/${step}/${paymentId}`;
}

function nextStep(payment: SandboxPaymentRow, publicUrl: string): SandboxNextStep | null {
  const step = pageStep(payment);
  if (!step) return null;
  const url = publicUrl + stepPath(step, payment.id);
  switch (step) {
    case 'pay':
      return { type: 'hosted-page', url };
    case '3ds':
      return { type: 'challenge', url };
    case 'wallet':
      return { type: 'wallet', url, gatewayMerchantId: GATEWAY_MERCHANT_ID };
    case 'bank':
      return { type: 'bank-transfer', url, ...COLLECTION_ACCOUNT, reference: bankReference(payment.id) };
  }
}

/** The merchant API's view of a payment. */
export function paymentResponse(payment: SandboxPaymentRow, publicUrl: string): SandboxPaymentResponse {
  return {
    id: payment.id,
    status: merchantStatus(payment.state),
    ...(payment.failureReason ? { failureReason: payment.failureReason } : {}),
    next: nextStep(payment, publicUrl),
  };
}
