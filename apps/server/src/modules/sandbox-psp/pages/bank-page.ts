import type { Currency } from '@casino/contracts';
import { bankReference, COLLECTION_ACCOUNT } from '../next-step.ts';
import type { SandboxPaymentRow } from '../sandbox-psp.schema.ts';
import { html, type SafeHtml } from './html.ts';
import { amountText, dateTimeText, renderPage } from './layout.ts';
import { SUBMIT_ONCE_SCRIPT } from './scripts.ts';
import { pageTexts } from './texts/index.ts';

/** Bank-transfer instructions, with the sandbox's button that makes the payer's transfer arrive. */
export function bankPage(view: { payment: SandboxPaymentRow; nonce: string }): SafeHtml {
  const { payment } = view;
  const lang = payment.language;
  const texts = pageTexts(lang);
  const words = texts.bank;
  const body = html`<h1>${words.heading}</h1>
<p class="muted">${words.intro}</p>
<dl class="details">
<dt>${texts.amount}</dt><dd>${amountText(payment.amount, payment.currency as Currency, lang)}</dd>
<dt>${words.beneficiary}</dt><dd>${COLLECTION_ACCOUNT.beneficiary}</dd>
<dt>IBAN</dt><dd class="mono">${COLLECTION_ACCOUNT.iban.replace(/(.{4})(?=.)/g, '$1 ')}</dd>
<dt>${words.reference}</dt><dd class="mono">${bankReference(payment.id)}</dd>
<dt>${words.payBy}</dt><dd>${dateTimeText(payment.expiresAt, lang)}</dd>
</dl>
<form method="post">
<button type="submit" class="primary">${words.simulate}</button>
</form>
<p class="hint">${words.hint}</p>`;
  return renderPage({ lang, title: words.title, nonce: view.nonce, body, script: SUBMIT_ONCE_SCRIPT });
}
