import type { DiceActivityAdmin } from '@casino/contracts/backoffice';
import { describe, expect, it } from 'vitest';
import { expectedMoney, formOf, termsFromForm } from './dice-form';

const ODDS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((sector) => ({
  sector,
  pairs: 6 - Math.abs(7 - sector),
}));

const weekly: DiceActivityAdmin = {
  kind: 'weekly-dice',
  updatedAt: '2026-03-01T12:00:00.000Z',
  terms: {
    title: { uk: 'Кості', ru: 'Кости', en: 'Dice' },
    enabled: true,
    maxTries: 7,
    depositsForTry: 1,
    minDeposit: { UAH: 100_00, USD: 3_00, EUR: 3_00, RUB: 200_00 },
    prizes: [
      { sector: 7, prize: { type: 'money', amounts: { UAH: 250_00, USD: 6_25, EUR: 5_56, RUB: 500_00 } } },
    ],
  },
};

describe('the dice form', () => {
  it('reads saved terms back as they were, every sector in order, and their expected money', () => {
    const form = formOf('weekly-dice', weekly);
    expect(form.sectors.map((row) => row.sector)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const read = termsFromForm('weekly-dice', form);
    expect(read.ok && read.terms.prizes.filter((row) => row.prize.type !== 'none')).toEqual(
      weekly.terms.prizes,
    );
    expect(read.ok && read.terms.minDeposit).toEqual(weekly.terms.minDeposit);
    expect(expectedMoney(form.sectors, ODDS, 'UAH')).toBe(Math.floor((6 * 250_00) / 36));
  });

  it('names the sector row and currency of each problem as the server does', () => {
    const form = formOf('weekly-dice', weekly);
    const sectors = form.sectors.map((row) =>
      row.sector === 7
        ? { ...row, amounts: { ...row.amounts, EUR: '' } }
        : row.sector === 3
          ? { ...row, type: 'coins' as const, count: '5' }
          : row,
    );
    const read = termsFromForm('weekly-dice', {
      ...form,
      sectors,
      maxTries: '9',
      minDeposit: { ...form.minDeposit, USD: 'x' },
    });
    expect(read.ok ? {} : read.errors).toEqual({
      'terms.maxTries': 'Enter a whole number from 1 to 7.',
      'terms.minDeposit.USD': 'Enter the amount as a number, like 150.25.',
      'terms.prizes.1.sector': 'the weekly dice pays on a 7 only',
      'terms.prizes.5.prize.amounts.EUR': 'give the amount in every currency',
    });
  });
});
