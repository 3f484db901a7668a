import type { JackpotStatus, JackpotsStatus } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { withPoolAmount } from './jackpots-endpoints';

const jackpot = (slug: string, amount: number): JackpotStatus => ({
  slug,
  title: { uk: slug, ru: slug, en: slug },
  amount,
  currency: 'UAH',
  seedAmount: 1_000_00,
  shareBasisPoints: 100,
  games: ['book-of-sevens'],
  odds: { ticketsPerMinorUnit: 10, totalTickets: 1_000_000_000 },
  lastWin: null,
});

const status: JackpotsStatus = {
  currency: 'UAH',
  jackpots: [jackpot('mega', 1_500_00), jackpot('mini', 200_00)],
  recentWins: [],
};

describe('withPoolAmount', () => {
  it('sets the pushed pool’s amount and leaves the others', () => {
    const next = withPoolAmount(status, { slug: 'mega', amount: 1_501_25, currency: 'UAH' });
    expect(next.jackpots.map((row) => row.amount)).toEqual([1_501_25, 200_00]);
    expect(status.jackpots[0]?.amount).toBe(1_500_00);
  });

  it('ignores a pool in another currency', () => {
    expect(withPoolAmount(status, { slug: 'mega', amount: 5, currency: 'USD' })).toBe(status);
  });
});
