import { describe, expect, it } from 'vitest';
import { flightRate, MAX_FLIGHT_S, multiplierAt, secondsTo, stepCashOut } from './crash-curve';

const RANGE = { min: 101, max: 100_000 };

describe('crash flight', () => {
  it('starts at 1.00× and never passes the crash point', () => {
    const rate = flightRate(350);
    expect(multiplierAt(0, rate, 350)).toBe(100);
    expect(multiplierAt(secondsTo(350, rate) + 5, rate, 350)).toBe(350);
    expect(multiplierAt(secondsTo(200, rate), rate, 350)).toBeGreaterThanOrEqual(199);
  });

  it('doubles in 2.5 s, and flies faster to points it could not reach in time', () => {
    expect(secondsTo(200, flightRate(300))).toBeCloseTo(2.5, 5);
    const huge = 1_000_000_00;
    expect(secondsTo(huge, flightRate(huge))).toBeCloseTo(MAX_FLIGHT_S, 5);
  });

  it('walks the cash-out ladder and stops at its ends', () => {
    expect(stepCashOut(200, 1, RANGE)).toBe(250);
    expect(stepCashOut(200, -1, RANGE)).toBe(175);
    expect(stepCashOut(210, -1, RANGE)).toBe(200);
    expect(stepCashOut(101, -1, RANGE)).toBe(101);
    expect(stepCashOut(100_000, 1, RANGE)).toBe(100_000);
  });
});
