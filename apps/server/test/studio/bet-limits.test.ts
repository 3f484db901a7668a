import { studioGame } from '@casino/game-math';
import { describe, expect, it } from 'vitest';
import { betProblem, sessionBetLimits } from '../../src/modules/studio/bet-limits.ts';

function game(slug: string) {
  const definition = studioGame(slug);
  if (!definition) throw new Error(`no studio game ${slug}`);
  return definition;
}

describe('session bet limits', () => {
  it("offer the game's steps that lie within the casino's limits", () => {
    const slot = game('book-of-sevens');
    const steps = slot.betSteps.UAH;
    const [low, high] = [steps[1] as number, steps[3] as number];
    expect(sessionBetLimits(slot, 'UAH', { minBet: low, maxBet: high })).toEqual({
      betSteps: steps.slice(1, 4),
      minBet: low,
      maxBet: high,
    });
  });

  it('leave nothing to play when no step fits', () => {
    const slot = game('book-of-sevens');
    const top = slot.betSteps.USD.at(-1) as number;
    expect(sessionBetLimits(slot, 'USD', { minBet: top + 1, maxBet: top + 100 })).toBeNull();
  });

  it('offer roulette chips up to the maximum, the stake bounded by the first and last chip', () => {
    const roulette = game('european-roulette');
    const chips = roulette.betSteps.EUR;
    const limits = sessionBetLimits(roulette, 'EUR', { minBet: 1, maxBet: chips[2] as number });
    expect(limits).toEqual({ betSteps: chips.slice(0, 3), minBet: chips[0], maxBet: chips[2] });
  });
});

describe('bet problems', () => {
  const slot = game('fruit-storm');
  const limits = sessionBetLimits(slot, 'UAH', { minBet: 0, maxBet: Number.MAX_SAFE_INTEGER });
  if (!limits) throw new Error('fruit-storm has UAH steps');
  const [first, second] = limits.betSteps as [number, number];

  it('accept every step', () => {
    for (const step of limits.betSteps) expect(betProblem(slot, 'UAH', limits, step)).toBeNull();
  });

  it.each([
    ['zero', 0, 'positive whole number'],
    ['negative', -first, 'positive whole number'],
    ['fractional', first + 0.5, 'positive whole number'],
    ['off the steps', first + 1, 'must be one of'],
    ['between two steps', Math.floor((first + second) / 2), 'must be one of'],
    ['above the maximum', limits.maxBet + first, 'at most'],
  ])('name a %s stake', (_name, bet, message) => {
    expect(betProblem(slot, 'UAH', limits, bet)).toContain(message);
  });

  it('take any whole number of roulette chips within the limits', () => {
    const roulette = game('european-roulette');
    const rouletteLimits = sessionBetLimits(roulette, 'UAH', { minBet: 0, maxBet: Number.MAX_SAFE_INTEGER });
    if (!rouletteLimits) throw new Error('roulette has UAH chips');
    const chip = rouletteLimits.betSteps[0] as number;
    expect(betProblem(roulette, 'UAH', rouletteLimits, chip * 3)).toBeNull();
    expect(betProblem(roulette, 'UAH', rouletteLimits, chip * 3 + 1)).toContain('chips');
    expect(betProblem(roulette, 'UAH', rouletteLimits, rouletteLimits.maxBet + chip)).toContain('at most');
  });
});
