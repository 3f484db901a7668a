import type { WheelTerms } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { chancesOf, expectedMoneyOf } from '../../lib/weighted-prize-form';
import { formOf, termsFromForm } from './wheel-form';

const everywhere = (minor: number) => ({ UAH: minor, USD: minor, EUR: minor, RUB: minor });

const wheel: WheelTerms = {
  title: { uk: 'Колесо', ru: 'Колесо', en: 'Wheel' },
  enabled: true,
  guest: false,
  dailyFreeSpin: true,
  depositsForSpin: 1,
  minDeposit: everywhere(200_00),
  maxSpins: 3,
  segments: [
    { label: null, prize: { type: 'money', amounts: everywhere(100_00) }, weight: 1 },
    { label: { uk: 'Ні', ru: 'Нет', en: 'No' }, prize: { type: 'none' }, weight: 3 },
  ],
};

describe('the wheel form', () => {
  it('reads saved terms back as they were, with each segment’s chance and the expected money', () => {
    const form = formOf(wheel);
    expect(termsFromForm(form)).toEqual({ ok: true, terms: wheel });
    expect(chancesOf(form.segments)).toEqual([0.25, 0.75]);
    expect(expectedMoneyOf(form.segments, 'UAH')).toBe(25_00);
  });

  it('names the segment and currency of each problem as the server does', () => {
    const form = formOf(wheel);
    const [money, none] = form.segments;
    if (!money || !none) throw new Error('two segments');
    const read = termsFromForm({
      ...form,
      dailyFreeSpin: false,
      depositsForSpin: '0',
      maxSpins: '11',
      segments: [
        { ...money, weight: '0', amounts: { ...money.amounts, RUB: '' } },
        { ...none, label: { uk: 'Ні', ru: '', en: 'No' } },
      ],
    });
    expect(read.ok ? {} : read.errors).toEqual({
      'terms.maxSpins': 'Enter a whole number from 1 to 10.',
      'terms.segments.0.weight': 'Enter a whole number from 1 to 1,000,000.',
      'terms.depositsForSpin': 'give a free spin a day, or spins for deposits',
      'terms.segments.0.prize.amounts.RUB': 'give the amount in every currency',
      'terms.segments.1.label.ru': 'write it in every language',
    });
  });

  it('counts a segment whose weight cannot be read yet for nothing', () => {
    const form = formOf(wheel);
    const segments = form.segments.map((row, index) => (index === 1 ? { ...row, weight: 'x' } : row));
    expect(chancesOf(segments)).toEqual([1, undefined]);
    expect(expectedMoneyOf(segments, 'UAH')).toBe(100_00);
  });
});
