import { describe, expect, it } from 'vitest';
import type { RandomSource, RouletteBet, RouletteBetType } from '../../types.ts';
import { europeanRoulette, settleRoulette, validateRouletteParams } from './european-roulette.ts';
import { BET_LAYOUTS, colorOf, coveredNumbers, EUROPEAN_WHEEL } from './table.ts';

const bet = (type: RouletteBetType, numbers: number[], amount = 100) => ({ type, numbers, amount });
const landsOn = (number: number): RandomSource => ({ nextUint32: () => number });

/** The bets as `validateRouletteParams` accepts them, failing the test when it refuses. */
function placed(stake: number, bets: unknown[]): RouletteBet[] {
  const check = validateRouletteParams(stake, { bets });
  if (!check.ok) throw new Error(check.reason);
  return check.params.bets as RouletteBet[];
}

describe('the table', () => {
  it('has 37 pockets, 18 red and 18 black, on the real wheel order', () => {
    expect([...EUROPEAN_WHEEL].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
    expect(EUROPEAN_WHEEL.slice(0, 4)).toEqual([0, 32, 15, 19]);
    expect(EUROPEAN_WHEEL.filter((n) => colorOf(n) === 'red')).toHaveLength(18);
    expect(colorOf(0)).toBe('green');
    expect(colorOf(1)).toBe('red');
    expect(colorOf(2)).toBe('black');
  });

  it('counts every position of every bet', () => {
    const positions = Object.fromEntries(
      Object.entries(BET_LAYOUTS).map(([type, layouts]) => [type, layouts.length]),
    );
    expect(positions).toMatchObject({
      straight: 37,
      split: 60,
      street: 12,
      corner: 22,
      line: 11,
      trio: 2,
      basket: 1,
    });
    expect(positions).toMatchObject({
      column: 3,
      dozen: 3,
      red: 1,
      black: 1,
      odd: 1,
      even: 1,
      low: 1,
      high: 1,
    });
  });

  it.each([
    ['split', [1, 2]],
    ['split', [1, 4]],
    ['split', [0, 3]],
    ['street', [34, 35, 36]],
    ['corner', [32, 33, 35, 36]],
    ['line', [31, 32, 33, 34, 35, 36]],
    ['trio', [0, 2, 3]],
    ['basket', [0, 1, 2, 3]],
    ['column', [3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36]],
  ] as const)('accepts a %s on %j', (type, numbers) => {
    expect(coveredNumbers(type, [...numbers].reverse())).toEqual(numbers);
  });

  it.each([
    ['split', [3, 4]],
    ['split', [1, 3]],
    ['split', [0, 4]],
    ['street', [2, 3, 4]],
    ['corner', [3, 4, 6, 7]],
    ['corner', [34, 35, 37, 38]],
    ['line', [34, 35, 36, 37, 38, 39]],
    ['trio', [0, 1, 3]],
    ['straight', [37]],
    ['dozen', [1, 2, 3]],
    ['split', [1, 1]],
  ] as const)('refuses a %s on %j: not adjacent on the table', (type, numbers) => {
    expect(coveredNumbers(type, [...numbers])).toBeNull();
  });
});

describe('validateRouletteParams', () => {
  it('accepts bets that sum to the stake and fills in the numbers of even-money bets', () => {
    const bets = placed(300, [bet('red', []), bet('split', [17, 14]), bet('straight', [0])]);
    expect(bets[0]!.numbers).toHaveLength(18);
    expect(bets[1]!.numbers).toEqual([14, 17]);
  });

  it.each([
    [100, {}],
    [100, { bets: [] }],
    [100, { bets: 'red' }],
    [100, { bets: [bet('red', [], 50)] }],
    [100, { bets: [bet('red', [], 0)] }],
    [100, { bets: [bet('red', [], 100.5)] }],
    [100, { bets: [{ type: 'neighbours', numbers: [1], amount: 100 }] }],
    [100, { bets: [bet('split', [1, 5])] }],
    [100, { bets: [{ type: 'straight', numbers: ['7'], amount: 100 }] }],
    [100, { bets: Array.from({ length: 201 }, () => bet('red', [], 1)) }],
  ])('refuses stake %i with %j', (stake, params) => {
    expect(validateRouletteParams(stake, params).ok).toBe(false);
  });
});

describe('payouts', () => {
  it.each([
    ['straight', [17], 35],
    ['split', [17, 20], 17],
    ['street', [16, 17, 18], 11],
    ['corner', [13, 14, 16, 17], 8],
    ['line', [13, 14, 15, 16, 17, 18], 5],
    ['column', BET_LAYOUTS.column[1]!, 2],
    ['dozen', BET_LAYOUTS.dozen[1]!, 2],
    ['black', [], 1],
    ['odd', [], 1],
    ['low', [], 1],
  ] as const)('a winning %s on %j pays %i to 1 and loses its stake otherwise', (type, numbers, payout) => {
    const bets = placed(100, [bet(type, [...numbers])]);
    expect(settleRoulette(17, bets)[0]!.win).toBe(100 * (payout + 1));
    expect(settleRoulette(0, bets)[0]!.win).toBe(0);
  });

  it('pays the trio and basket 11:1 and 8:1 on zero, and even-money bets lose on zero', () => {
    expect(settleRoulette(0, [bet('trio', [0, 1, 2])])[0]!.win).toBe(1200);
    expect(settleRoulette(0, [bet('basket', [0, 1, 2, 3])])[0]!.win).toBe(900);
    expect(settleRoulette(0, [bet('even', BET_LAYOUTS.even[0]!)])[0]!.win).toBe(0);
  });

  it('plays one uniform number and sums the bets', () => {
    const bets = placed(200, [bet('straight', [5]), bet('black', [])]);
    const { win, outcome } = europeanRoulette.play(landsOn(5), 200, { bets });
    expect(outcome).toMatchObject({ number: 5, color: 'red' });
    expect(win).toBe(3600);
  });
});
