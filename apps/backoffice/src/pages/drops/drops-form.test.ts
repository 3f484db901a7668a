import type { DropTerms } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { blankForm, blankPrizeLine, formOf, termsFromForm } from './drops-form';

const TERMS: DropTerms = {
  kind: 'prize',
  title: { uk: 'Дропи', ru: 'Дропы', en: 'Drops' },
  enabled: true,
  startsAt: '2026-01-01T10:00:00.000Z',
  endsAt: '2026-02-01T10:00:00.000Z',
  games: ['book-of-sevens'],
  stakes: { UAH: { minStake: 5_00, ticketsPerMinorUnit: 1_000 } },
  prizes: [
    {
      id: 1,
      prize: { type: 'money', amounts: { UAH: 500_00, USD: 12_50, EUR: 11_00, RUB: 1_000_00 } },
      count: 20,
    },
  ],
  starsPerDrop: 0,
  maxDrops: 0,
};

describe('the drop campaign form', () => {
  it('reads back the terms it was filled from', () => {
    expect(termsFromForm(formOf(TERMS))).toEqual({ ok: true, terms: TERMS });
  });

  it('names the fields that break the contract’s rules, keyed as the server keys them', () => {
    const form = formOf(TERMS);
    const read = termsFromForm({
      ...form,
      endsAt: form.startsAt,
      stakes: { ...form.stakes, USD: { minStake: '', ticketsPerMinorUnit: '7' } },
      prizes: [{ ...blankPrizeLine(form), count: '0' }],
    });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toMatchObject({
      'terms.endsAt': 'end after the start',
      'terms.stakes.USD.minStake': 'Required.',
      'terms.prizes.0.count': expect.stringContaining('whole number'),
    });
  });

  it('asks a star drop for its stars and cap, and a new form for everything', () => {
    const stars = termsFromForm({
      ...formOf(TERMS),
      kind: 'stars',
      prizes: [],
      starsPerDrop: '0',
      maxDrops: '0',
    });
    expect(stars.ok ? {} : stars.errors).toMatchObject({
      'terms.starsPerDrop': 'drop at least one star',
      'terms.maxDrops': 'cap the drops at one or more',
    });
    const blank = termsFromForm(blankForm());
    expect(blank.ok ? {} : blank.errors).toMatchObject({
      'terms.title.uk': expect.any(String),
      'terms.startsAt': 'Required.',
      'terms.games': 'name at least one game',
      'terms.prizes': 'a prize drop needs at least one prize',
    });
  });
});
