import { createTranslator, MESSAGES } from '@casino/i18n';
import { describe, expect, it } from 'vitest';
import { testBonus } from '../../../lib/test-bonus';
import { freebetTermLines, isFreebetBonus } from './freebet-bonus';

const en = createTranslator('en', MESSAGES.en);

/** The demo's ₴100 free bet (decision 033) as the bonus list shows it: an offer, then taken. */
const offer = testBonus(
  { id: 4, category: 'sport', type: 'freebet', title: '₴100 free bet', depositSumLimits: null },
  {
    percent: null,
    maxAmount: null,
    fixedAmount: 10_000,
    wageringMultiplier: 0,
    maxBet: null,
    depositRule: null,
    freebet: { minOdds: 150, betTypes: ['single', 'express'] },
  },
);
const taken = {
  ...offer,
  playerBonusId: 31,
  status: 'applied' as const,
  amount: 10_000,
  expiresAt: '2026-12-04T12:00:00.000Z',
};

/** The demo's welcome sport bonus: 100% of a first deposit of ₴100 or more, up to ₴1,000, as a free bet. */
const welcome = testBonus(
  { id: 5, category: 'sport', type: 'deposit', depositSumLimits: { min: 10_000, max: null } },
  {
    maxAmount: 100_000,
    wageringMultiplier: 0,
    maxBet: null,
    validityDays: 14,
    freebet: { minOdds: 170, betTypes: ['single', 'express'] },
  },
);

describe('a free-bet bonus', () => {
  it('is one of kind freebet, or a sport bonus once its deposit made it a free bet', () => {
    expect(isFreebetBonus(offer)).toBe(true);
    const sportDeposit = testBonus({ category: 'sport', type: 'deposit' });
    expect(isFreebetBonus(sportDeposit)).toBe(false);
    expect(isFreebetBonus({ ...sportDeposit, playerBonusId: 9, status: 'init' })).toBe(false);
    expect(isFreebetBonus({ ...sportDeposit, playerBonusId: 9, status: 'applied' })).toBe(true);
    expect(isFreebetBonus(testBonus({ playerBonusId: 9, status: 'applied' }))).toBe(false);
  });
});

describe('a free-bet bonus’s terms', () => {
  const read = (lines: ReturnType<typeof freebetTermLines>) =>
    Object.fromEntries(lines.map((line) => [line.id, `${line.label}: ${line.value}`]));

  it('on an offer, before it is taken: the stake, its minimum odds and kinds of bet, the win, the days to place it', () => {
    expect(read(freebetTermLines(offer, en, 'en', 'decimal'))).toEqual({
      amount: 'Free bet: ₴100.00',
      minOdds: 'Minimum odds: 1.50 or more',
      betTypes: 'Kinds of bet: single, express',
      winnings: 'If the bet wins: The winnings without the stake, as real money',
      validity: 'Time to place it: 7 days from taking it',
    });
  });

  it('on a deposit offer paid as a free bet: its share of the deposit, the deposit it needs and its odds', () => {
    const lines = read(freebetTermLines(welcome, en, 'en', 'decimal'));
    expect(Object.keys(lines)).toEqual(['amount', 'deposit', 'minOdds', 'betTypes', 'winnings', 'validity']);
    expect(lines.amount).toBe('Free bet: 100% of the deposit, up to ₴1,000.00');
    expect(lines.minOdds).toBe('Minimum odds: 1.70 or more');
    expect(lines.validity).toBe('Time to place it: 14 days from taking it');
    // Chosen for a deposit not credited yet, it is still what the deposit will bring.
    const chosen = read(
      freebetTermLines({ ...welcome, playerBonusId: 9, status: 'init' }, en, 'en', 'decimal'),
    );
    expect(Object.keys(chosen)).toEqual(Object.keys(lines));
  });

  it('once taken: the stake given, its minimum odds, its kinds of bet and when it ends', () => {
    const lines = read(freebetTermLines(taken, en, 'en', 'decimal'));
    expect(lines.amount).toBe('Free bet: ₴100.00');
    expect(lines.minOdds).toBe('Minimum odds: 1.50 or more');
    expect(lines.betTypes).toBe('Kinds of bet: single, express');
    expect(lines.expiry).toMatch(/^Place by: 4 Dec \d\d:00$/);
    expect(lines.validity).toBeUndefined();
    // In the player's odds format, as the sportsbook writes prices.
    expect(read(freebetTermLines(taken, en, 'en', 'fractional')).minOdds).toBe('Minimum odds: 1/2 or more');
    expect(read(freebetTermLines(taken, en, 'en', 'american')).minOdds).toBe('Minimum odds: −200 or more');
    // Riding on its bet, it has nothing left to place, nor terms to place it by.
    const riding = read(
      freebetTermLines({ ...taken, status: 'rollover', expiresAt: null }, en, 'en', 'decimal'),
    );
    expect(Object.keys(riding)).toEqual(['amount', 'winnings']);
  });

  it('reads in every language without a bare key', () => {
    for (const lang of ['uk', 'ru', 'en'] as const) {
      const t = createTranslator(lang, MESSAGES[lang]);
      for (const bonus of [offer, welcome, taken]) {
        for (const line of freebetTermLines(bonus, t, lang, 'decimal')) {
          expect(`${line.label} ${line.value}`, `${line.id} in ${lang}`).not.toMatch(/bonuses\.|\{\{/);
        }
      }
    }
  });
});
