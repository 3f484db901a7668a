import { CARD_SUCCESS_NOTICE_MS, CURRENCIES, type Currency, type Money } from '@casino/contracts';
import { STORAGE_KEYS } from '../../../lib/browser-storage';
import { createTimedNotice } from './timed-notice';

function parseMoney(value: unknown): Money | null {
  if (typeof value !== 'object' || value === null) return null;
  const { amount, currency } = value as { amount?: unknown; currency?: unknown };
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) return null;
  if (!CURRENCIES.includes(currency as Currency)) return null;
  return { amount, currency: currency as Currency };
}

/** Spec sections 4 and 9: after a card (or light cash) deposit succeeds, a notice stays for 3 minutes. */
export const cardSuccessNotice = createTimedNotice<Money>(
  STORAGE_KEYS.cardSuccessNotice,
  CARD_SUCCESS_NOTICE_MS,
  parseMoney,
);
