import type { Currency } from '@casino/contracts';
import { BRAND_LABELS, cardBrand } from '../card-validation.ts';
import type { SandboxPaymentRow } from '../sandbox-psp.schema.ts';
import { WALLET_CARDS } from '../test-cards.ts';
import { shortReference } from './fields.ts';
import { html, type SafeHtml } from './html.ts';
import { amountSummary, renderPage } from './layout.ts';
import { SUBMIT_ONCE_SCRIPT } from './scripts.ts';

/** A simulated Google Pay or Apple Pay sheet: pick one of the wallet's test cards and pay, or cancel. */
export function walletPage(view: { payment: SandboxPaymentRow; nonce: string }): SafeHtml {
  const { payment } = view;
  const isApple = payment.method === 'apple_pay';
  const walletName = isApple ? 'Apple Pay' : 'Google Pay';
  const body = html`${amountSummary('Pay Sandbox merchant', payment.amount, payment.currency as Currency, shortReference(payment.merchantReference))}
<form method="post">
<fieldset class="options">
<legend>Pay with</legend>
${WALLET_CARDS.map(
  (card, index) => html`<label class="option">
<input type="radio" name="card" value="${index}"${index === 0 ? html` checked` : ''}>
<span>${BRAND_LABELS[cardBrand(card.number)]} •••• ${card.number.slice(-4)}<small>${card.description}</small></span>
</label>`,
)}
</fieldset>
<button type="submit" name="action" value="pay" class="primary">Pay with ${walletName}</button>
<button type="submit" name="action" value="cancel" class="secondary">Cancel</button>
</form>
<p class="hint">A simulated ${walletName} sheet: no real wallet is involved.</p>`;
  return renderPage({
    title: walletName,
    nonce: view.nonce,
    theme: isApple ? 'apple' : 'google',
    body,
    script: SUBMIT_ONCE_SCRIPT,
  });
}
