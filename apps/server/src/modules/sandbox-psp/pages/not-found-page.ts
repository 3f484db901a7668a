import { html, type SafeHtml } from './html.ts';
import { renderPage } from './layout.ts';

/** An unknown payment link. */
export function notFoundPage(view: { nonce: string }): SafeHtml {
  const body = html`<h1>Payment not found</h1>
<p class="muted">This payment link is not valid. Start the payment again from the merchant's site.</p>`;
  return renderPage({ title: 'Payment not found', nonce: view.nonce, body });
}
