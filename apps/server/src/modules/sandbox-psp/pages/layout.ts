import type { Currency, Language } from '@casino/contracts';
import { formatMoney, LOCALES } from '@casino/i18n';
import { BRAND_LABELS, type CardBrand } from '../card-validation.ts';
import { html, SafeHtml } from './html.ts';
import { type PageTexts, pageTexts } from './texts/index.ts';

/** Who the page speaks for: the payment service itself, the card's bank (3-D Secure), or a wallet sheet. */
export type PageTheme = 'psp' | 'bank' | 'google' | 'apple';

/** The header of each theme: its mark, its (proper) name, and its badge, worded in the page's language. */
const HEADERS: Record<PageTheme, { mark: string; name: string; badge: (texts: PageTexts) => string }> = {
  psp: { mark: 'S', name: 'Sandbox Payments', badge: (texts) => texts.testModeBadge },
  bank: { mark: 'B', name: 'Sandbox Bank', badge: () => '3-D Secure' },
  google: { mark: 'G', name: 'Google Pay', badge: (texts) => texts.simulatedBadge },
  apple: { mark: 'A', name: 'Apple Pay', badge: (texts) => texts.simulatedBadge },
};

const STYLES = `
:root{color-scheme:light dark;--bg:#f3f4f6;--panel:#fff;--text:#111827;--muted:#6b7280;--line:#d1d5db;--accent:#4f46e5;--accent-text:#fff;--ring:rgba(79,70,229,.25);--danger:#dc2626;--ok:#059669;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",sans-serif}
@media (prefers-color-scheme:dark){:root{--bg:#0f1115;--panel:#181b21;--text:#f3f4f6;--muted:#9ca3af;--line:#374151;--accent:#6366f1}}
.theme-bank{--accent:#0f766e;--ring:rgba(15,118,110,.25)}
.theme-google,.theme-apple{--accent:#000;--ring:rgba(0,0,0,.2)}
.theme-apple{--bg:#1c1c1e;--panel:#2c2c2e;--text:#f5f5f7;--muted:#a1a1a6;--line:#48484a;color-scheme:dark}
.theme-apple .primary{background:#f5f5f7;color:#000}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:var(--bg);color:var(--text);display:flex;justify-content:center;align-items:flex-start;padding:24px 12px}
.panel{width:100%;max-width:440px;background:var(--panel);border-radius:14px;box-shadow:0 1px 2px rgba(0,0,0,.06),0 10px 30px rgba(0,0,0,.08);padding:24px}
.wide{max-width:960px}
.top{display:flex;align-items:center;gap:10px;margin-bottom:20px;font-weight:600}
.mark{display:inline-grid;place-items:center;width:30px;height:30px;border-radius:8px;background:var(--accent);color:var(--accent-text);font-size:15px}
.theme-apple .mark{background:#f5f5f7;color:#000}
.badge{margin-left:auto;font-size:12px;font-weight:600;color:#92400e;background:#fef3c7;border-radius:999px;padding:2px 10px;white-space:nowrap}
h1{font-size:20px;line-height:1.3;margin:0 0 8px}
p{margin:0 0 12px}
.muted,.hint{color:var(--muted);font-size:14px}
.summary{border:1px solid var(--line);border-radius:10px;padding:14px 16px;margin-bottom:20px}
.summary .label{font-size:13px;color:var(--muted)}
.summary .amount{font-size:28px;font-weight:700;letter-spacing:-.01em;line-height:1.25}
.summary .ref{font-size:12px;color:var(--muted);overflow-wrap:anywhere}
.field{margin-bottom:14px}
.field label{display:block;font-size:14px;font-weight:500;margin-bottom:6px}
input[type=text]{width:100%;height:48px;border:1px solid var(--line);border-radius:8px;padding:0 12px;font:inherit;font-size:16px;background:transparent;color:inherit;transition:border-color .15s,box-shadow .15s}
input[type=text]:focus{outline:none;border-color:var(--accent);box-shadow:0 0 0 3px var(--ring)}
.invalid input[type=text]{border-color:var(--danger)}
.invalid input[type=text]:focus{box-shadow:0 0 0 3px rgba(220,38,38,.2)}
.error{margin:6px 0 0;font-size:13px;color:var(--danger)}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.alert{border-radius:8px;background:rgba(220,38,38,.08);color:var(--danger);padding:10px 12px;font-size:14px;margin-bottom:16px}
.note{display:flex;gap:8px;align-items:center;font-size:14px;color:var(--muted);margin:4px 0 16px}
button,.button{display:flex;align-items:center;justify-content:center;gap:8px;width:100%;min-height:48px;border:0;border-radius:10px;padding:0 16px;font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
.primary{background:var(--accent);color:var(--accent-text)}
.primary:hover{filter:brightness(1.1)}
.primary:focus-visible,.secondary:focus-visible{outline:3px solid var(--ring);outline-offset:2px}
.secondary{background:transparent;color:var(--muted);margin-top:8px}
.secondary:hover{color:var(--text)}
button:disabled{opacity:.6;cursor:progress}
.options{border:0;padding:0;margin:0 0 16px}
.options legend{font-size:14px;font-weight:500;margin-bottom:6px;padding:0}
.option{display:flex;align-items:center;gap:12px;border:1px solid var(--line);border-radius:10px;padding:12px 14px;margin-bottom:8px;cursor:pointer}
.option:has(input:checked){border-color:var(--accent);box-shadow:0 0 0 1px var(--accent)}
.theme-apple .option:has(input:checked){border-color:#f5f5f7;box-shadow:0 0 0 1px #f5f5f7}
.option small{display:block;color:var(--muted);font-size:13px}
.option input{accent-color:var(--accent);width:18px;height:18px;margin:0}
.details{display:grid;grid-template-columns:auto 1fr;gap:10px 16px;margin:16px 0 20px;font-size:15px}
.details dt{color:var(--muted)}
.details dd{margin:0;text-align:right;font-weight:500;overflow-wrap:anywhere}
.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;letter-spacing:.02em}
.tests{margin-top:18px;font-size:14px;border-top:1px solid var(--line);padding-top:12px}
.tests summary{cursor:pointer;color:var(--muted)}
.tests ul{list-style:none;padding:0;margin:8px 0}
.tests li{display:flex;justify-content:space-between;align-items:center;gap:8px;padding:3px 0}
.tests li span{color:var(--muted);text-align:right}
.fill{display:inline;width:auto;min-height:0;padding:0;background:none;color:var(--accent);font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-weight:500;text-align:left}
.result{text-align:center}
.icon{display:inline-grid;place-items:center;width:56px;height:56px;border-radius:50%;margin:8px auto 12px}
.icon.ok{background:rgba(5,150,105,.12);color:var(--ok)}
.icon.fail{background:rgba(220,38,38,.1);color:var(--danger)}
.foot{margin-top:20px;display:flex;gap:6px;align-items:center;justify-content:center;font-size:12px;color:var(--muted)}
table{width:100%;border-collapse:collapse;font-size:14px}
th,td{text-align:left;padding:8px 10px;border-bottom:1px solid var(--line);white-space:nowrap}
th{color:var(--muted);font-weight:500}
td.num{text-align:right;font-variant-numeric:tabular-nums}
.status{border-radius:999px;padding:2px 8px;font-size:12px;font-weight:600}
.status.paid{background:rgba(5,150,105,.12);color:var(--ok)}
.status.failed{background:rgba(220,38,38,.1);color:var(--danger)}
.scroll{overflow-x:auto}
form{margin:0 0 16px}
@media (max-width:480px){body{padding:0}.panel{max-width:none;min-height:100vh;border-radius:0;box-shadow:none;padding:20px 16px}}
@media (max-width:360px){.row{gap:8px}.summary .amount{font-size:24px}}
`;

const LOCK_ICON = html`<svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.5" aria-hidden="true"><rect x="4" y="11" width="16" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/></svg>`;

export interface PageOptions {
  /** The language the page speaks: the payment's, or the browser's when there is no payment. */
  lang: Language;
  title: string;
  nonce: string;
  body: SafeHtml;
  theme?: PageTheme;
  /** Inline script run with the response's nonce. */
  script?: string;
  /** Attributes of the panel, e.g. data the script reads. */
  panelAttributes?: SafeHtml;
  wide?: boolean;
}

/** The document every sandbox page shares: one panel, inline styles and scripts allowed by the nonce only. */
export function renderPage(options: PageOptions): SafeHtml {
  const theme = options.theme ?? 'psp';
  const header = HEADERS[theme];
  const texts = pageTexts(options.lang);
  const script = options.script
    ? new SafeHtml(`<script nonce="${options.nonce}">${options.script}</script>`)
    : '';
  return html`<!doctype html>
<html lang="${options.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<link rel="icon" href="data:,">
<title>${options.title} · ${header.name}</title>
<style nonce="${options.nonce}">${new SafeHtml(STYLES)}</style>
</head>
<body class="theme-${theme}">
<main class="panel${options.wide ? ' wide' : ''}" ${options.panelAttributes ?? ''}>
<header class="top"><span class="mark" aria-hidden="true">${header.mark}</span><span>${header.name}</span><span class="badge">${header.badge(texts)}</span></header>
${options.body}
<footer class="foot">${LOCK_ICON} ${texts.footer}</footer>
</main>
${script}
</body>
</html>
`;
}

/** The amount a page asks for, formatted for people in the page's language. */
export function amountText(amount: number, currency: Currency, lang: Language): string {
  return formatMoney(amount, currency, lang);
}

/** A day and time in UTC, written the language's way, e.g. '28 лист. 2026 р., 14:07 UTC'. */
export function dateTimeText(date: Date, lang: Language): string {
  const text = new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
  return `${text} UTC`;
}

/** A day in UTC, written the language's way, e.g. '28 листопада 2026 р.'. */
export function dateText(date: Date, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A card as payers recognise it: its brand and last four digits. */
export function cardLabel(brand: string, last4: string, texts: PageTexts): string {
  const label = Object.hasOwn(BRAND_LABELS, brand)
    ? BRAND_LABELS[brand as Exclude<CardBrand, 'unknown'>]
    : texts.unknownBrand;
  return `${label} •••• ${last4}`;
}

/** The amount box at the top of payment pages. */
export function amountSummary(view: {
  label: string;
  amount: number;
  currency: Currency;
  reference: string;
  lang: Language;
}): SafeHtml {
  const texts = pageTexts(view.lang);
  return html`<section class="summary" aria-label="${texts.paymentSummary}">
<div class="label">${view.label}</div>
<div class="amount">${amountText(view.amount, view.currency, view.lang)}</div>
<div class="ref">${texts.order(view.reference)}</div>
</section>`;
}
