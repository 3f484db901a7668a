import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitStake } from '../../src/modules/wallet/stake-split.ts';
import { BONUS_STAKE_ORDERS } from '../../src/platform/config.ts';

const money = fc.integer({ min: 0, max: 1_000_000 });

describe('splitting a stake between real and bonus money', () => {
  it.each(BONUS_STAKE_ORDERS)(
    '%s: takes the whole stake from what the two balances hold, the first to the end before the other',
    (order) => {
      fc.assert(
        fc.property(money, money, fc.integer({ min: 1, max: 2_000_000 }), (real, bonus, amount) => {
          const taken = splitStake(amount, { real, bonus }, order);
          if (real + bonus < amount) {
            expect(taken).toBeNull();
            return;
          }
          expect(taken).not.toBeNull();
          const { real: fromReal, bonus: fromBonus } = taken as { real: number; bonus: number };
          expect(fromReal + fromBonus).toBe(amount);
          expect(fromReal).toBeGreaterThanOrEqual(0);
          expect(fromBonus).toBeGreaterThanOrEqual(0);
          expect(fromReal).toBeLessThanOrEqual(real);
          expect(fromBonus).toBeLessThanOrEqual(bonus);
          // The second balance pays only what the first could not.
          if (order === 'real_first') expect(fromBonus === 0 || fromReal === real).toBe(true);
          else expect(fromReal === 0 || fromBonus === bonus).toBe(true);
        }),
      );
    },
  );

  it('takes 3 of real money and 1 of bonus money for 4 from 3 and 5 real first, 4 of bonus money bonus first', () => {
    expect(splitStake(4, { real: 3, bonus: 5 }, 'real_first')).toEqual({ real: 3, bonus: 1 });
    expect(splitStake(4, { real: 3, bonus: 5 }, 'bonus_first')).toEqual({ real: 0, bonus: 4 });
    expect(splitStake(9, { real: 3, bonus: 5 }, 'bonus_first')).toBeNull();
  });
});
