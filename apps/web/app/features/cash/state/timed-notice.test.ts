import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/browser-storage';
import { cardSuccessNotice } from './card-success-notice';
import { suspendTransactions, transactionsSuspension } from './transactions-suspension';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

let session: Storage;
beforeEach(() => {
  session = memoryStorage();
  vi.stubGlobal('window', { localStorage: memoryStorage(), sessionStorage: session });
});
afterEach(() => {
  transactionsSuspension.clear();
  cardSuccessNotice.clear();
  vi.unstubAllGlobals();
});

describe('the transactions suspension', () => {
  it('is on for 60 s after a failed deposit, then off by itself', () => {
    const now = 1_000_000;
    suspendTransactions(now);
    expect(transactionsSuspension.current(now)).toEqual({ until: now + 60_000, data: true });
    expect(transactionsSuspension.current(now + 59_999)).not.toBeNull();
    expect(transactionsSuspension.current(now + 60_000)).toBeNull();
  });

  it('survives a reload of the page through session storage', () => {
    suspendTransactions(Date.now());
    expect(JSON.parse(session.getItem(STORAGE_KEYS.transactionsSuspension) ?? '{}')).toMatchObject({
      data: true,
    });
  });
});

describe('the card success notice', () => {
  it('lasts 3 minutes and says how much was credited', () => {
    const now = 2_000_000;
    cardSuccessNotice.start({ amount: 50_000, currency: 'UAH' }, now);
    expect(cardSuccessNotice.current(now + 179_999)?.data).toEqual({ amount: 50_000, currency: 'UAH' });
    expect(cardSuccessNotice.current(now + 180_000)).toBeNull();
  });
});
