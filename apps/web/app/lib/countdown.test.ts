import { describe, expect, it } from 'vitest';
import { secondsLeft } from './countdown';

describe('secondsLeft', () => {
  const until = 1_000_000 + 60_000;

  it('counts whole seconds down, rounding up so the last second shows as 1', () => {
    expect(secondsLeft(until, 1_000_000)).toBe(60);
    expect(secondsLeft(until, 1_000_001)).toBe(60);
    expect(secondsLeft(until, 1_000_999)).toBe(60);
    expect(secondsLeft(until, 1_001_000)).toBe(59);
    expect(secondsLeft(until, until - 1)).toBe(1);
  });

  it('is 0 once the moment has passed, never negative', () => {
    expect(secondsLeft(until, until)).toBe(0);
    expect(secondsLeft(until, until + 5_000)).toBe(0);
    expect(secondsLeft(0, Date.now())).toBe(0);
  });
});
