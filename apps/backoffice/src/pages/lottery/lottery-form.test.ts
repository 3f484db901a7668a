import { describe, expect, it } from 'vitest';
import { blankLevelPrize, formOf, termsFromForm } from './lottery-form';

const terms = {
  title: { uk: 'Лотерея', ru: 'Лотерея', en: 'Lottery' },
  enabled: true,
  costTickets: {
    regular: { stars: 50, money: { UAH: 20_00, USD: 50, EUR: 50, RUB: 40_00 } },
    gold: { stars: 200, money: {} },
    super: { stars: null, money: { UAH: 200_00, USD: 5_00, EUR: 5_00, RUB: 400_00 } },
  },
  starStake: { UAH: 10_00 },
  schedule: { weekdays: [3, 0], timeUtc: '18:00' },
  levels: [
    {
      id: 1,
      title: { uk: 'Рівень', ru: 'Уровень', en: 'Level' },
      ticketKind: 'regular' as const,
      winners: 3,
      drawPrize: { type: 'money' as const, amounts: { UAH: 100_00, USD: 2_50, EUR: 2_00, RUB: 200_00 } },
      randomCostTickets: 1,
      prizes: [
        { id: 101, prize: { type: 'none' as const }, weight: 500, costTickets: 1 },
        {
          id: 102,
          prize: { type: 'bonus_fs' as const, templateSlug: 'free-spins-20' },
          weight: 50,
          costTickets: 5,
        },
      ],
    },
  ],
};

describe('lottery form', () => {
  it('reads back the terms it was made from', () => {
    const read = termsFromForm(formOf(terms));
    expect(read).toEqual({ ok: true, terms: { ...terms, schedule: { weekdays: [0, 3], timeUtc: '18:00' } } });
  });

  it('names each field it cannot read or that breaks the contract, as the server keys them', () => {
    const form = formOf(terms);
    form.costTickets.regular.money.USD = '';
    form.timeUtc = '25:00';
    form.weekdays = [];
    const [level] = form.levels;
    if (!level) throw new Error('no level');
    level.winners = 'many';
    level.prizes.push({ ...blankLevelPrize(form), id: '101' });
    const read = termsFromForm(form);
    if (read.ok) throw new Error('read');
    expect(read.errors).toMatchObject({
      'terms.costTickets.regular.money.USD': 'give the price in every currency',
      'terms.schedule.timeUtc': 'HH:MM',
      'terms.levels.0.winners': 'Enter a whole number from 0 to 1,000.',
      'terms.levels': 'prize ids must be unique',
    });
    expect(read.errors['terms.schedule.weekdays']).toBeDefined();
  });

  it('numbers a new prize one above the highest id', () => {
    expect(blankLevelPrize(formOf(terms)).id).toBe('103');
  });
});
