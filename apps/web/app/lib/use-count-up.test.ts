import { describe, expect, it } from 'vitest';
import { COUNT_UP_MS, countUpValue } from './use-count-up';

describe('the balance count-up', () => {
  it('starts at the old amount and ends exactly at the new one', () => {
    expect(countUpValue(10_000, 60_000, 0)).toBe(10_000);
    expect(countUpValue(10_000, 60_000, COUNT_UP_MS)).toBe(60_000);
    expect(countUpValue(10_000, 60_000, COUNT_UP_MS * 3)).toBe(60_000);
  });

  it('moves in whole minor units, only towards the new amount', () => {
    let previous = 60_000;
    for (let elapsed = 0; elapsed <= COUNT_UP_MS; elapsed += 16) {
      const value = countUpValue(60_000, 10_000, elapsed);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeLessThanOrEqual(previous);
      previous = value;
    }
  });
});
