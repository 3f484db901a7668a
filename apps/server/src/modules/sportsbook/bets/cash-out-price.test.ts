import { describe, expect, it } from 'vitest';
import { cashOutValue } from './cash-out-price.ts';

const express = { type: 'express' } as const;

describe("a bet's cash-out value", () => {
  it('carries the stake through the results so far and the open prices now, less the margin', () => {
    // 1,000 at 2.00 (won) and 3.00 now quoted 2.40: 1,000 x 2.00 x 3.00 / 2.40 = 2,500, less 5%.
    expect(
      cashOutValue(
        express,
        1_000,
        [
          { odds: 200, result: 'won', current: 'suspended' },
          { odds: 300, result: 'open', current: 240 },
        ],
        500,
      ),
    ).toEqual({ amount: 2_375 });
    // A void leg counts at 1.00, a half-won one at half its price plus half the stake.
    expect(
      cashOutValue(
        express,
        1_000,
        [
          { odds: 300, result: 'void', current: 'suspended' },
          { odds: 190, result: 'half_won', current: 'suspended' },
          { odds: 200, result: 'open', current: 200 },
        ],
        0,
      ),
    ).toEqual({ amount: 1_450 });
  });

  it('is refused while a leg is suspended, once a leg lost or every leg is decided, and for system bets', () => {
    const open = { odds: 200, result: 'open', current: 200 } as const;
    expect(cashOutValue(express, 1_000, [open, { ...open, current: 'suspended' }], 500)).toEqual({
      refusal: 'market_suspended',
    });
    expect(
      cashOutValue(express, 1_000, [open, { odds: 200, result: 'lost', current: 'suspended' }], 500),
    ).toEqual({
      refusal: 'bet_decided',
    });
    expect(cashOutValue(express, 1_000, [{ odds: 200, result: 'won', current: 'suspended' }], 500)).toEqual({
      refusal: 'bet_decided',
    });
    expect(cashOutValue({ type: 'system' }, 1_000, [open], 500)).toEqual({ refusal: 'not_offered' });
  });
});
