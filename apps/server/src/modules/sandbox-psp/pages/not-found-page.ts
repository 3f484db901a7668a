import type { Language } from '@casino/contracts';
import { html, type SafeHtml } from './html.ts';
import { renderPage } from './layout.ts';
import { pageTexts } from './texts/index.ts';

/** An unknown payment link, in the browser's language: there is no payment to ask. */
export function notFoundPage(view: { nonce: string; lang: Language }): SafeHtml {
  const words = pageTexts(view.lang).notFound;
  const body = html`<h1>${words.title}</h1>
<p class="muted">${words.text}</p>`;
  return renderPage({ lang: view.lang, title: words.title, nonce: view.nonce, body });
}
