import { createTranslator, MESSAGES } from '@casino/i18n';
import { describe, expect, it } from 'vitest';
import { ApiCallError, errorCodeOf } from '../../lib/api-client';
import { cashErrorMessage, isSelfExcluded, refusalParams, selfExclusionParams } from './cash-errors';

const t = createTranslator('en', MESSAGES.en);
const context = { t, lang: 'en' as const, currency: 'UAH' as const };

function refusal(status: number, code: string, details?: Record<string, string | number | null>) {
  return new ApiCallError(status, {
    success: false,
    error: { code, message: code, ...(details ? { details } : {}) },
  });
}

describe('cash error messages', () => {
  it('name the limit an amount broke, formatted as money', () => {
    const error = refusal(422, 'amount_below_minimum', { min: 1_000, max: 15_000_000, currency: 'UAH' });
    expect(cashErrorMessage(error, context)).toBe('The minimum is ₴10.00');
  });

  it('name the balance of an overdraw in the refusal’s currency', () => {
    const error = refusal(422, 'insufficient_funds', { balance: 12_345, currency: 'USD' });
    expect(cashErrorMessage(error, context)).toBe('Not enough funds: your balance is $123.45');
  });

  it('read unknown codes and thrown non-API errors as a general failure', () => {
    expect(cashErrorMessage(refusal(500, 'internal'), context)).toBe(
      'Something went wrong. Please try again.',
    );
    expect(cashErrorMessage(new Error('boom'), context)).toBe('Something went wrong. Please try again.');
    expect(errorCodeOf(new Error('boom'))).toBe('unknown');
  });

  it('never show an empty placeholder when the figure is missing or not a whole amount', () => {
    expect(cashErrorMessage(refusal(422, 'amount_above_maximum', { max: 'lots' }), context)).toBe(
      'Please check the details',
    );
    expect(cashErrorMessage(refusal(422, 'insufficient_funds'), context)).toBe('Please check the details');
  });

  it('recognise the self-excluded status 444', () => {
    expect(isSelfExcluded(refusal(444, 'self_excluded'))).toBe(true);
    expect(isSelfExcluded(refusal(403, 'forbidden'))).toBe(false);
  });

  it('hand the till date of a 444 to the Ludoman modal, permanent when it has none', () => {
    expect(selfExclusionParams(refusal(444, 'self_excluded', { till: '2026-12-01T10:00:00.000Z' }))).toEqual({
      till: '2026-12-01T10:00:00.000Z',
    });
    expect(selfExclusionParams(refusal(444, 'self_excluded', { till: null }))).toEqual({ till: 'permanent' });
    expect(selfExclusionParams(refusal(444, 'self_excluded'))).toEqual({});
    expect(selfExclusionParams(new Error('boom'))).toEqual({});
  });

  it("hand a limit refusal's facts to the modal that explains it", () => {
    const error = refusal(422, 'self_limit_reached', {
      type: 'deposit',
      period: 'day',
      limit: 10_000,
      left: 0,
      resetsAt: '2026-11-23T22:00:00.000Z',
    });
    expect(refusalParams(error)).toEqual({
      type: 'deposit',
      period: 'day',
      limit: '10000',
      left: '0',
      resetsAt: '2026-11-23T22:00:00.000Z',
    });
    expect(refusalParams(new Error('boom'))).toEqual({});
  });
});
