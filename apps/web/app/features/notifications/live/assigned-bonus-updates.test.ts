import type { PushMessageOf } from '@casino/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bonusListKey } from '../../../lib/bonus-query-keys';
import { handleAssignedBonusMessage } from './assigned-bonus-updates';
import { BONUS_RELOAD_DELAY_MS } from './bonus-updates';

const t = (key: string) => key;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function handled(message: PushMessageOf<'assignedBonus'>) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(bonusListKey('en'), { active: null });
  const show = vi.fn();
  handleAssignedBonusMessage(message, { queryClient, t, show });
  const stale = () => queryClient.getQueryState(bonusListKey('en'))?.isInvalidated;
  return { show, stale };
}

describe('an assignedBonus push message', () => {
  it('reads the bonuses again 1000 ms after an offer, with no toast', () => {
    const { show, stale } = handled({
      id: 'offer-1',
      type: 'assignedBonus',
      action: 'assigned',
      data: { offerId: 3, bonusId: 9, validUntil: '2026-12-03T12:00:00.000Z' },
    });
    vi.advanceTimersByTime(BONUS_RELOAD_DELAY_MS - 1);
    expect(stale()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(stale()).toBe(true);
    expect(show).not.toHaveBeenCalled();
  });

  it('tells the player at once that a sleeping bonus expired', () => {
    const { show } = handled({
      id: 'expired-1',
      type: 'assignedBonus',
      action: 'expired',
      data: { playerBonusId: 11, bonusId: 9 },
    });
    expect(show).toHaveBeenCalledWith({
      title: 'notifications.assignedBonus.expired',
      description: 'notifications.assignedBonus.expiredText',
      tone: 'info',
    });
  });
});
