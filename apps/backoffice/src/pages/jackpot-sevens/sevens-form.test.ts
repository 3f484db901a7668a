import type { JackpotSevensAdmin } from '@casino/contracts/backoffice';
import { describe, expect, it } from 'vitest';
import { formOf, termsFromForm } from './sevens-form';

const jackpot: JackpotSevensAdmin = {
  slug: 'sevens',
  updatedAt: '2026-03-01T12:00:00.000Z',
  pools: [{ currency: 'UAH', amount: 2_011_56, round: null, drops: 1 }],
  terms: {
    title: { uk: 'Сімки', ru: 'Семёрки', en: 'Sevens' },
    enabled: true,
    shareBasisPoints: 100,
    seedAmount: { UAH: 777_00, USD: 20_00 },
    dropCeiling: { UAH: 7_777_00, USD: 200_00 },
    games: ['book-of-sevens'],
  },
};

describe('the jackpot-sevens form', () => {
  it('reads saved terms back as they were', () => {
    expect(termsFromForm(formOf(jackpot))).toEqual({ ok: true, terms: jackpot.terms });
  });

  it('takes a ceiling exactly 2^32 minor units above the seed amount, the widest span a round can draw in', () => {
    const form = formOf(jackpot);
    const read = termsFromForm({
      ...form,
      seedAmount: { ...form.seedAmount, EUR: '1' },
      dropCeiling: { ...form.dropCeiling, EUR: '42949673.96' },
    });
    expect(read.ok && read.terms.dropCeiling.EUR).toBe(1_00 + 0x1_0000_0000);
  });

  it('names the slug, the field and the currency of each problem as the server does', () => {
    const form = formOf(undefined);
    const read = termsFromForm(
      {
        ...form,
        slug: 'Sevens!',
        title: { uk: 'Сімки', ru: 'Семёрки', en: '' },
        shareBasisPoints: '20000',
        seedAmount: { ...form.seedAmount, UAH: '777', USD: '20', EUR: '1' },
        dropCeiling: { ...form.dropCeiling, UAH: '777', EUR: '42949673.97', RUB: '15000' },
        games: ['a', 'a'],
      },
      { newSlug: true },
    );
    expect(read.ok ? {} : read.errors).toEqual({
      slug: 'lowercase letters, digits and dashes',
      'terms.title.en': 'write it in every language',
      'terms.shareBasisPoints': 'Enter a whole number from 1 to 10,000.',
      'terms.dropCeiling.UAH': 'set the ceiling above the seed amount',
      'terms.dropCeiling.USD': 'give both the seed amount and the ceiling',
      'terms.dropCeiling.EUR': 'keep the ceiling within 42,949,672.96 of the seed amount',
      'terms.seedAmount.RUB': 'give both the seed amount and the ceiling',
      'terms.games': 'listed twice: a',
    });
  });

  it('asks for one currency at least', () => {
    const read = termsFromForm({
      ...formOf(jackpot),
      seedAmount: formOf(undefined).seedAmount,
      dropCeiling: formOf(undefined).dropCeiling,
    });
    expect(read.ok ? {} : read.errors).toEqual({ 'terms.seedAmount': 'run it in at least one currency' });
  });
});
