import type { SportWinFeedEntry, SportWinFeedSettings } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { qualifies } from './qualifies';

const settings: SportWinFeedSettings = {
  viewMinCoefficientSingle: 3,
  viewMinCoefficientMulti: 10,
  viewMinWinSingle: 500_000,
  viewMinWinMulti: 1_000_000,
  maxLimit: 20,
  delaySeconds: 10,
};

function win(change: Partial<SportWinFeedEntry>): SportWinFeedEntry {
  return {
    betId: 1,
    betType: 'single',
    coefficient: 1.5,
    winAmount: 10_000,
    currency: 'UAH',
    wonAt: '2025-05-01T12:00:00.000Z',
    ...change,
  };
}

describe('a win in the feed', () => {
  it('is shown when its odds reach the minimum for its kind of bet', () => {
    expect(qualifies(win({ coefficient: 3 }), settings, 'UAH')).toBe(true);
    expect(qualifies(win({ coefficient: 2.99 }), settings, 'UAH')).toBe(false);
    expect(qualifies(win({ betType: 'multi', coefficient: 10 }), settings, 'UAH')).toBe(true);
    expect(qualifies(win({ betType: 'multi', coefficient: 9.99 }), settings, 'UAH')).toBe(false);
  });

  it('weighs odds in hundredths, as the server does: a float a hair under 3.00 is 3.00', () => {
    expect(qualifies(win({ coefficient: 2.9999999999999996 }), settings, 'UAH')).toBe(true);
  });

  it('is shown when its amount reaches the minimum win for its kind, whatever its odds', () => {
    expect(qualifies(win({ winAmount: 500_000 }), settings, 'UAH')).toBe(true);
    expect(qualifies(win({ winAmount: 499_999 }), settings, 'UAH')).toBe(false);
    expect(qualifies(win({ betType: 'multi', coefficient: 4, winAmount: 999_999 }), settings, 'UAH')).toBe(
      false,
    );
    expect(qualifies(win({ betType: 'multi', coefficient: 4, winAmount: 1_000_000 }), settings, 'UAH')).toBe(
      true,
    );
  });

  it('in another currency is not measured against the minimum win of the viewer’s', () => {
    expect(qualifies(win({ currency: 'EUR', winAmount: 100 }), settings, 'UAH')).toBe(true);
  });
});
