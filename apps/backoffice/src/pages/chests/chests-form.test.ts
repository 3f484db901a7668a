import type { ChestCampaignAdmin } from '@casino/contracts/backoffice';
import { describe, expect, it } from 'vitest';
import { chancesOf, expectedMoneyOf } from '../../lib/weighted-prize-form';
import { formOf, termsFromForm } from './chests-form';

const everywhere = (minor: number) => ({ UAH: minor, USD: minor, EUR: minor, RUB: minor });

const chests: ChestCampaignAdmin = {
  id: 'lucky-chests',
  updatedAt: '2026-03-01T12:00:00.000Z',
  terms: {
    kind: 'chests',
    title: { uk: 'Скрині', ru: 'Сундуки', en: 'Chests' },
    enabled: true,
    chestCount: 3,
    prizes: [
      { weight: 3, prize: { type: 'money', amounts: everywhere(10_00) } },
      { weight: 1, prize: { type: 'bonus_fs', templateSlug: 'free-spins-20' } },
    ],
    earnBy: 'stakes',
    progressTarget: everywhere(200_00),
    openLimit: 3,
    openPeriod: 'day',
    images: { closed: '/chests/chest-closed.svg', opened: '/chests/chest-opened.svg' },
    imagePopupBackground: null,
    instructionUrl: '/bonuses/',
  },
};

describe('the chests form', () => {
  it('reads saved terms back as they were, with each prize’s chance and the expected money', () => {
    const form = formOf(chests);
    expect(termsFromForm(form)).toEqual({ ok: true, terms: chests.terms });
    expect(chancesOf(form.prizes)).toEqual([0.75, 0.25]);
    expect(expectedMoneyOf(form.prizes, 'UAH')).toBe(7_50);
  });

  it('sends a loot box with no progress: it is granted, not earned', () => {
    const form = { ...formOf(undefined, 'loot-box'), id: 'welcome', title: chests.terms.title };
    const prizes = formOf(chests).prizes;
    const read = termsFromForm({ ...form, prizes }, { newId: true });
    expect(read.ok && read.terms).toMatchObject({ kind: 'loot-box', earnBy: null, progressTarget: {} });
  });

  it('names the id, the line and the currency of each problem as the server does', () => {
    const form = formOf(chests);
    const [money, spins] = form.prizes;
    if (!money || !spins) throw new Error('two prizes');
    const read = termsFromForm(
      {
        ...form,
        id: 'Bad id',
        chestCount: '7',
        closedImage: ' ',
        progressTarget: { ...form.progressTarget, EUR: '' },
        prizes: [
          { ...money, amounts: { ...money.amounts, USD: '' } },
          { ...spins, weight: '-1' },
        ],
      },
      { newId: true },
    );
    expect(read.ok ? {} : read.errors).toEqual({
      id: 'lowercase letters, digits and dashes',
      'terms.chestCount': 'Enter a whole number from 2 to 6.',
      'terms.prizes.1.weight': 'Enter a whole number from 1 to 1,000,000.',
      'terms.progressTarget.EUR': 'required: the progress that earns a chest',
      'terms.images.closed': 'give the image',
      'terms.prizes.0.prize.amounts.USD': 'give the amount in every currency',
    });
  });
});
