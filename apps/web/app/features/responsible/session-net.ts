import type { Currency, Language } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';

/** A session's net position (wins minus stakes) with its sign, and its colour: a gain '+', a loss the minus. */
export function formatNet(
  net: number,
  currency: Currency,
  lang: Language,
): { text: string; tone: 'text-win' | 'text-danger' | 'text-fg' } {
  const text = formatMoney(net, currency, lang);
  if (net > 0) return { text: `+${text}`, tone: 'text-win' };
  return { text, tone: net < 0 ? 'text-danger' : 'text-fg' };
}
