import type { JackpotAdmin } from '@casino/contracts/backoffice';
import { describe, expect, it } from 'vitest';
import { formOf, tenStakeChance, termsFromForm } from './jackpots-form';

const TOTAL = 1_000_000_000;

const jackpot: JackpotAdmin = {
  slug: 'studio-mega',
  updatedAt: '2026-03-01T12:00:00.000Z',
  totalTickets: TOTAL,
  pools: [{ currency: 'UAH', amount: 3_345_67 }],
  recentWins: [],
  terms: {
    title: { uk: 'Мегаджекпот', ru: 'Мегаджекпот', en: 'Mega jackpot' },
    enabled: true,
    shareBasisPoints: 100,
    seedAmount: { UAH: 1_000_00, USD: 25_00 },
    ticketsPerMinorUnit: { UAH: 10, USD: 400 },
    games: ['book-of-sevens'],
  },
};

describe('the jackpot form', () => {
  it('reads saved terms back as they were', () => {
    expect(termsFromForm(formOf(jackpot))).toEqual({ ok: true, terms: jackpot.terms });
  });

  it('shows the chance of a ₴10 stake from the odds: 10,000 of 10^9 tickets is 1 in 100,000', () => {
    expect(tenStakeChance('10', 'UAH', TOTAL)).toEqual({ stake: 1000, tickets: 10_000, oneIn: 100_000 });
    // A stake never holds more than every ticket.
    expect(tenStakeChance('1000000000', 'USD', TOTAL)).toEqual({ stake: 1000, tickets: TOTAL, oneIn: 1 });
    expect(tenStakeChance('', 'UAH', TOTAL)).toBeUndefined();
    expect(tenStakeChance('0.5', 'UAH', TOTAL)).toBeUndefined();
  });

  it('names the slug, the field and the currency of each problem as the server does', () => {
    const form = formOf(undefined);
    const read = termsFromForm(
      {
        ...form,
        slug: 'Mega!',
        title: { uk: 'Джекпот', ru: 'Джекпот', en: '' },
        shareBasisPoints: '20000',
        seedAmount: { ...form.seedAmount, UAH: '1000' },
        ticketsPerMinorUnit: { ...form.ticketsPerMinorUnit, EUR: '450', RUB: '2000000000' },
        games: ['a', 'a'],
      },
      { newSlug: true },
    );
    expect(read.ok ? {} : read.errors).toEqual({
      slug: 'lowercase letters, digits and dashes',
      'terms.title.en': 'write it in every language',
      'terms.shareBasisPoints': 'Enter a whole number from 1 to 10,000.',
      'terms.ticketsPerMinorUnit.RUB': 'Enter a whole number from 1 to 1,000,000,000.',
      'terms.ticketsPerMinorUnit.UAH': 'give both the seed amount and the odds',
      'terms.seedAmount.EUR': 'give both the seed amount and the odds',
      'terms.games': 'listed twice: a',
    });
  });
});
