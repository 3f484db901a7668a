import type { PushMessageOf } from '@casino/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bonusListKey } from '../../../lib/bonus-query-keys';
import { cashbackOverviewKey } from '../../../lib/cashback-query-keys';
import { PLAYER_BALANCE_KEY } from '../../../lib/wallet-query-keys';
import { CASHBACK_RELOAD_DELAY_MS, handleCashbackMessage } from './cashback-updates';

const message: PushMessageOf<'cashback'> = {
  id: 'cashback-1',
  type: 'cashback',
  action: 'completed',
  data: {
    playerCashbackId: 7,
    programId: 1,
    status: 'completed',
    netLoss: 41_000,
    amount: 4_100,
    currency: 'UAH',
  },
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a cashback push message', () => {
  it('reads the cashback and the balance again 1000 ms later, and nothing else', () => {
    const queryClient = new QueryClient();
    const overview = cashbackOverviewKey('en');
    queryClient.setQueryData(overview, { active: null, completed: [], offers: [] });
    queryClient.setQueryData(PLAYER_BALANCE_KEY, { principal: 0, bonus: 0 });
    queryClient.setQueryData(bonusListKey('en'), { active: null });
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

    handleCashbackMessage(message, queryClient);
    vi.advanceTimersByTime(CASHBACK_RELOAD_DELAY_MS - 1);
    expect(stale(overview)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(stale(overview)).toBe(true);
    expect(stale(PLAYER_BALANCE_KEY)).toBe(true);
    expect(stale(bonusListKey('en'))).toBe(false);
  });
});
