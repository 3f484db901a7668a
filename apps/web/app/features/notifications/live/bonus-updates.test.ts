import type { PushMessageOf } from '@casino/contracts';
import { createTranslator, MESSAGES } from '@casino/i18n';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bonusListKey, depositBonusesKey } from '../../../lib/bonus-query-keys';
import { installModals } from '../../../lib/modals/modal-registry';
import { closeModal, getModalState } from '../../../lib/modals/modal-store';
import type { ToastOptions } from '../../../lib/toasts/toast-store';
import { PLAYER_BALANCE_KEY } from '../../../lib/wallet-query-keys';
import { BONUS_RELOAD_DELAY_MS, handleBonusMessage } from './bonus-updates';

const t = createTranslator('en', MESSAGES.en);

type BonusMessage = PushMessageOf<'bonus'>;

function statusMessage(
  action: 'assigned' | 'applied' | 'complete' | 'canceled',
  data: Partial<Exclude<BonusMessage, { action: 'rejected' | 'restore' | 'insurance-reject' }>['data']> = {},
): BonusMessage {
  return {
    id: `bonus-${action}`,
    type: 'bonus',
    action,
    data: {
      playerBonusId: 30,
      bonusId: 3,
      status: 'completed',
      amount: 50_000,
      currency: 'UAH',
      convertedAmount: 0,
      ...data,
    },
  };
}

function setup() {
  const queryClient = new QueryClient();
  const list = bonusListKey('en');
  queryClient.setQueryData(list, { active: null });
  queryClient.setQueryData(depositBonusesKey(50_000, 'en'), []);
  queryClient.setQueryData(PLAYER_BALANCE_KEY, { principal: 0, bonus: 50_000 });
  const toasts: ToastOptions[] = [];
  const react = (message: BonusMessage) =>
    handleBonusMessage(message, { queryClient, t, lang: 'en', show: (toast) => toasts.push(toast) });
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { react, toasts, stale, list };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a bonus push message', () => {
  it('reads the bonuses and the balance again 1000 ms later, whatever its action', () => {
    for (const action of ['assigned', 'applied'] as const) {
      const { react, toasts, stale, list } = setup();
      react(statusMessage(action, { status: 'applied' }));
      // Spec section 4: the page reloads after 1000 ms, not before.
      vi.advanceTimersByTime(999);
      expect(stale(list)).toBe(false);
      expect(stale(PLAYER_BALANCE_KEY)).toBe(false);
      vi.advanceTimersByTime(1);
      expect(stale(list)).toBe(true);
      expect(stale(depositBonusesKey(50_000, 'en'))).toBe(true);
      expect(stale(PLAYER_BALANCE_KEY)).toBe(true);
      // Taking and activating only move the page.
      expect(toasts).toEqual([]);
    }
  });

  it('announces a completed bonus with the real money it became', () => {
    const { react, toasts } = setup();
    react(statusMessage('complete', { convertedAmount: 123_450 }));
    expect(toasts).toEqual([{ title: 'Bonus wagered: ₴1,234.50 is now real money', tone: 'success' }]);
  });

  it('announces a bonus spent to nothing as ended, without an amount', () => {
    const { react, toasts } = setup();
    react(statusMessage('complete', { convertedAmount: 0 }));
    expect(toasts).toEqual([{ title: 'Bonus ended', tone: 'info' }]);
  });

  it('says a cancelled bonus was cancelled and an expired one ran out, both that real money stays', () => {
    const { react, toasts } = setup();
    react(statusMessage('canceled', { status: 'canceled' }));
    react(statusMessage('canceled', { status: 'expired' }));
    const text = 'The bonus balance was forfeited; your real money stays on your balance.';
    expect(toasts).toEqual([
      { title: 'Bonus cancelled', description: text, tone: 'info' },
      { title: 'The bonus’s time ran out', description: text, tone: 'info' },
    ]);
  });

  it('says a deposit was credited without its bonus, and why', () => {
    const { react, toasts, stale, list } = setup();
    react({
      id: 'bonus-rejected',
      type: 'bonus',
      action: 'rejected',
      data: { bonusId: 3, paymentId: 'pay-1', amount: 10_000, currency: 'UAH', reason: 'deposit_amount' },
    });
    expect(toasts).toEqual([
      {
        title: 'Deposit credited without the bonus',
        description: 'The deposit amount is outside the bonus’s terms.',
        tone: 'error',
      },
    ]);
    vi.advanceTimersByTime(BONUS_RELOAD_DELAY_MS);
    expect(stale(list)).toBe(true);
  });

  it('opens the RiskBonusPopup with a deposit insurance outcome, and reloads the page', () => {
    installModals({ RiskBonusPopup: { load: () => new Promise(() => {}), audience: 'player' } });
    const { react, toasts, stale, list } = setup();
    react({
      id: 'bonus-restore',
      type: 'bonus',
      action: 'restore',
      data: {
        insuranceId: 7,
        programId: 1,
        status: 'restored',
        depositAmount: 30_000,
        amount: 15_000,
        currency: 'UAH',
        reason: null,
      },
    });
    expect(getModalState()).toMatchObject({
      name: 'RiskBonusPopup',
      open: true,
      params: { outcome: 'restore', insuranceId: '7', amount: '15000', currency: 'UAH' },
    });
    expect(toasts).toEqual([]);
    vi.advanceTimersByTime(BONUS_RELOAD_DELAY_MS);
    expect(stale(list)).toBe(true);
    closeModal();
    installModals({});
  });
});
