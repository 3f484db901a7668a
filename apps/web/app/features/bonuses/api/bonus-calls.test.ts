import type { BonusList } from '@casino/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BONUS_QUERY_KEY, bonusListKey, depositBonusesKey } from '../../../lib/bonus-query-keys';
import { testBonus } from '../../../lib/test-bonus';
import { applyPromoCode } from './apply-promo-code';
import { bonusListQuery, fetchBonusList } from './bonus-list';
import { revokeBonus } from './revoke-bonus';
import { validatePromoCode } from './validate-promo-code';

const list = (title: string): BonusList => ({
  active: null,
  queued: [],
  available: [testBonus({ title })],
  history: [],
});

/** The server answers each call with the next of these bodies, all 200. */
function answer(...bodies: unknown[]) {
  const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify(bodies.shift())));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const asked = (fetch: ReturnType<typeof answer>) => fetch.mock.calls.map(([url]) => url);

afterEach(() => vi.unstubAllGlobals());

describe('the bonus calls', () => {
  it('ask for the bonus texts in the page’s language', async () => {
    const bonus = { success: true, data: testBonus() };
    const fetch = answer({ success: true, data: list('Welcome') }, bonus, bonus, bonus);
    await fetchBonusList('en');
    await revokeBonus(30, 'ru');
    await validatePromoCode('SPRING', 'en');
    await applyPromoCode('SPRING', 'uk');
    expect(asked(fetch)).toEqual([
      '/rest/bonuses/?tab=casino&lang=en',
      '/rest/bonuses/revokebonus/30/?lang=ru',
      '/rest/promo-codes/validate/SPRING/?lang=en',
      '/rest/promo-codes/apply/SPRING/?lang=uk',
    ]);
  });
});

describe('the cached bonus reads', () => {
  it('are read again in another language rather than shown in the one cached', async () => {
    const queryClient = new QueryClient();
    const fetch = answer({ success: true, data: list('Welcome') }, { success: true, data: list('Вітаємо') });
    await queryClient.fetchQuery(bonusListQuery('en'));
    const uk = await queryClient.fetchQuery(bonusListQuery('uk'));
    expect(uk.available[0]?.title).toBe('Вітаємо');
    expect(queryClient.getQueryData<BonusList>(bonusListKey('en'))?.available[0]?.title).toBe('Welcome');
    expect(asked(fetch)).toEqual(['/rest/bonuses/?tab=casino&lang=en', '/rest/bonuses/?tab=casino&lang=uk']);
  });

  it('are all marked stale, in every language, when the bonuses move', () => {
    const queryClient = new QueryClient();
    const keys: (readonly unknown[])[] = [
      bonusListKey('en'),
      bonusListKey('uk'),
      depositBonusesKey(50_000, 'en'),
      depositBonusesKey(50_000, 'ru'),
    ];
    for (const key of keys) queryClient.setQueryData(key, []);
    void queryClient.invalidateQueries({ queryKey: BONUS_QUERY_KEY });
    expect(keys.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });
});
