import type { Currency } from '@casino/contracts';
import type { CardFieldErrors, CardForm } from '../card-validation.ts';
import type { SandboxPaymentRow } from '../sandbox-psp.schema.ts';
import { TEST_CARDS } from '../test-cards.ts';
import { shortReference, textField } from './fields.ts';
import { html, type SafeHtml } from './html.ts';
import { amountSummary, amountText, renderPage } from './layout.ts';
import { CARD_FORM_SCRIPT } from './scripts.ts';

const CHECK_ICON = html`<svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.5" aria-hidden="true"><path d="M20 6 9 17l-5-5"/></svg>`;

/** The hosted card page: the card form, errors beside their fields, and the test cards for developers. */
export function cardPage(view: {
  payment: SandboxPaymentRow;
  nonce: string;
  values?: Partial<CardForm>;
  errors?: CardFieldErrors;
}): SafeHtml {
  const { payment, values = {}, errors = {} } = view;
  const currency = payment.currency as Currency;
  const hasErrors = Object.keys(errors).length > 0;
  const body = html`${amountSummary('Amount to pay', payment.amount, currency, shortReference(payment.merchantReference))}
<form method="post" novalidate>
${hasErrors ? html`<div class="alert" role="alert">Check the highlighted fields and try again.</div>` : ''}
${textField({
  name: 'number',
  label: 'Card number',
  value: values.number,
  error: errors.number,
  attributes: html`inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23" spellcheck="false"`,
})}
<div class="row">
${textField({
  name: 'expiry',
  label: 'Expiry date',
  value: values.expiry,
  error: errors.expiry,
  attributes: html`inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" maxlength="7"`,
})}
${textField({
  name: 'cvv',
  label: 'Security code',
  error: errors.cvv,
  attributes: html`inputmode="numeric" autocomplete="cc-csc" placeholder="CVV" maxlength="4"`,
})}
</div>
${textField({
  name: 'holder',
  label: 'Name on card',
  value: values.holder,
  error: errors.holder,
  attributes: html`autocomplete="cc-name" placeholder="As printed on the card" maxlength="100"`,
})}
${payment.saveCard ? html`<p class="note">${CHECK_ICON} This card will be saved for one-click payments.</p>` : ''}
<button type="submit" class="primary">Pay ${amountText(payment.amount, currency)}</button>
</form>
<details class="tests">
<summary>Test cards</summary>
<ul>
${TEST_CARDS.map(
  (card) =>
    html`<li><button type="button" class="fill" data-card="${groupDigits(card.number)}">${groupDigits(card.number)}</button><span>${card.description}</span></li>`,
)}
</ul>
<p class="hint">Any future expiry date and any 3-digit code. Every other valid number succeeds.</p>
</details>`;
  return renderPage({ title: 'Pay by card', nonce: view.nonce, body, script: CARD_FORM_SCRIPT });
}

function groupDigits(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}
