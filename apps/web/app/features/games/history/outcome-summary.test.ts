import { createTranslator, MESSAGES } from '@casino/i18n';
import { describe, expect, it } from 'vitest';
import { outcomeSummary } from './outcome-summary';

const en = createTranslator('en', MESSAGES.en);
const uk = createTranslator('uk', MESSAGES.uk);

describe('a round outcome in words', () => {
  it('counts the winning lines, free spins and scatter of a slot', () => {
    const outcome = {
      grid: [],
      lineWins: [{ line: 0 }, { line: 3 }],
      scatterWin: 500,
      freeSpinsAwarded: 10,
      freeSpins: [],
      multiplier: 3,
      totalWin: 4_200,
    };
    expect(outcomeSummary('video-slot', outcome, en, 'en')).toBe('2 winning lines · 10 free spins · scatter');
    expect(outcomeSummary('classic-slot', { grid: [], lineWins: [], totalWin: 0 }, en, 'en')).toBe(
      'No winning lines',
    );
    expect(
      outcomeSummary('classic-slot', { grid: [], lineWins: [{ line: 1 }], totalWin: 10 }, uk, 'uk'),
    ).toBe('1 виграшна лінія');
  });

  it('names the roulette number, its colour and the bets', () => {
    expect(outcomeSummary('roulette', { number: 17, color: 'black', bets: [{}, {}, {}] }, en, 'en')).toBe(
      '17 black · 3 bets',
    );
  });

  it('shows the dice roll against its target', () => {
    expect(
      outcomeSummary(
        'dice',
        { roll: 4217, target: 5000, direction: 'under', multiplierBp: 19800, won: true },
        en,
        'en',
      ),
    ).toBe('Rolled 42.17 · bet under 50.00');
    expect(
      outcomeSummary(
        'dice',
        { roll: 917, target: 9000, direction: 'over', multiplierBp: 99000, won: false },
        uk,
        'uk',
      ),
    ).toBe('Випало 9,17 · ставка «більше 90,00»');
  });

  it('shows where the rocket crashed and the cash-out', () => {
    expect(outcomeSummary('crash', { crashPoint: 247, cashOut: 200, won: true }, en, 'en')).toBe(
      'Crashed at 2.47× · cash-out 2.00×',
    );
  });

  it('says nothing of a missing or unknown outcome', () => {
    expect(outcomeSummary('dice', null, en, 'en')).toBeNull();
    expect(outcomeSummary('dice', { roll: 'x' }, en, 'en')).toBeNull();
    expect(outcomeSummary('roulette', { number: 3, color: 'blue', bets: [] }, en, 'en')).toBeNull();
    expect(outcomeSummary('live', { anything: 1 }, en, 'en')).toBeNull();
  });
});
