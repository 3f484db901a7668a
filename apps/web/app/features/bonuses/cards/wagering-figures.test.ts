import { describe, expect, it } from 'vitest';
import { wageringFigures } from './wagering-figures';

describe('wagering progress', () => {
  it('shows the stakes counted of those required in money, the percent, and what is left', () => {
    expect(wageringFigures({ required: 350_000, wagered: 120_050, percent: 34 }, 'UAH', 'en')).toEqual({
      wagered: '₴1,200.50',
      required: '₴3,500.00',
      left: '₴2,299.50',
      percent: 34,
      done: false,
    });
  });

  it('is done once wagered through, and never shows more than 100% or less than nothing left', () => {
    expect(wageringFigures({ required: 10_000, wagered: 12_000, percent: 100 }, 'EUR', 'en')).toMatchObject({
      left: '€0.00',
      percent: 100,
      done: true,
    });
    expect(wageringFigures({ required: 10_000, wagered: 0, percent: 0 }, 'EUR', 'en')).toMatchObject({
      percent: 0,
      done: false,
    });
  });

  it('formats in the player’s language', () => {
    const figures = wageringFigures({ required: 100_000, wagered: 25_000, percent: 25 }, 'UAH', 'uk');
    expect(figures.wagered.replace(/\s/g, ' ')).toBe('250,00 ₴');
    expect(figures.required.replace(/\s/g, ' ')).toBe('1 000,00 ₴');
  });
});
