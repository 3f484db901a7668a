import type { SelfLimit } from '@casino/contracts';
import { MAX_MONEY_LIMIT } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  changeEffect,
  limitInputText,
  parseLimitInput,
  planLimitChanges,
  refusedPeriods,
} from './limit-form';

function limit(overrides: Partial<SelfLimit>): SelfLimit {
  return {
    type: 'deposit',
    period: 'day',
    amount: null,
    used: 0,
    left: null,
    resetsAt: '2026-11-23T22:00:00.000Z',
    pending: null,
    ...overrides,
  };
}

const PENDING = { amount: 50_000, effectiveAt: '2026-11-24T10:00:00.000Z' };

describe('reading a limit field', () => {
  it('reads money in major units of the currency as integer minor units', () => {
    expect(parseLimitInput('100', 'deposit', 'day', 'UAH')).toEqual({ ok: true, amount: 10_000 });
    expect(parseLimitInput('1 250,50', 'loss', 'week', 'UAH')).toEqual({ ok: true, amount: 125_050 });
    expect(parseLimitInput('0.01', 'wager', 'month', 'USD')).toEqual({ ok: true, amount: 1 });
  });

  it('reads an empty field as no limit', () => {
    expect(parseLimitInput('', 'deposit', 'day', 'UAH')).toEqual({ ok: true, amount: null });
    expect(parseLimitInput('   ', 'session', 'day', 'UAH')).toEqual({ ok: true, amount: null });
  });

  it('refuses zero, which would mean the opposite of no limit', () => {
    expect(parseLimitInput('0', 'deposit', 'day', 'UAH')).toEqual({ ok: false, error: 'not_positive' });
    expect(parseLimitInput('0,00', 'deposit', 'day', 'UAH')).toEqual({ ok: false, error: 'not_positive' });
    expect(parseLimitInput('0', 'session', 'day', 'UAH')).toEqual({ ok: false, error: 'not_positive' });
  });

  it('refuses what is not an amount, and a fraction of a kopeck', () => {
    expect(parseLimitInput('-5', 'deposit', 'day', 'UAH')).toEqual({ ok: false, error: 'invalid' });
    expect(parseLimitInput('abc', 'deposit', 'day', 'UAH')).toEqual({ ok: false, error: 'invalid' });
    expect(parseLimitInput('1e5', 'deposit', 'day', 'UAH')).toEqual({ ok: false, error: 'invalid' });
    expect(parseLimitInput('10,555', 'deposit', 'day', 'UAH')).toEqual({ ok: false, error: 'too_precise' });
  });

  it('refuses absurd money limits, one minor unit over the bound', () => {
    expect(parseLimitInput(String(MAX_MONEY_LIMIT / 100), 'deposit', 'day', 'UAH')).toEqual({
      ok: true,
      amount: MAX_MONEY_LIMIT,
    });
    expect(parseLimitInput(`${MAX_MONEY_LIMIT / 100},01`, 'deposit', 'day', 'UAH')).toEqual({
      ok: false,
      error: 'too_large',
      max: MAX_MONEY_LIMIT,
    });
    expect(parseLimitInput('99999999999999999999', 'deposit', 'day', 'UAH')).toMatchObject({
      ok: false,
      error: 'too_large',
    });
  });

  it('takes session time in whole minutes, at most the whole period', () => {
    expect(parseLimitInput('90', 'session', 'day', 'UAH')).toEqual({ ok: true, amount: 90 });
    expect(parseLimitInput('1,5', 'session', 'day', 'UAH')).toEqual({ ok: false, error: 'not_whole' });
    expect(parseLimitInput('1440', 'session', 'day', 'UAH')).toEqual({ ok: true, amount: 1440 });
    expect(parseLimitInput('1441', 'session', 'day', 'UAH')).toEqual({
      ok: false,
      error: 'too_large',
      max: 1440,
    });
    expect(parseLimitInput('1441', 'session', 'week', 'UAH')).toEqual({ ok: true, amount: 1441 });
  });

  it('shows a limit in its field as it reads back', () => {
    expect(limitInputText(10_000, 'deposit', 'UAH', ',')).toBe('100');
    expect(limitInputText(125_050, 'deposit', 'UAH', ',')).toBe('1250,50');
    expect(limitInputText(90, 'session', 'UAH', '.')).toBe('90');
    expect(limitInputText(null, 'deposit', 'UAH', ',')).toBe('');
    expect(parseLimitInput(limitInputText(125_050, 'deposit', 'UAH', ','), 'deposit', 'day', 'UAH')).toEqual({
      ok: true,
      amount: 125_050,
    });
  });
});

describe('what a change does (RTS 12)', () => {
  it('applies a first limit or a lower one at once', () => {
    expect(changeEffect(limit({ amount: null }), 10_000)).toBe('immediate');
    expect(changeEffect(limit({ amount: 10_000 }), 9_999)).toBe('immediate');
  });

  it('makes a higher limit or a removal wait out the cooling-off', () => {
    expect(changeEffect(limit({ amount: 10_000 }), 10_001)).toBe('coolingOff');
    expect(changeEffect(limit({ amount: 10_000 }), null)).toBe('coolingOff');
  });

  it('sends nothing for the limit in force, whether or not a change waits', () => {
    expect(changeEffect(limit({ amount: 10_000 }), 10_000)).toBe('none');
    expect(changeEffect(limit({ amount: 10_000, pending: PENDING }), 10_000)).toBe('none');
    expect(changeEffect(limit({ amount: null }), null)).toBe('none');
  });

  it('applies a lower limit at once even while a raise waits', () => {
    expect(changeEffect(limit({ amount: 10_000, pending: PENDING }), 5_000)).toBe('immediate');
  });

  it('sends nothing for the change already waiting, which would restart its wait', () => {
    expect(changeEffect(limit({ amount: 10_000, pending: PENDING }), PENDING.amount)).toBe('none');
    expect(changeEffect(limit({ amount: 10_000, pending: { ...PENDING, amount: null } }), null)).toBe('none');
  });
});

describe("a limit type's form", () => {
  const limits = [
    limit({ period: 'day', amount: 10_000, used: 10_000, left: 0 }),
    limit({ period: 'week', amount: null }),
    limit({ period: 'month', amount: 100_000, left: 100_000 }),
  ];

  it('sends only the periods that change, with what each will do', () => {
    const plan = planLimitChanges('deposit', limits, { day: '200', week: '', month: '500' }, 'UAH');
    expect(plan.errors).toEqual({});
    expect(plan.changes).toEqual([
      { type: 'deposit', period: 'day', amount: 20_000 },
      { type: 'deposit', period: 'month', amount: 50_000 },
    ]);
    expect(plan.effects).toEqual({ day: 'coolingOff', month: 'immediate' });
  });

  it('names every field that cannot be sent, so nothing half goes through', () => {
    const plan = planLimitChanges('deposit', limits, { day: '0', week: 'ten', month: '500' }, 'UAH');
    expect(plan.errors).toEqual({ day: { error: 'not_positive' }, week: { error: 'invalid' } });
  });

  it('has nothing to send when the fields show the limits in force', () => {
    const plan = planLimitChanges('deposit', limits, { day: '100', week: '', month: '1000' }, 'UAH');
    expect(plan.changes).toEqual([]);
  });

  it('finds the fields a refusal names among the changes sent', () => {
    const sent = [
      { type: 'loss', period: 'week', amount: 5 },
      { type: 'loss', period: 'month', amount: 10 },
    ] as const;
    expect(refusedPeriods({ 'limits.1.amount': 'must be at most 1000000000' }, sent)).toEqual(['month']);
    expect(refusedPeriods({ 'limits.0': 'names a limit already changed' }, sent)).toEqual(['week']);
    expect(refusedPeriods({ 'limits.5.amount': 'x', other: 'y' }, sent)).toEqual([]);
  });
});
