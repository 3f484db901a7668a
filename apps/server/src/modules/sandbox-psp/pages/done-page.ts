import type { PaymentFailureReason } from '@casino/contracts';
import type { SandboxPaymentRow } from '../sandbox-psp.schema.ts';
import { html, type SafeHtml } from './html.ts';
import { renderPage } from './layout.ts';
import { DONE_SCRIPT } from './scripts.ts';

const FAILURE_TEXTS: Record<PaymentFailureReason, string> = {
  declined: 'The payment was declined.',
  insufficient_funds: 'The card does not have enough funds.',
  authentication_failed: 'The 3-D Secure check was not passed.',
  expired: 'The payment session expired.',
  provider_error: 'The payment could not be processed.',
  self_excluded: 'The merchant refused the payment; it is returned to the card.',
};

const ICONS = {
  ok: html`<svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.5" aria-hidden="true"><path d="M20 6 9 17l-5-5"/></svg>`,
  fail: html`<svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.5" aria-hidden="true"><path d="M18 6 6 18M6 6l12 12"/></svg>`,
};

/** Where the browser goes when the payment ends: the merchant's success or fail URL with its payment id. */
export function returnUrlOf(payment: SandboxPaymentRow): string {
  const url = new URL(payment.state === 'succeeded' ? payment.returnSuccessUrl : payment.returnFailUrl);
  url.searchParams.set('paymentId', payment.merchantReference);
  return url.toString();
}

/**
 * The end of a payment: the result, a message to the embedding cash desk, and the move of this frame to the
 * merchant's return URL (a link does it when scripts cannot run).
 */
export function donePage(view: { payment: SandboxPaymentRow; nonce: string }): SafeHtml {
  const { payment } = view;
  const succeeded = payment.state === 'succeeded';
  const returnUrl = returnUrlOf(payment);
  const body = html`<div class="result">
<div class="icon ${succeeded ? 'ok' : 'fail'}">${succeeded ? ICONS.ok : ICONS.fail}</div>
<h1>${succeeded ? 'Payment successful' : 'Payment failed'}</h1>
<p class="muted">${succeeded ? 'Thank you. Your payment went through.' : FAILURE_TEXTS[payment.failureReason ?? 'provider_error']}</p>
<p class="hint" role="status">Returning to the merchant…</p>
<a class="button primary" href="${returnUrl}">Continue</a>
</div>`;
  return renderPage({
    title: succeeded ? 'Payment successful' : 'Payment failed',
    nonce: view.nonce,
    body,
    script: DONE_SCRIPT,
    panelAttributes: html`data-return-url="${returnUrl}" data-payment-id="${payment.merchantReference}" data-status="${payment.state}"`,
  });
}
