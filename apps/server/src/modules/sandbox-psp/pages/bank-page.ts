import type { Currency } from '@casino/contracts';
import { bankReference, COLLECTION_ACCOUNT } from '../next-step.ts';
import type { SandboxPaymentRow } from '../sandbox-psp.schema.ts';
import { html, type SafeHtml } from './html.ts';
import { amountText, renderPage } from './layout.ts';
import { SUBMIT_ONCE_SCRIPT } from './scripts.ts';

/** Bank-transfer instructions, with the sandbox's button that makes the payer's transfer arrive. */
export function bankPage(view: { payment: SandboxPaymentRow; nonce: string }): SafeHtml {
  const { payment } = view;
  const body = html`<h1>Pay by bank transfer</h1>
<p class="muted">Send exactly this amount from your bank, quoting the reference, so the payment can be matched to your account.</p>
<dl class="details">
<dt>Amount</dt><dd>${amountText(payment.amount, payment.currency as Currency)}</dd>
<dt>Beneficiary</dt><dd>${COLLECTION_ACCOUNT.beneficiary}</dd>
<dt>IBAN</dt><dd class="mono">${COLLECTION_ACCOUNT.iban.replace(/(.{4})(?=.)/g, '$1 ')}</dd>
<dt>Reference</dt><dd class="mono">${bankReference(payment.id)}</dd>
<dt>Pay by</dt><dd>${payment.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC</dd>
</dl>
<form method="post">
<button type="submit" class="primary">Simulate the incoming transfer</button>
</form>
<p class="hint">Sandbox: no bank is involved. The button makes the transfer arrive, as the bank's statement would.</p>`;
  return renderPage({ title: 'Bank transfer', nonce: view.nonce, body, script: SUBMIT_ONCE_SCRIPT });
}
