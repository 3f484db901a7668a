import { PIGGY_BANK_DISPLAY_DELAY_MS, piggyBankBreakable, piggyBankStatus } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { gameNameOfSlug, piggyDisplayAmount, piggyFillPercent } from './piggy-display';

const piggy = { moneyBoxAmount: 120_00, delayedAmount: 20_00, minAmount: 50_00, maxAmount: 500_00 };

describe('piggy bank rules', () => {
  it('shows the previous amount at once after a top-up and the new one once the delay has passed', () => {
    expect(piggyDisplayAmount(piggy, 0)).toBe(100_00);
    expect(piggyDisplayAmount(piggy, PIGGY_BANK_DISPLAY_DELAY_MS - 1)).toBe(100_00);
    expect(piggyDisplayAmount(piggy, PIGGY_BANK_DISPLAY_DELAY_MS)).toBe(120_00);
    // No top-up message while open: the amount as it is.
    expect(piggyDisplayAmount(piggy, null)).toBe(120_00);
    expect(PIGGY_BANK_DISPLAY_DELAY_MS).toBe(10_000);
  });

  it('is breakable when full or at its minimum, never empty; full only at the maximum', () => {
    expect(piggyBankBreakable({ ...piggy, moneyBoxAmount: 49_99 })).toBe(false);
    expect(piggyBankBreakable({ ...piggy, moneyBoxAmount: 50_00 })).toBe(true);
    expect(piggyBankStatus({ ...piggy, moneyBoxAmount: 499_99 })).toBe('inactive');
    expect(piggyBankStatus({ ...piggy, moneyBoxAmount: 500_00 })).toBe('full');
    // A maximum below the minimum: full breaks it all the same.
    expect(piggyBankBreakable({ moneyBoxAmount: 30_00, minAmount: 50_00, maxAmount: 30_00 })).toBe(true);
    expect(piggyBankBreakable({ moneyBoxAmount: 0, minAmount: 0, maxAmount: 0 })).toBe(false);
  });

  it('measures the fill in whole per cent and names games by their slugs', () => {
    expect(piggyFillPercent(piggy, 120_00)).toBe(24);
    expect(piggyFillPercent(piggy, 600_00)).toBe(100);
    expect(piggyFillPercent({ maxAmount: 0 }, 1)).toBe(0);
    expect(gameNameOfSlug('book-of-sevens')).toBe('Book of Sevens');
  });
});
