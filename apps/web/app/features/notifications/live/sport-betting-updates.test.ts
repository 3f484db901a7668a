import type { PushMessageOf } from '@casino/contracts';
import { createTranslator, MESSAGES } from '@casino/i18n';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bonusListKey, freebetsKey } from '../../../lib/bonus-query-keys';
import type { ToastOptions } from '../../../lib/toasts/toast-store';
import { PLAYER_BALANCE_KEY } from '../../../lib/wallet-query-keys';
import {
  handleSportBettingMessage,
  playerAfterSportBetting,
  SPORT_BETTING_RELOAD_DELAY_MS,
} from './sport-betting-updates';

const t = createTranslator('en', MESSAGES.en);

type SportBettingMessage = PushMessageOf<'sportBetting'>;

function message(
  action: SportBettingMessage['action'],
  data: Partial<SportBettingMessage['data']> = {},
): SportBettingMessage {
  return {
    id: `sport-${action}`,
    type: 'sportBetting',
    action,
    data: {
      playerBonusId: 31,
      bonusId: 4,
      status: action === 'updated' ? 'applied' : action,
      amount: 10_000,
      currency: 'UAH',
      convertedAmount: 0,
      ...data,
    },
  };
}

function setup() {
  const queryClient = new QueryClient();
  const keys = [bonusListKey('en', 'sport'), bonusListKey('en'), freebetsKey('en'), PLAYER_BALANCE_KEY];
  for (const key of keys) queryClient.setQueryData(key, {});
  const toasts: ToastOptions[] = [];
  const react = (push: SportBettingMessage) =>
    handleSportBettingMessage(push, { queryClient, t, lang: 'en', show: (toast) => toasts.push(toast) });
  const stale = () => keys.map((key) => queryClient.getQueryState(key)?.isInvalidated);
  return { react, toasts, stale };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a sportBetting push message', () => {
  it('reads the bonuses, the free bets and the balance again 1000 ms later, whatever its action', () => {
    for (const action of ['canceled', 'expired', 'updated', 'sleeping', 'waiting', 'rollover'] as const) {
      const { react, toasts, stale } = setup();
      react(message(action));
      vi.advanceTimersByTime(SPORT_BETTING_RELOAD_DELAY_MS - 1);
      expect(stale()).toEqual([false, false, false, false]);
      vi.advanceTimersByTime(1);
      expect(stale(), action).toEqual([true, true, true, true]);
      // Only a free bet given or over is announced.
      expect(toasts).toEqual([]);
    }
  });

  it('announces a free bet given, with its amount', () => {
    const { react, toasts } = setup();
    react(message('applied'));
    expect(toasts).toEqual([
      {
        title: 'You have a free bet of ₴100.00',
        description: 'Place it at the sportsbook: the winnings without the stake are yours.',
        tone: 'success',
      },
    ]);
  });

  it('announces a free bet over that won nothing, and leaves a win to its bet’s settlement (sportBet)', () => {
    const { react, toasts } = setup();
    react(message('completed', { convertedAmount: 8_500 }));
    react(message('completed', { convertedAmount: 0 }));
    expect(toasts).toEqual([{ title: 'Your free bet is settled: no win this time', tone: 'info' }]);
  });

  it('words its toasts in every language', () => {
    for (const lang of ['uk', 'ru', 'en'] as const) {
      const toasts: ToastOptions[] = [];
      const context = {
        queryClient: new QueryClient(),
        t: createTranslator(lang, MESSAGES[lang]),
        lang,
        show: (toast: ToastOptions) => toasts.push(toast),
      };
      handleSportBettingMessage(message('applied'), context);
      handleSportBettingMessage(message('completed', { convertedAmount: 1 }), context);
      handleSportBettingMessage(message('completed'), context);
      expect(JSON.stringify(toasts), lang).not.toMatch(/notifications\.|\{\{/);
    }
  });
});

describe('the player’s active sport bonus after a sportBetting message', () => {
  const without = { hasActiveSportBettingBonus: false };
  const withOne = { hasActiveSportBettingBonus: true };

  it('is known to be there after applied and rollover, and the player is unchanged if it was already', () => {
    expect(playerAfterSportBetting(without, 'applied')).toEqual(withOne);
    expect(playerAfterSportBetting(without, 'rollover')).toEqual(withOne);
    expect(playerAfterSportBetting(withOne, 'applied')).toBe(withOne);
  });

  it('is asked of the server after the others: another free bet may still be active', () => {
    for (const action of ['canceled', 'expired', 'completed', 'updated', 'sleeping', 'waiting'] as const) {
      expect(playerAfterSportBetting(withOne, action), action).toBeNull();
    }
  });
});
