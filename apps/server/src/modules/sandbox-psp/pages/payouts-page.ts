import type { Currency } from '@casino/contracts';
import { maskIban } from '../iban.ts';
import type { SandboxPayoutRow } from '../sandbox-psp.schema.ts';
import { html, type SafeHtml } from './html.ts';
import { amountText, renderPage } from './layout.ts';

/** The developers' list of payouts the sandbox recorded, newest first; in English, as developers' tools are. */
export function payoutsPage(view: { payouts: SandboxPayoutRow[]; nonce: string }): SafeHtml {
  const rows = view.payouts.map(
    (payout) => html`<tr>
<td>${payout.createdAt.toISOString().slice(0, 19).replace('T', ' ')}</td>
<td class="mono">${payout.merchantReference}</td>
<td class="num">${amountText(payout.amount, payout.currency as Currency, 'en')}</td>
<td>${payout.destinationKind === 'iban' ? maskIban(payout.destination) : html`card <span class="mono">${payout.destination}</span>`}</td>
<td><span class="status ${payout.status}">${payout.status}</span>${payout.failureReason ? html` <span class="muted">${payout.failureReason}</span>` : ''}</td>
</tr>`,
  );
  const body = html`<h1>Payouts</h1>
<p class="muted">Withdrawals the merchant paid out through the sandbox (newest first, ${view.payouts.length} shown).</p>
<div class="scroll"><table>
<thead><tr><th>Time (UTC)</th><th>Merchant reference</th><th>Amount</th><th>Destination</th><th>Status</th></tr></thead>
<tbody>${rows.length > 0 ? rows : html`<tr><td colspan="5" class="muted">No payouts yet.</td></tr>`}</tbody>
</table></div>`;
  return renderPage({ lang: 'en', title: 'Payouts', nonce: view.nonce, body, wide: true });
}
