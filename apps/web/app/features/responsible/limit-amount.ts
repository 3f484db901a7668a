import type { Currency, Language, LimitType } from '@casino/contracts';
import { formatMoney, type Translate } from '@casino/i18n';
import { formatMinutes } from './time-format';

/** A limit's figure as the player reads it: money in their currency, session time in hours and minutes. */
export function formatLimitAmount(
  amount: number,
  type: LimitType,
  context: { currency: Currency; lang: Language; t: Translate },
): string {
  return type === 'session'
    ? formatMinutes(amount, context.t)
    : formatMoney(amount, context.currency, context.lang);
}
