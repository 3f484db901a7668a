import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../lib/testing/memory-storage';
import { keepLandingBonus, onLandingBonusKept, takePendingLandingBonus } from './landing-bonus';

describe('the landing bonus kept for after registration', () => {
  beforeEach(() => vi.stubGlobal('window', { sessionStorage: memoryStorage() }));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a slug and hands it over once', () => {
    expect(keepLandingBonus(' Landing-100 ')).toBe(true);
    expect(takePendingLandingBonus()).toBe('landing-100');
    expect(takePendingLandingBonus()).toBeNull();
  });

  it('tells who listens that one was kept', () => {
    const kept = vi.fn();
    const stop = onLandingBonusKept(kept);
    keepLandingBonus('landing-100');
    stop();
    keepLandingBonus('landing-100');
    expect(kept).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing that is not a slug', () => {
    expect(keepLandingBonus('../rest/x')).toBe(false);
    expect(keepLandingBonus('')).toBe(false);
    expect(takePendingLandingBonus()).toBeNull();
  });
});
