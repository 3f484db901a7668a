import type { PiggyBankAdmin } from '@casino/contracts/backoffice';
import { describe, expect, it } from 'vitest';
import { formOf, percentOfBasisPoints, termsFromForm } from './piggy-form';

const piggyBank: PiggyBankAdmin = {
  id: 'default',
  updatedAt: '2026-03-01T12:00:00.000Z',
  terms: {
    enabled: true,
    shareBasisPoints: 200,
    minAmount: { UAH: 50_00, USD: 2_00 },
    maxAmount: { UAH: 500_00, USD: 20_00 },
    games: ['book-of-sevens'],
  },
};

describe('the piggy bank form', () => {
  it('reads saved terms back as they were, and starts a piggy bank not set up switched off', () => {
    expect(termsFromForm(formOf(piggyBank))).toEqual({ ok: true, terms: piggyBank.terms });
    expect(formOf({ id: 'default', terms: null, updatedAt: null })).toMatchObject({
      enabled: false,
      games: [],
    });
    expect(percentOfBasisPoints(250)).toBe('2.5%');
  });

  it('names the field and currency of each problem as the server does', () => {
    const form = formOf(piggyBank);
    const read = termsFromForm({
      ...form,
      shareBasisPoints: '0',
      minAmount: { ...form.minAmount, UAH: '600', EUR: '2' },
      maxAmount: { ...form.maxAmount, USD: 'x' },
      games: [],
    });
    expect(read.ok ? {} : read.errors).toEqual({
      'terms.shareBasisPoints': 'Enter a whole number from 1 to 10,000.',
      'terms.maxAmount.USD': 'Enter the amount as a number, like 150.25.',
      'terms.minAmount.UAH': 'at most the full amount',
      'terms.maxAmount.EUR': 'give both amounts, or neither',
      'terms.games': 'pick the games whose stakes fill it',
    });
  });
});
