import type { Currency } from '@casino/contracts';
import type { SandboxPaymentRow } from '../sandbox-psp.schema.ts';
import { textField } from './fields.ts';
import { html, type SafeHtml } from './html.ts';
import { amountText, cardLabel, dateText, renderPage } from './layout.ts';
import { SUBMIT_ONCE_SCRIPT } from './scripts.ts';
import { pageTexts } from './texts/index.ts';

/** The card issuer's 3-D Secure challenge: a one-time code confirms the payment, cancel or a wrong code fails it. */
export function challengePage(view: {
  payment: SandboxPaymentRow;
  nonce: string;
  now: Date;
  /** The code was submitted empty. */
  codeMissing?: boolean;
}): SafeHtml {
  const { payment } = view;
  const lang = payment.language;
  const texts = pageTexts(lang);
  const words = texts.challenge;
  const card = payment.card;
  const body = html`<h1>${words.heading}</h1>
<p class="muted">${words.intro}</p>
<dl class="details">
<dt>${texts.amount}</dt><dd>${amountText(payment.amount, payment.currency as Currency, lang)}</dd>
${card ? html`<dt>${texts.card}</dt><dd>${cardLabel(card.brand, card.last4, texts)}</dd>` : ''}
<dt>${words.date}</dt><dd>${dateText(view.now, lang)}</dd>
</dl>
<form method="post">
${textField({
  name: 'code',
  label: words.code,
  error: view.codeMissing ? words.enterCode : undefined,
  attributes: html`inputmode="numeric" autocomplete="one-time-code" maxlength="8" spellcheck="false"`,
})}
<button type="submit" name="action" value="confirm" class="primary">${words.confirm}</button>
<button type="submit" name="action" value="cancel" class="secondary">${words.cancel}</button>
</form>
<p class="hint">${words.hint}</p>`;
  return renderPage({
    lang,
    title: '3-D Secure',
    nonce: view.nonce,
    theme: 'bank',
    body,
    script: SUBMIT_ONCE_SCRIPT,
  });
}
