import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../lib/testing/memory-storage';
import { clearReferrals, storedReferrals, storeReferral } from './referral';

beforeEach(() => vi.stubGlobal('window', { sessionStorage: memoryStorage() }));
afterEach(() => vi.unstubAllGlobals());

describe('referral links', () => {
  it('keeps the referral code and gift id for the registration', () => {
    expect(storeReferral('invited_by', 'friend-42')).toBe(true);
    expect(storeReferral('gift_id', '17')).toBe(true);
    expect(storedReferrals()).toEqual({ invited_by: 'friend-42', gift_id: '17' });
  });

  it('ignores values the server would refuse', () => {
    expect(storeReferral('invited_by', '<script>')).toBe(false);
    expect(storedReferrals()).toEqual({});
  });

  it('forgets them once used', () => {
    storeReferral('gift_id', '5');
    clearReferrals();
    expect(storedReferrals()).toEqual({});
  });
});
