import type { Bonus } from '@casino/contracts';
import { createTranslator, MESSAGES } from '@casino/i18n';
import { describe, expect, it } from 'vitest';
import { testBonus } from '../../../lib/test-bonus';
import { contributionLines, type TermsSource, termLines } from './bonus-terms';

const t = createTranslator('en', MESSAGES.en);
const uk = createTranslator('uk', MESSAGES.uk);

const depositBonus = (terms: Partial<Bonus['terms']> = {}): TermsSource => testBonus({}, terms);

const values = (source: TermsSource, translate = t, lang: 'en' | 'uk' = 'en') =>
  Object.fromEntries(termLines(source, translate, lang).map((line) => [line.id, line.value]));

describe("a bonus's terms in words", () => {
  it('says what a deposit bonus gives, for which deposit, and every limit, before it is taken', () => {
    expect(values(depositBonus())).toEqual({
      amount: '100% of the deposit, up to ₴5,000.00',
      deposit: 'First deposit only · from ₴200.00',
      wagering: '35× the bonus',
      maxBet: '₴100.00',
      maxConversion: 'up to ₴10,000.00',
      validity: '7 days from activation',
    });
  });

  it('names the wagering base, an uncapped share, a deposit range and the missing limits', () => {
    const bonus = {
      ...depositBonus({
        maxAmount: null,
        wageringBase: 'bonus_deposit',
        maxBet: null,
        maxConversion: null,
        validityDays: 1,
        depositRule: null,
      }),
      depositSumLimits: { min: 50_000, max: 200_000 },
    };
    expect(values(bonus)).toEqual({
      amount: '100% of the deposit',
      deposit: 'from ₴500.00 to ₴2,000.00',
      wagering: '35× the bonus and deposit',
      maxBet: 'No limit',
      maxConversion: 'No limit',
      validity: '1 day from activation',
    });
  });

  it('gives a no-deposit bonus its fixed amount, no deposit term, and no wagering when there is none', () => {
    const bonus: TermsSource = {
      ...depositBonus({
        percent: null,
        maxAmount: null,
        fixedAmount: 5_000,
        wageringMultiplier: 0,
        depositRule: null,
      }),
      depositSumLimits: null,
    };
    const lines = values(bonus);
    expect(lines.amount).toBe('₴50.00');
    expect(lines.deposit).toBeUndefined();
    expect(lines.wagering).toBe('No wagering');
  });

  it('reads the minimum deposit from amount_min when the bonus has no deposit limits', () => {
    const bonus = { ...depositBonus({ depositRule: 'any' }), depositSumLimits: null, amount_min: 10_000 };
    expect(values(bonus).deposit).toBe('Any deposit · from ₴100.00');
  });

  it('says free spins wager their winnings', () => {
    const spins = {
      ...depositBonus({ wageringMultiplier: 3, depositRule: null }),
      type: 'free_spins' as const,
    };
    expect(values(spins).wagering).toBe('3× the winnings');
    expect(values(spins, uk, 'uk').wagering).toBe('x3 від виграшу');
  });

  it('words the days in each language’s plural', () => {
    expect(values(depositBonus({ validityDays: 2 }), uk, 'uk').validity).toBe('2 дні від активації');
    expect(values(depositBonus({ validityDays: 5 }), uk, 'uk').validity).toBe('5 днів від активації');
  });

  it('lists the contribution of each kind the bonus names, in the catalogue’s order', () => {
    expect(
      contributionLines(depositBonus({ contributions: { roulette: 10, 'video-slot': 100 } }).terms, t),
    ).toEqual(['Video slot: 100%', 'Roulette: 10%']);
    expect(contributionLines(depositBonus({ contributions: {} }).terms, t)).toEqual([]);
  });
});
