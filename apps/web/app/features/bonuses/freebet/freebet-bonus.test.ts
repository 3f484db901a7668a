import type { Freebet } from '@casino/contracts';
import { createTranslator, MESSAGES } from '@casino/i18n';
import { describe, expect, it } from 'vitest';
import { testBonus } from '../../../lib/test-bonus';
import { freebetOfBonus, freebetTermLines, isFreebetBonus } from './freebet-bonus';

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
  },
);
const taken = { ...offer, playerBonusId: 31, status: 'applied' as const, amount: 10_000 };

const freebet: Freebet = {
  id: 31,
  bonusId: 4,
  title: '₴100 free bet',
  currency: 'UAH',
  amount: 10_000,
  minOdds: 150,
  betTypes: ['single', 'express'],
  expiresAt: '2026-12-04T12:00:00.000Z',
};

describe('a free-bet bonus', () => {
  it('is one of kind freebet, or a sport bonus once its deposit made it a free bet', () => {
    expect(isFreebetBonus(offer)).toBe(true);
    const sportDeposit = testBonus({ category: 'sport', type: 'deposit' });
    expect(isFreebetBonus(sportDeposit)).toBe(false);
    expect(isFreebetBonus({ ...sportDeposit, playerBonusId: 9, status: 'init' })).toBe(false);
    expect(isFreebetBonus({ ...sportDeposit, playerBonusId: 9, status: 'applied' })).toBe(true);
    expect(isFreebetBonus(testBonus({ playerBonusId: 9, status: 'applied' }))).toBe(false);
  });

  it('finds its free bet among the player’s by its player bonus id, while the free bet may be placed', () => {
    expect(freebetOfBonus(taken, [freebet])).toBe(freebet);
    expect(freebetOfBonus(offer, [freebet])).toBeNull();
    expect(freebetOfBonus({ ...taken, playerBonusId: 32 }, [freebet])).toBeNull();
    expect(freebetOfBonus(taken, undefined)).toBeNull();
  });
});

describe('a free-bet bonus’s terms', () => {
  const read = (lines: ReturnType<typeof freebetTermLines>) =>
    Object.fromEntries(lines.map((line) => [line.id, `${line.label}: ${line.value}`]));

  it('on an offer: the stake it pays, that a win comes without it, and the days to place it', () => {
    expect(read(freebetTermLines(offer, null, en, 'en'))).toEqual({
      amount: 'Free bet: ₴100.00',
      winnings: 'If the bet wins: The winnings without the stake, as real money',
      validity: 'Time to place it: 7 days from taking it',
    });
  });

  it('once taken: its minimum odds, its kinds of bet and when it ends', () => {
    const lines = read(freebetTermLines(taken, freebet, en, 'en'));
    expect(lines.minOdds).toBe('Minimum odds: 1.50 or more');
    expect(lines.betTypes).toBe('Kinds of bet: single, express');
    expect(lines.expiry).toMatch(/^Place by: 4 Dec \d\d:00$/);
    expect(lines.validity).toBeUndefined();
    // Riding on its bet, it has nothing left to place.
    const riding = read(freebetTermLines({ ...taken, status: 'rollover', expiresAt: null }, null, en, 'en'));
    expect(Object.keys(riding)).toEqual(['amount', 'winnings']);
  });

  it('reads in every language without a bare key', () => {
    for (const lang of ['uk', 'ru', 'en'] as const) {
      const t = createTranslator(lang, MESSAGES[lang]);
      for (const line of freebetTermLines(taken, freebet, t, lang)) {
        expect(`${line.label} ${line.value}`, `${line.id} in ${lang}`).not.toMatch(/bonuses\.|\{\{/);
      }
    }
  });
});
