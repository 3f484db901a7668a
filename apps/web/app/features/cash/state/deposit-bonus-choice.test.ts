import { afterEach, describe, expect, it, vi } from 'vitest';
import { testBonus } from '../../../lib/test-bonus';
import { type DepositBonusOption, fetchDepositBonuses } from '../api/deposit-bonuses';
import { chosenDepositBonus } from './deposit-bonus-choice';

function option(id: number): DepositBonusOption {
  return {
    bonus: testBonus({ id }),
    calculationFields: {
      depositAmount: 50_000,
      bonusAmount: 50_000,
      wageringRequired: 1_750_000,
      maxConversion: null,
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the bonus a deposit carries', () => {
  it('is the bonus the player chose when the amount qualifies for it', () => {
    expect(chosenDepositBonus(7, [option(3), option(7)])).toBe(7);
  });

  it('is none when the player chose none, whatever is offered', () => {
    expect(chosenDepositBonus(null, [option(3)])).toBeNull();
  });

  it('is none when the amount does not qualify for the bonus chosen', () => {
    expect(chosenDepositBonus(7, [option(3)])).toBeNull();
    expect(chosenDepositBonus(7, [])).toBeNull();
  });

  it('stands as chosen while the offers for the amount are not known yet', () => {
    expect(chosenDepositBonus(7, undefined)).toBe(7);
  });
});

describe('the deposit bonuses for an amount', () => {
  it('are asked for by amount and read from the reply', async () => {
    const offered = {
      bonus: testBonus({ id: 7 }),
      calculationFields: {
        depositAmount: 50_000,
        bonusAmount: 50_000,
        wageringRequired: 1_750_000,
        maxConversion: null,
      },
    };
    const fetch = vi.fn(
      async (_url: string) => new Response(JSON.stringify({ success: true, data: { bonuses: [offered] } })),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await fetchDepositBonuses(50_000)).toEqual([offered]);
    expect(fetch.mock.calls[0]?.[0]).toBe('/rest/cash/bonus-amounts/?amount=50000');
  });
});
