import { describe, expect, it } from 'vitest';
import { canStep, initialBet, stepBet, stepIndex } from './bet-steps';

const STEPS = [10, 20, 50, 100, 200, 500];

describe('bet steps', () => {
  it('start on the smallest step', () => {
    expect(initialBet(STEPS)).toBe(10);
    expect(() => initialBet([])).toThrow();
  });

  it('find the step of a stake, or the one below a stake between steps', () => {
    expect(stepIndex(STEPS, 50)).toBe(2);
    expect(stepIndex(STEPS, 70)).toBe(2);
    expect(stepIndex(STEPS, 5)).toBe(0);
    expect(stepIndex(STEPS, 9999)).toBe(5);
  });

  it('move one step at a time and stop at the ends', () => {
    expect(stepBet(STEPS, 50, 1)).toBe(100);
    expect(stepBet(STEPS, 50, -1)).toBe(20);
    expect(stepBet(STEPS, 10, -1)).toBe(10);
    expect(stepBet(STEPS, 500, 1)).toBe(500);
    // A stake off the steps snaps onto them.
    expect(stepBet(STEPS, 70, 1)).toBe(100);
    expect(stepBet(STEPS, 70, -1)).toBe(20);
  });

  it('say whether a direction is open', () => {
    expect(canStep(STEPS, 10, -1)).toBe(false);
    expect(canStep(STEPS, 10, 1)).toBe(true);
    expect(canStep(STEPS, 500, 1)).toBe(false);
    expect(canStep([100], 100, 1)).toBe(false);
  });
});
