import { describe, expect, it } from 'vitest';
import { seededSource } from '../../random/xoshiro128.ts';
import type { RandomSource } from '../../types.ts';
import { DICE_TARGETS, diceMultiplierBp, luckyDice, validateDiceParams, winningRolls } from './lucky-dice.ts';

const rolls = (roll: number): RandomSource => ({ nextUint32: () => roll });

describe('lucky-dice', () => {
  it('wins under when the roll is below the target and over when it is above', () => {
    expect(luckyDice.play(rolls(4999), 100, { target: 5000, direction: 'under' }).outcome.won).toBe(true);
    expect(luckyDice.play(rolls(5000), 100, { target: 5000, direction: 'under' }).outcome.won).toBe(false);
    expect(luckyDice.play(rolls(5000), 100, { target: 5000, direction: 'over' }).outcome.won).toBe(false);
    expect(luckyDice.play(rolls(5001), 100, { target: 5000, direction: 'over' }).outcome.won).toBe(true);
  });

  it('pays 99% of the fair multiplier, rounded down to a basis point, and the win down to a minor unit', () => {
    expect(diceMultiplierBp(5000)).toBe(19_800);
    expect(diceMultiplierBp(100)).toBe(990_000);
    expect(diceMultiplierBp(9800)).toBe(10_102);
    const { win, outcome } = luckyDice.play(rolls(10), 333, { target: 9800, direction: 'under' });
    expect(outcome.multiplierBp).toBe(10_102);
    expect(win).toBe(Math.floor((333 * 10_102) / 10_000));
  });

  it('offers the same 1% to 98% chances in both directions', () => {
    expect(winningRolls(DICE_TARGETS.under.min, 'under')).toBe(100);
    expect(winningRolls(DICE_TARGETS.under.max, 'under')).toBe(9800);
    expect(winningRolls(DICE_TARGETS.over.max, 'over')).toBe(100);
    expect(winningRolls(DICE_TARGETS.over.min, 'over')).toBe(9800);
  });

  it.each([
    [{ target: 99, direction: 'under' }],
    [{ target: 9801, direction: 'under' }],
    [{ target: 198, direction: 'over' }],
    [{ target: 9900, direction: 'over' }],
    [{ target: 50.5, direction: 'under' }],
    [{ target: '5000', direction: 'under' }],
    [{ target: 5000, direction: 'sideways' }],
    [null],
  ])('refuses %j', (params) => {
    expect(validateDiceParams(100, params).ok).toBe(false);
  });

  it('returns what the exact formula says, within a quick simulation’s tolerance', () => {
    const source = seededSource('dice-simulation');
    const rounds = 200_000;
    let won = 0;
    for (let i = 0; i < rounds; i++)
      won += luckyDice.play(source, 10_000, { target: 2500, direction: 'over' }).win;
    const exact = (winningRolls(2500, 'over') * diceMultiplierBp(7499)) / 1e8;
    // Standard deviation of one round is about 0.57 stakes; 5 sigma of the mean is 0.0064.
    expect(Math.abs(won / rounds / 10_000 - exact)).toBeLessThan(0.0064);
  });
});
