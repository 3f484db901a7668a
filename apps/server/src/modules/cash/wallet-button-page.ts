import { escapeHtml } from '../../platform/http/escape-html.ts';
export type WalletButtonKind = 'google_pay' | 'apple_pay';

export interface WalletButtonPage {
  kind: WalletButtonKind;
  lang: string;
  nonce: string;
  /** The provider's wallet sheet for the payment; null draws the button disabled (nothing to pay). */
  sheetUrl: string | null;
  /** The payment's amount as the player reads it, for assistive technology. */
  amountLabel: string | null;
}

/** An apple with a bite and a leaf, drawn inline: the page loads nothing. */
const APPLE_PATH =
  'M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.8-.8-3-.8-1.5 0-3 .9-3.8 ' +
  '2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 ' +
  '1.3-2.6 1.3-2.6-.1 0-2.5-1-2.5-3.8zM14.1 5.8c.6-.8 1.1-1.8 1-2.9-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.8 1 .1 ' +
  '2.1-.5 2.7-1.3z';

/** The button's mark: the wallet's own name, which reads the same in every language. */
const MARKS: Record<WalletButtonKind, { name: string; mark: string }> = {
  google_pay: {
    name: 'Google Pay',
    mark: '<span class="g" aria-hidden="true"><b>G</b></span><span aria-hidden="true">Pay</span>',
  },
  apple_pay: {
    name: 'Apple Pay',
    mark: `<svg class="apple" viewBox="0 0 24 24" aria-hidden="true"><path d="${APPLE_PATH}"/></svg><span aria-hidden="true">Pay</span>`,
  },
};

const STYLES = `
html,body{margin:0;padding:0;background:transparent;height:100%}
body{display:flex;align-items:stretch;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.button{box-sizing:border-box;flex:1;display:flex;align-items:center;justify-content:center;gap:6px;
  border-radius:8px;background:#000;color:#fff;text-decoration:none;font-size:20px;font-weight:500;
  letter-spacing:.2px;min-height:44px;border:1px solid #000;cursor:pointer}
.button:focus-visible{outline:3px solid #8ab4f8;outline-offset:2px}
.button[aria-disabled="true"]{opacity:.45;cursor:not-allowed}
.apple_pay{height:53px;min-height:53px;max-height:53px;border-radius:6px}
.google_pay{height:48px;border-radius:24px}
.g b{display:inline-grid;place-items:center;width:24px;height:24px;border-radius:50%;background:#fff;
  color:#4285f4;font:700 17px/1 system-ui,sans-serif}
.apple{width:22px;height:22px;fill:#fff;margin-top:-3px}
`;

/**
 * A wallet button made to live in an iframe of the cash desk: one Google Pay or Apple Pay style button (the Apple
 * Pay one 53 px high, spec section 9) that opens the provider's wallet sheet for the payment in the same frame.
 * The sheet reports the result to the cash desk itself. No script: the button is a link.
 */
export function renderWalletButtonPage(page: WalletButtonPage): string {
  const { name, mark } = MARKS[page.kind];
  const label = escapeHtml(page.amountLabel ? `${name}: ${page.amountLabel}` : name);
  const button = page.sheetUrl
    ? `<a class="button ${page.kind}" href="${escapeHtml(page.sheetUrl)}" aria-label="${label}">${mark}</a>`
    : `<span class="button ${page.kind}" role="link" aria-disabled="true" aria-label="${label}">${mark}</span>`;
  return `<!doctype html>
<html lang="${escapeHtml(page.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(name)}</title>
<style nonce="${escapeHtml(page.nonce)}">${STYLES}</style>
</head>
<body>${button}</body>
</html>
`;
}

/** The page's own policy: its one inline style, nothing else loaded, framed only by the site itself. */
export function walletButtonPolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}
