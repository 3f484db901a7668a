import { type DicePaytable, studioGame } from '@casino/game-math';
import { describe, expect, it } from 'vitest';
import { clampTarget, flipTarget, winChanceBp } from './dice-target';

const targets = (studioGame('lucky-dice')!.paytable() as DicePaytable).targets;

describe('dice target', () => {
  it('stays inside the range of its direction', () => {
    expect(clampTarget(targets, 'under', 50)).toBe(targets.under.min);
    expect(clampTarget(targets, 'under', 99_999)).toBe(targets.under.max);
    expect(clampTarget(targets, 'over', 0)).toBe(targets.over.min);
    expect(clampTarget(targets, 'over', 5000)).toBe(5000);
  });

  it('keeps the chance of winning when the direction flips', () => {
    for (const target of [targets.under.min, 2500, 5000, 7777, targets.under.max]) {
      const flipped = flipTarget(targets, 'under', target);
      expect(winChanceBp(flipped, 'over')).toBe(winChanceBp(target, 'under'));
      expect(flipTarget(targets, 'over', flipped)).toBe(target);
    }
  });

  it('counts each winning roll as one basis point of chance', () => {
    expect(winChanceBp(5000, 'under')).toBe(5000);
    expect(winChanceBp(5000, 'over')).toBe(4999);
  });
});
