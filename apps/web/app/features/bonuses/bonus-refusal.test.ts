import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../lib/api-client';
import { applyBonus } from './api/apply-bonus';
import { bonusRefusal, refusalFact } from './bonus-refusal';

const WITH_POPUP = { features: { bonusRequiresDepositPopup: true }, currency: 'UAH' as const };
const WITHOUT_POPUP = { features: { bonusRequiresDepositPopup: false }, currency: 'UAH' as const };

function refused(status: number, code: string, extra: Record<string, unknown> = {}) {
  return new ApiCallError(status, { success: false, error: { code, message: code }, ...extra });
}

/** The server answers the next call with this status and body. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('where a refused bonus call leads', () => {
  it('opens the balance-limit modal with the balance limit the refusal carries', () => {
    const error = refused(409, 'bonus_balance_too_high', { max_balance_for_activation: 50_000 });
    expect(bonusRefusal(error, WITH_POPUP)).toEqual({
      kind: 'modal',
      name: 'BonusAccessBalanceLimitModal',
      params: { max_balance_for_activation: '50000', currency: 'UAH' },
    });
  });

  it('reads the limit from the error’s details too, and opens the modal without one when none came', () => {
    const inDetails = new ApiCallError(409, {
      success: false,
      error: { code: 'bonus_balance_too_high', message: '', details: { max_balance_for_activation: 7_500 } },
    });
    expect(refusalFact(inDetails, 'max_balance_for_activation')).toBe(7_500);
    expect(bonusRefusal(refused(409, 'bonus_balance_too_high'), WITH_POPUP)).toEqual({
      kind: 'modal',
      name: 'BonusAccessBalanceLimitModal',
      params: {},
    });
  });

  it('opens the deposit-required popup with the days, on the brands that have it', () => {
    const error = refused(409, 'bonus_requires_deposit', { days_since_last_deposit: 30 });
    expect(bonusRefusal(error, WITH_POPUP)).toEqual({
      kind: 'modal',
      name: 'BonusRequiresDepositPopup',
      params: { days_since_last_deposit: '30' },
    });
    expect(bonusRefusal(error, WITHOUT_POPUP)).toEqual({
      kind: 'message',
      key: 'bonuses.errors.bonus_requires_deposit',
    });
  });

  it('leaves a 444 to player protection, which shows the Ludoman modal for every one', () => {
    expect(bonusRefusal(refused(444, 'self_excluded', { till: null }), WITH_POPUP)).toEqual({
      kind: 'protection',
    });
  });

  it('words the other refusals where the player acted, and the failures any call meets as the site does', () => {
    expect(bonusRefusal(refused(404, 'promo_code_unknown'), WITH_POPUP)).toEqual({
      kind: 'message',
      key: 'bonuses.errors.promo_code_unknown',
    });
    expect(bonusRefusal(refused(409, 'bonus_already_taken'), WITH_POPUP)).toEqual({
      kind: 'message',
      key: 'bonuses.errors.bonus_already_taken',
    });
    expect(bonusRefusal(refused(429, 'rate_limited'), WITH_POPUP)).toEqual({
      kind: 'message',
      key: 'errors.rate_limited',
    });
    expect(bonusRefusal(refused(500, 'internal'), WITH_POPUP)).toEqual({
      kind: 'message',
      key: 'errors.unknown',
    });
    expect(bonusRefusal(new Error('boom'), WITH_POPUP)).toEqual({ kind: 'message', key: 'errors.unknown' });
  });

  it('routes the apply call’s own refusal body (spec section 7) to its modal', async () => {
    const fetch = answer(409, {
      success: false,
      error: { code: 'bonus_balance_too_high', message: 'The balance is above the limit' },
      max_balance_for_activation: 20_000,
    });
    const error = await applyBonus(12, 'en').catch((failure: unknown) => failure);
    expect(fetch.mock.calls[0]?.[0]).toBe('/rest/bonus/12/apply/?lang=en');
    expect(bonusRefusal(error, WITH_POPUP)).toEqual({
      kind: 'modal',
      name: 'BonusAccessBalanceLimitModal',
      params: { max_balance_for_activation: '20000', currency: 'UAH' },
    });
  });
});
