import type { Cashback } from '@casino/contracts';
import { createTranslator, MESSAGES } from '@casino/i18n';
import { describe, expect, it } from 'vitest';
import { activatedParams, cashbackStanding, cashbackTermLines } from './cashback-figures';

const t = createTranslator('en', MESSAGES.en);

const CASHBACK: Cashback = {
  id: 1,
  playerCashbackId: 7,
  slug: 'weekly-10',
  title: 'Weekly 10% cashback',
  description: '',
  status: 'active',
  currency: 'UAH',
  percent: 10,
  minNetLoss: 10_000,
  maxAmount: 500_000,
  gameKinds: ['classic-slot', 'video-slot'],
  payout: 'real',
  wageringMultiplier: 0,
  periodDays: 7,
  periodStart: '2026-03-02T00:00:00.000Z',
  periodEnd: '2026-03-09T00:00:00.000Z',
  netLoss: 0,
  amount: 0,
  priority: 10,
};

describe('cashback standing', () => {
  it('tells ahead, under the minimum, earning and capped apart', () => {
    const standing = (netLoss: number, amount: number) => cashbackStanding({ ...CASHBACK, netLoss, amount });
    expect(standing(-500, 0)).toBe('ahead');
    expect(standing(0, 0)).toBe('ahead');
    expect(standing(9_999, 0)).toBe('under-minimum');
    expect(standing(10_000, 1_000)).toBe('earning');
    expect(standing(9_000_000, 500_000)).toBe('capped');
  });
});

describe('cashback terms', () => {
  it('reads every term, game kinds in the catalogue order', () => {
    const lines = cashbackTermLines(CASHBACK, t, 'en');
    expect(lines.map((line) => line.id)).toEqual([
      'percent',
      'period',
      'minimum',
      'maximum',
      'games',
      'payout',
    ]);
    expect(lines.find((line) => line.id === 'period')?.value).toBe('7 days');
    expect(lines.find((line) => line.id === 'games')?.value).toBe(
      `${t('games.kinds.video-slot')}, ${t('games.kinds.classic-slot')}`,
    );
    expect(lines.find((line) => line.id === 'payout')?.value).toBe('Real money, no wagering');
  });

  it('names every game and the wagering of a bonus payout', () => {
    const lines = cashbackTermLines(
      { ...CASHBACK, gameKinds: [], payout: 'bonus', wageringMultiplier: 3 },
      t,
      'en',
    );
    expect(lines.find((line) => line.id === 'games')?.value).toBe('All games');
    expect(lines.find((line) => line.id === 'payout')?.value).toBe('A bonus wagered 3×');
  });
});

describe('the CashbackActivated parameters', () => {
  it('carry the amount, its currency and where it went', () => {
    expect(activatedParams({ amount: 4_100, currency: 'UAH', payout: 'bonus' })).toEqual({
      amount: '4100',
      currency: 'UAH',
      payout: 'bonus',
    });
  });
});
