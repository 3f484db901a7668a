import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testBonus } from '../../../lib/test-bonus';
import { type DepositBonusOption, depositBonusesQuery, fetchDepositBonuses } from '../api/deposit-bonuses';
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
  it('are asked for by amount, in the page’s language, and read from the reply', async () => {
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
    expect(await fetchDepositBonuses(50_000, 'en')).toEqual([offered]);
    expect(fetch.mock.calls[0]?.[0]).toBe('/rest/cash/bonus-amounts/?amount=50000&lang=en');
  });

  it('are read again in another language rather than shown in the one cached', async () => {
    const fetch = vi.fn(
      async (_url: string) => new Response(JSON.stringify({ success: true, data: { bonuses: [] } })),
    );
    vi.stubGlobal('fetch', fetch);
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(depositBonusesQuery(50_000, 'en'));
    await queryClient.fetchQuery(depositBonusesQuery(50_000, 'ru'));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/rest/cash/bonus-amounts/?amount=50000&lang=en',
      '/rest/cash/bonus-amounts/?amount=50000&lang=ru',
    ]);
  });
});
