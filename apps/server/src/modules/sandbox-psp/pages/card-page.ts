import type { Currency } from '@casino/contracts';
import type { CardFieldErrors, CardForm } from '../card-validation.ts';
import type { SandboxPaymentRow } from '../sandbox-psp.schema.ts';
import { TEST_CARDS } from '../test-cards.ts';
import { shortReference, textField } from './fields.ts';
import { html, type SafeHtml } from './html.ts';
import { amountSummary, amountText, renderPage } from './layout.ts';
import { CARD_FORM_SCRIPT } from './scripts.ts';
import { pageTexts } from './texts/index.ts';

const CHECK_ICON = html`<svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.5" aria-hidden="true"><path d="M20 6 9 17l-5-5"/></svg>`;

/** The hosted card page: the card form, errors beside their fields, and the test cards for developers. */
export function cardPage(view: {
  payment: SandboxPaymentRow;
  nonce: string;
  values?: Partial<CardForm>;
  errors?: CardFieldErrors;
}): SafeHtml {
  const { payment, values = {}, errors = {} } = view;
  const lang = payment.language;
  const texts = pageTexts(lang);
  const words = texts.cardPage;
  const errorText = (field: keyof CardForm) => {
    const error = errors[field];
    return error && texts.cardErrors[error];
  };
  const currency = payment.currency as Currency;
  const hasErrors = Object.keys(errors).length > 0;
  const body = html`${amountSummary({ label: words.amountToPay, amount: payment.amount, currency, reference: shortReference(payment.merchantReference), lang })}
<form method="post" novalidate>
${hasErrors ? html`<div class="alert" role="alert">${words.checkFields}</div>` : ''}
${textField({
  name: 'number',
  label: words.number,
  value: values.number,
  error: errorText('number'),
  attributes: html`inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23" spellcheck="false"`,
})}
<div class="row">
${textField({
  name: 'expiry',
  label: words.expiry,
  value: values.expiry,
  error: errorText('expiry'),
  attributes: html`inputmode="numeric" autocomplete="cc-exp" placeholder="${words.expiryPlaceholder}" maxlength="7"`,
})}
${textField({
  name: 'cvv',
  label: words.securityCode,
  error: errorText('cvv'),
  attributes: html`inputmode="numeric" autocomplete="cc-csc" placeholder="CVV" maxlength="4"`,
})}
</div>
${textField({
  name: 'holder',
  label: words.holder,
  value: values.holder,
  error: errorText('holder'),
  attributes: html`autocomplete="cc-name" placeholder="${words.holderPlaceholder}" maxlength="100"`,
})}
${payment.saveCard ? html`<p class="note">${CHECK_ICON} ${words.willBeSaved}</p>` : ''}
<button type="submit" class="primary">${words.pay(amountText(payment.amount, currency, lang))}</button>
</form>
<details class="tests">
<summary>${words.testCards}</summary>
<ul>
${TEST_CARDS.map(
  (card) =>
    html`<li><button type="button" class="fill" data-card="${groupDigits(card.number)}">${groupDigits(card.number)}</button><span>${texts.testCards[card.behaviour]}</span></li>`,
)}
</ul>
<p class="hint">${words.testCardsHint}</p>
</details>`;
  return renderPage({ lang, title: words.title, nonce: view.nonce, body, script: CARD_FORM_SCRIPT });
}

function groupDigits(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}
