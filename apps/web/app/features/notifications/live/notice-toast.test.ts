import type { Notification } from '@casino/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, getToasts } from '../../../lib/toasts/toast-store';
import { noticesAfterCashDesk } from './deferred-notices';
import { NOTICE_DURATION_MS, noticeTone, showNotice } from './notice-toast';

function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    ncMessageId: 1,
    type: 'deposit',
    systemAlias: 'deposit-complete',
    title: { uk: 'Депозит зараховано', ru: 'Депозит зачислен', en: 'Deposit received' },
    text: { uk: 'На ваш рахунок зараховано 500,00 ₴.', ru: 'Зачислено 500,00 ₴.', en: '₴500.00 added.' },
    link: null,
    sound: 'deposit',
    isReaded: false,
    createdAt: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

afterEach(() => {
  for (const item of getToasts()) dismissToast(item.id);
});

describe('notification toasts', () => {
  it('show the notification in the page language for 10 s (spec section 9: deposit toasts)', () => {
    showNotice(notification(), 'uk');
    expect(getToasts()).toEqual([
      expect.objectContaining({
        title: 'Депозит зараховано',
        description: 'На ваш рахунок зараховано 500,00 ₴.',
        tone: 'success',
        durationMs: 10_000,
      }),
    ]);
  });

  it('leave a competition prize to the competitions’ own announcement', () => {
    showNotice(notification({ type: 'bonus', systemAlias: 'competition-prize', sound: 'bonusCredit' }), 'en');
    expect(getToasts()).toEqual([]);
  });

  it('keep every notification type at the push notice time', () => {
    expect(new Set(Object.values(NOTICE_DURATION_MS))).toEqual(new Set([10_000]));
  });

  it('look like a failure for failures and like information for the rest', () => {
    expect(noticeTone({ systemAlias: 'deposit-failed' })).toBe('error');
    expect(noticeTone({ systemAlias: 'withdrawal-rejected' })).toBe('error');
    expect(noticeTone({ systemAlias: 'withdrawal-paid' })).toBe('success');
    expect(noticeTone({ systemAlias: 'withdrawal-requested' })).toBe('info');
    expect(noticeTone({ systemAlias: 'verification-approved' })).toBe('success');
    expect(noticeTone({ systemAlias: 'document-rejected' })).toBe('error');
    expect(noticeTone({ systemAlias: null })).toBe('info');
    expect(noticeTone({ systemAlias: 'constructor' })).toBe('info');
  });
});

describe('notices kept while the cash desk was open', () => {
  it('are shown after it closes, except deposit outcomes the cash desk already showed', () => {
    const paid = notification({ ncMessageId: 2, type: 'withdrawal', systemAlias: 'withdrawal-paid' });
    expect(noticesAfterCashDesk([notification(), paid])).toEqual([paid]);
  });
});
