import type { SandboxPaymentRow } from '../sandbox-psp.schema.ts';
import { html, type SafeHtml } from './html.ts';
import { renderPage } from './layout.ts';
import { DONE_SCRIPT } from './scripts.ts';
import { pageTexts } from './texts/index.ts';

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
  const words = pageTexts(payment.language).done;
  const title = succeeded ? words.succeeded : words.failed;
  const body = html`<div class="result">
<div class="icon ${succeeded ? 'ok' : 'fail'}">${succeeded ? ICONS.ok : ICONS.fail}</div>
<h1>${title}</h1>
<p class="muted">${succeeded ? words.thanks : words.failures[payment.failureReason ?? 'provider_error']}</p>
<p class="hint" role="status">${words.returning}</p>
<a class="button primary" href="${returnUrl}">${words.continue}</a>
</div>`;
  return renderPage({
    lang: payment.language,
    title,
    nonce: view.nonce,
    body,
    script: DONE_SCRIPT,
    panelAttributes: html`data-return-url="${returnUrl}" data-payment-id="${payment.merchantReference}" data-status="${payment.state}"`,
  });
}
