import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAllowedStake, playRound, STUDIO_GAMES, studioGame } from './studio-games.ts';
import type { MathCurrency, StudioGameDefinition } from './types.ts';

const CURRENCIES: MathCurrency[] = ['UAH', 'USD', 'EUR', 'RUB'];
const SLUGS = [
  'book-of-sevens',
  'cossack-gold',
  'fruit-storm',
  'dragon-pearls',
  'neon-nights',
  'viking-raid',
  'hot-sevens',
  'european-roulette',
  'lucky-dice',
  'rocket-crash',
];

const seedsArbitrary = fc.record({
  serverSeed: fc.stringMatching(/^[0-9a-f]{64}$/),
  clientSeed: fc.string({ minLength: 1, maxLength: 32 }),
  nonce: fc.nat(),
});

/** Valid parameters for a game, at total stake `bet`: roulette puts the whole stake on one bet. */
function paramsArbitrary(game: StudioGameDefinition): fc.Arbitrary<(bet: number) => Record<string, unknown>> {
  switch (game.kind) {
    case 'roulette':
      return fc
        .constantFrom<[string, number[]]>(
          ['straight', [7]],
          ['red', []],
          ['trio', [0, 1, 2]],
          ['corner', [1, 2, 4, 5]],
        )
        .map(([type, numbers]) => (bet) => ({ bets: [{ type, numbers, amount: bet }] }));
    case 'dice':
      return fc
        .record({ target: fc.integer({ min: 200, max: 9800 }), direction: fc.constantFrom('under', 'over') })
        .map((params) => () => params);
    case 'crash':
      return fc.record({ cashOut: fc.integer({ min: 101, max: 100_000 }) }).map((params) => () => params);
    default:
      return fc.constant(() => ({}));
  }
}

/** What a round drew, with everything that scales with the stake left out. */
function draws(game: StudioGameDefinition, outcome: Record<string, unknown>): unknown {
  switch (game.kind) {
    case 'video-slot':
      return [outcome.grid, (outcome.freeSpins as { grid: unknown }[]).map((spin) => spin.grid)];
    case 'classic-slot':
      return outcome.grid;
    case 'roulette':
      return outcome.number;
    case 'dice':
      return outcome.roll;
    default:
      return outcome.crashPoint;
  }
}

describe('STUDIO_GAMES', () => {
  it('holds the ten studio games, found by slug', () => {
    expect(STUDIO_GAMES.map((g) => g.slug)).toEqual(SLUGS);
    for (const slug of SLUGS) expect(studioGame(slug)?.slug).toBe(slug);
    expect(studioGame('no-such-game')).toBeUndefined();
  });

  it.each(SLUGS)(
    '%s has ascending bet steps in every currency, titles in three languages and a paytable',
    (slug) => {
      const game = studioGame(slug)!;
      for (const currency of CURRENCIES) {
        const steps = game.betSteps[currency];
        expect(steps.length).toBeGreaterThan(0);
        expect(
          steps.every(
            (step, i) => Number.isSafeInteger(step) && step > 0 && (i === 0 || step > steps[i - 1]!),
          ),
        ).toBe(true);
        if (game.kind === 'video-slot') expect(steps.every((step) => step % 20 === 0)).toBe(true);
        if (game.kind === 'classic-slot') expect(steps.every((step) => step % 5 === 0)).toBe(true);
      }
      expect(Object.keys(game.titles).sort()).toEqual(['en', 'ru', 'uk']);
      expect(game.paytable().kind).toBe(game.kind);
      expect(JSON.parse(JSON.stringify(game.paytable()))).toEqual(game.paytable());
      expect(game.minGameCycleMs).toBe(game.kind.endsWith('slot') ? 2500 : 0);
    },
  );

  it.each(SLUGS)('%s: wins are whole, never negative and never above the cap', (slug) => {
    const game = studioGame(slug)!;
    const stake = fc
      .constantFrom(...CURRENCIES)
      .chain((currency) => fc.constantFrom(...game.betSteps[currency]));
    fc.assert(
      fc.property(seedsArbitrary, stake, paramsArbitrary(game), (seeds, bet, params) => {
        const { win, outcome } = playRound(slug, seeds, bet, params(bet));
        expect(Number.isSafeInteger(win) && win >= 0 && win <= game.maxWinMultiplier * bet).toBe(true);
        expect(JSON.parse(JSON.stringify(outcome))).toEqual(outcome);
      }),
      { numRuns: 150 },
    );
  });

  it.each(SLUGS)('%s: the same seeds draw the same outcome whatever the stake', (slug) => {
    const game = studioGame(slug)!;
    const stake = fc.constantFrom(...game.betSteps.UAH, ...game.betSteps.USD);
    fc.assert(
      fc.property(seedsArbitrary, stake, stake, paramsArbitrary(game), (seeds, a, b, params) => {
        const first = playRound(slug, seeds, a, params(a));
        const second = playRound(slug, seeds, b, params(b));
        expect(draws(game, second.outcome)).toEqual(draws(game, first.outcome));
      }),
      { numRuns: 60 },
    );
  });
});

describe('playRound', () => {
  it('refuses unknown games and parameters the game refuses', () => {
    const seeds = { serverSeed: 'a', clientSeed: 'b', nonce: 0 };
    expect(() => playRound('no-such-game', seeds, 100, {})).toThrow(/unknown/);
    expect(() => playRound('lucky-dice', seeds, 100, { target: 1, direction: 'under' })).toThrow(
      /invalid params/,
    );
    expect(() => playRound('book-of-sevens', seeds, 100, { lines: 5 })).toThrow(/invalid params/);
  });
});

describe('isAllowedStake', () => {
  it('accepts only the steps of a game, in the currency', () => {
    const slot = studioGame('book-of-sevens')!;
    expect(isAllowedStake(slot, 'USD', slot.betSteps.USD[0]!)).toBe(true);
    expect(isAllowedStake(slot, 'USD', slot.betSteps.USD[0]! + 1)).toBe(false);
    expect(isAllowedStake(slot, 'UAH', 20)).toBe(false);
  });

  it('accepts any number of roulette chips up to the table maximum', () => {
    const roulette = studioGame('european-roulette')!;
    const [chip] = roulette.betSteps.USD;
    const max = roulette.betSteps.USD.at(-1)!;
    expect(isAllowedStake(roulette, 'USD', chip! * 7)).toBe(true);
    expect(isAllowedStake(roulette, 'USD', max)).toBe(true);
    expect(isAllowedStake(roulette, 'USD', max + chip!)).toBe(false);
    expect(isAllowedStake(roulette, 'USD', chip! + 1)).toBe(false);
    expect(isAllowedStake(roulette, 'USD', 0)).toBe(false);
  });
});
