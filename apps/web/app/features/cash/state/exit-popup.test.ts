import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exitPopupAmount, markExitPopupShown, offersExitPopup } from './exit-popup';

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

beforeEach(() => vi.stubGlobal('window', { localStorage: memoryStorage(), sessionStorage: memoryStorage() }));
afterEach(() => vi.unstubAllGlobals());

describe('the exit popup', () => {
  it('is offered to a player who never deposited, on the deposit view, once per session', () => {
    expect(offersExitPopup({ depositsCount: 0, onDepositView: true })).toBe(true);
    markExitPopupShown();
    expect(offersExitPopup({ depositsCount: 0, onDepositView: true })).toBe(false);
  });

  it('is not offered to depositors or away from the deposit view', () => {
    expect(offersExitPopup({ depositsCount: 2, onDepositView: true })).toBe(false);
    expect(offersExitPopup({ depositsCount: 0, onDepositView: false })).toBe(false);
  });

  it('suggests 50 UAH, or the smallest accepted deposit in another currency', () => {
    expect(exitPopupAmount('UAH', 1_000)).toEqual({ amount: 5_000, currency: 'UAH' });
    expect(exitPopupAmount('UAH', 10_000)).toEqual({ amount: 10_000, currency: 'UAH' });
    expect(exitPopupAmount('USD', 100)).toEqual({ amount: 100, currency: 'USD' });
    expect(exitPopupAmount('USD', null)).toBeNull();
  });
});
