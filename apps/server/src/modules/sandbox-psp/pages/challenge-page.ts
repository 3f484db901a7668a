import type { Currency } from '@casino/contracts';
import { BRAND_LABELS, type CardBrand } from '../card-validation.ts';
import type { SandboxPaymentRow } from '../sandbox-psp.schema.ts';
import { CHALLENGE_CODE } from '../test-cards.ts';
import { textField } from './fields.ts';
import { html, type SafeHtml } from './html.ts';
import { amountText, renderPage } from './layout.ts';
import { SUBMIT_ONCE_SCRIPT } from './scripts.ts';

/** The card issuer's 3-D Secure challenge: a one-time code confirms the payment, cancel or a wrong code fails it. */
export function challengePage(view: {
  payment: SandboxPaymentRow;
  nonce: string;
  now: Date;
  error?: string;
}): SafeHtml {
  const { payment } = view;
  const card = payment.card;
  const body = html`<h1>Confirm your payment</h1>
<p class="muted">We sent a one-time code to the phone number registered with your card. Enter it to confirm this payment.</p>
<dl class="details">
<dt>Amount</dt><dd>${amountText(payment.amount, payment.currency as Currency)}</dd>
${card ? html`<dt>Card</dt><dd>${BRAND_LABELS[card.brand as CardBrand] ?? card.brand} •••• ${card.last4}</dd>` : ''}
<dt>Date</dt><dd>${view.now.toISOString().slice(0, 10)}</dd>
</dl>
<form method="post">
${textField({
  name: 'code',
  label: 'One-time code',
  error: view.error,
  attributes: html`inputmode="numeric" autocomplete="one-time-code" maxlength="8" spellcheck="false"`,
})}
<button type="submit" name="action" value="confirm" class="primary">Confirm</button>
<button type="submit" name="action" value="cancel" class="secondary">Cancel payment</button>
</form>
<p class="hint">Sandbox: the code is ${CHALLENGE_CODE}; any other code fails authentication.</p>`;
  return renderPage({
    title: '3-D Secure',
    nonce: view.nonce,
    theme: 'bank',
    body,
    script: SUBMIT_ONCE_SCRIPT,
  });
}
