import type { ApiError } from '@casino/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiCallError,
  apiRequest,
  onSelfExclusionRefusal,
  type SelfExclusionRefusal,
} from '../../lib/api-client';
import { modalForSelfExclusion, tillParams } from './self-exclusion-refusal';

function refusal(path: string, details?: ApiError['error']['details']): SelfExclusionRefusal {
  return {
    path,
    body: {
      success: false,
      error: { code: 'self_excluded', message: 'closed', ...(details ? { details } : {}) },
    },
  };
}

const TILL = '2026-12-01T10:00:00.000Z';

describe('which modal a 444 opens', () => {
  it('shows the Ludoman modal with the till date for real-money actions', () => {
    for (const path of ['/rest/game/book-of-ra/?isMoney=true', '/rest/cash/token-pay/', '/rest/cash/']) {
      expect(modalForSelfExclusion(refusal(path, { till: TILL }))).toEqual({
        name: 'LudomanModal',
        params: { till: TILL },
      });
    }
  });

  it('explains paused cashback and bonuses when a bonus action is refused', () => {
    expect(modalForSelfExclusion(refusal('/rest/players/cashback/apply/', { till: TILL })).name).toBe(
      'LudomanCashbackModal',
    );
    expect(modalForSelfExclusion(refusal('/rest/bonus/12/apply/', { till: null })).name).toBe(
      'LudomanCashbackModal',
    );
    expect(modalForSelfExclusion(refusal('/rest/promo-codes/apply/SPRING25/', { till: TILL })).name).toBe(
      'LudomanCashbackModal',
    );
    // A bonus named only in the query of a deposit is still a deposit.
    expect(modalForSelfExclusion(refusal('/rest/cash/?bonus_id=3', { till: TILL })).name).toBe(
      'LudomanModal',
    );
  });

  it('passes a permanent exclusion on, and nothing when the refusal gives no readable date', () => {
    expect(tillParams({ till: null })).toEqual({ till: 'permanent' });
    expect(tillParams({ till: 'soon' })).toEqual({});
    expect(tillParams({})).toEqual({});
    expect(tillParams(undefined)).toEqual({});
    expect(modalForSelfExclusion(refusal('/rest/cash/')).params).toEqual({});
  });
});

describe('the shared 444 handler', () => {
  afterEach(() => vi.unstubAllGlobals());

  function answer(status: number, body: unknown) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status })),
    );
  }

  it('hears of every 444 whoever made the call, before the caller sees the refusal', async () => {
    const heard: SelfExclusionRefusal[] = [];
    const stop = onSelfExclusionRefusal((item) => heard.push(item));
    answer(444, refusal('', { till: TILL }).body);
    const call = apiRequest('/rest/cash/token-pay/', { body: {} });
    await expect(call).rejects.toBeInstanceOf(ApiCallError);
    await expect(call).rejects.toMatchObject({ status: 444 });
    expect(heard).toEqual([{ path: '/rest/cash/token-pay/', body: refusal('', { till: TILL }).body }]);
    stop();
  });

  it('stays quiet for other refusals and after unsubscribing', async () => {
    const listener = vi.fn();
    const stop = onSelfExclusionRefusal(listener);
    answer(422, { success: false, error: { code: 'validation_failed', message: 'no' } });
    await expect(apiRequest('/rest/cash/', { body: {} })).rejects.toMatchObject({ status: 422 });
    stop();
    answer(444, refusal('').body);
    await expect(apiRequest('/rest/cash/', { body: {} })).rejects.toMatchObject({ status: 444 });
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps the caller working when a listener throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stop = onSelfExclusionRefusal(() => {
      throw new Error('broken');
    });
    answer(444, refusal('').body);
    await expect(apiRequest('/rest/cash/', { body: {} })).rejects.toMatchObject({ status: 444 });
    expect(error).toHaveBeenCalledOnce();
    stop();
    error.mockRestore();
  });
});
