import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testBonus } from '../../../lib/test-bonus';
import { type DepositBonusOption, depositBonusesQuery, fetchDepositBonuses } from '../api/deposit-bonuses';
import { chosenDepositBonus, isChosen } from './deposit-bonus-choice';

function option(id: number, category: 'casino' | 'sport' = 'casino'): DepositBonusOption {
  return {
    bonus: testBonus({ id, category }),
    calculationFields: {
      depositAmount: 50_000,
      bonusAmount: 50_000,
      wageringRequired: category === 'sport' ? 0 : 1_750_000,
      maxConversion: null,
    },
  };
}

const casino = (id: number) => ({ source: 'casino', id }) as const;
const sport = (id: number) => ({ source: 'sport', id }) as const;
const either = (id: number) => ({ source: 'either', id }) as const;

afterEach(() => vi.unstubAllGlobals());

describe('the bonus a deposit carries', () => {
  const offered = { casino: [option(3), option(7)], sport: [option(12, 'sport')] };

  it('is the bonus the player chose when the amount qualifies for it, from its own list', () => {
    expect(chosenDepositBonus(casino(7), offered)).toEqual(casino(7));
    expect(chosenDepositBonus(sport(12), offered)).toEqual(sport(12));
  });

  it('is none when the player chose none, whatever is offered', () => {
    expect(chosenDepositBonus(null, offered)).toBeNull();
  });

  it('is none when the amount does not qualify for the bonus chosen', () => {
    expect(chosenDepositBonus(casino(9), offered)).toBeNull();
    expect(chosenDepositBonus(casino(7), { casino: [], sport: [] })).toBeNull();
    expect(chosenDepositBonus(sport(12), { casino: [option(12)], sport: [] })).toBeNull();
  });

  it('stands as chosen while the offers of its list for the amount are not known yet', () => {
    expect(chosenDepositBonus(casino(7), {})).toEqual(casino(7));
    expect(chosenDepositBonus(sport(12), { casino: [] })).toEqual(sport(12));
  });

  it('is one bonus at most: choosing a sport bonus drops the casino one, and back', () => {
    // The choice is one value: choosing replaces it, so only the latest choice's list is ever sent.
    let chosen = chosenDepositBonus(casino(7), offered);
    expect(isChosen(chosen, 'casino', 7)).toBe(true);
    chosen = chosenDepositBonus(sport(12), offered);
    expect(isChosen(chosen, 'sport', 12)).toBe(true);
    expect(isChosen(chosen, 'casino', 7)).toBe(false);
    chosen = chosenDepositBonus(casino(7), offered);
    expect(isChosen(chosen, 'casino', 7)).toBe(true);
    expect(isChosen(chosen, 'sport', 12)).toBe(false);
  });

  it("goes with the list that offers the address's bonus, else with one not known yet, else none", () => {
    expect(chosenDepositBonus(either(12), offered)).toEqual(sport(12));
    expect(chosenDepositBonus(either(7), offered)).toEqual(casino(7));
    expect(chosenDepositBonus(either(12), { casino: [option(3)] })).toEqual(sport(12));
    expect(chosenDepositBonus(either(12), { sport: [option(12, 'sport')] })).toEqual(sport(12));
    expect(chosenDepositBonus(either(9), {})).toEqual(casino(9));
    expect(chosenDepositBonus(either(9), offered)).toBeNull();
  });
});

describe('the deposit bonuses for an amount', () => {
  it('are asked for by amount, in the page’s language, and read from the reply', async () => {
    const offered = option(7);
    const fetch = vi.fn(
      async (_url: string) => new Response(JSON.stringify({ success: true, data: { bonuses: [offered] } })),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await fetchDepositBonuses('casino', 50_000, 'en')).toEqual([offered]);
    expect(fetch.mock.calls[0]?.[0]).toBe('/rest/cash/bonus-amounts/?amount=50000&lang=en');
  });

  it('are asked for from the welcome sport list for sport bonuses', async () => {
    const offered = option(12, 'sport');
    const fetch = vi.fn(
      async (_url: string) => new Response(JSON.stringify({ success: true, data: { bonuses: [offered] } })),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await fetchDepositBonuses('sport', 50_000, 'uk')).toEqual([offered]);
    expect(fetch.mock.calls[0]?.[0]).toBe('/rest/bonuses/welcome-sport/?amount=50000&lang=uk');
  });

  it('are read again in another language or list rather than shown from the one cached', async () => {
    const fetch = vi.fn(
      async (_url: string) => new Response(JSON.stringify({ success: true, data: { bonuses: [] } })),
    );
    vi.stubGlobal('fetch', fetch);
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(depositBonusesQuery('casino', 50_000, 'en'));
    await queryClient.fetchQuery(depositBonusesQuery('casino', 50_000, 'ru'));
    await queryClient.fetchQuery(depositBonusesQuery('sport', 50_000, 'ru'));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/rest/cash/bonus-amounts/?amount=50000&lang=en',
      '/rest/cash/bonus-amounts/?amount=50000&lang=ru',
      '/rest/bonuses/welcome-sport/?amount=50000&lang=ru',
    ]);
  });
});
