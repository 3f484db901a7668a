import { describe, expect, it } from 'vitest';
import { stepCashOut } from './cash-out-ladder';

const RANGE = { min: 101, max: 100_000 };

describe('the automatic cash-out ladder', () => {
  it('walks the rungs and stops at its ends', () => {
    expect(stepCashOut(200, 1, RANGE)).toBe(250);
    expect(stepCashOut(200, -1, RANGE)).toBe(175);
    expect(stepCashOut(210, -1, RANGE)).toBe(200);
    expect(stepCashOut(101, -1, RANGE)).toBe(101);
    expect(stepCashOut(100_000, 1, RANGE)).toBe(100_000);
  });
});
