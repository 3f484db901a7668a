import type { Currency } from '@casino/contracts';
import { cardBrand } from '../card-validation.ts';
import type { SandboxPaymentRow } from '../sandbox-psp.schema.ts';
import { WALLET_CARDS } from '../test-cards.ts';
import { shortReference } from './fields.ts';
import { html, type SafeHtml } from './html.ts';
import { amountSummary, cardLabel, renderPage } from './layout.ts';
import { SUBMIT_ONCE_SCRIPT } from './scripts.ts';
import { pageTexts } from './texts/index.ts';

/** A simulated Google Pay or Apple Pay sheet: pick one of the wallet's test cards and pay, or cancel. */
export function walletPage(view: { payment: SandboxPaymentRow; nonce: string }): SafeHtml {
  const { payment } = view;
  const lang = payment.language;
  const texts = pageTexts(lang);
  const words = texts.wallet;
  const isApple = payment.method === 'apple_pay';
  const walletName = isApple ? 'Apple Pay' : 'Google Pay';
  const body = html`${amountSummary({ label: words.payee, amount: payment.amount, currency: payment.currency as Currency, reference: shortReference(payment.merchantReference), lang })}
<form method="post">
<fieldset class="options">
<legend>${words.payWithCard}</legend>
${WALLET_CARDS.map(
  (card, index) => html`<label class="option">
<input type="radio" name="card" value="${index}"${index === 0 ? html` checked` : ''}>
<span>${cardLabel(cardBrand(card.number), card.number.slice(-4), texts)}<small>${texts.testCards[card.behaviour]}</small></span>
</label>`,
)}
</fieldset>
<button type="submit" name="action" value="pay" class="primary">${words.pay(walletName)}</button>
<button type="submit" name="action" value="cancel" class="secondary">${words.cancel}</button>
</form>
<p class="hint">${words.hint(walletName)}</p>`;
  return renderPage({
    lang,
    title: walletName,
    nonce: view.nonce,
    theme: isApple ? 'apple' : 'google',
    body,
    script: SUBMIT_ONCE_SCRIPT,
  });
}
