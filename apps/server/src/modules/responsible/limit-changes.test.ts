import { describe, expect, it } from 'vitest';
import { changeLimit, NO_LIMIT, settled } from './limit-changes.ts';

const now = new Date('2026-11-23T10:00:00Z');
const hours = (count: number) => new Date(now.getTime() + count * 60 * 60 * 1000);

describe('changing a self-limit', () => {
  it('applies a first limit at once', () => {
    expect(changeLimit(NO_LIMIT, 50_000, now)).toEqual({ amount: 50_000, pending: null });
  });

  it('applies a decrease at once', () => {
    expect(changeLimit({ amount: 50_000, pending: null }, 20_000, now)).toEqual({
      amount: 20_000,
      pending: null,
    });
  });

  it('makes an increase wait 24 hours', () => {
    const state = changeLimit({ amount: 50_000, pending: null }, 90_000, now);
    expect(state).toEqual({ amount: 50_000, pending: { amount: 90_000, effectiveAt: hours(24) } });
    expect(settled(state, hours(23.99)).amount).toBe(50_000);
    expect(settled(state, hours(24))).toEqual({ amount: 90_000, pending: null });
  });

  it('treats a removal as an increase', () => {
    const state = changeLimit({ amount: 50_000, pending: null }, null, now);
    expect(state.amount).toBe(50_000);
    expect(state.pending).toEqual({ amount: null, effectiveAt: hours(24) });
    expect(settled(state, hours(24)).amount).toBeNull();
  });

  it('drops a waiting raise when the player lowers again', () => {
    const raised = changeLimit({ amount: 50_000, pending: null }, 90_000, now);
    expect(changeLimit(raised, 40_000, hours(1))).toEqual({ amount: 40_000, pending: null });
  });

  it('restarts the cooling-off when a raise is asked for again', () => {
    const raised = changeLimit({ amount: 50_000, pending: null }, 90_000, now);
    const again = changeLimit(raised, 95_000, hours(12));
    expect(again.pending).toEqual({ amount: 95_000, effectiveAt: hours(36) });
  });

  it('keeps the limit and drops the raise when the same amount is asked for', () => {
    const raised = changeLimit({ amount: 50_000, pending: null }, 90_000, now);
    expect(changeLimit(raised, 50_000, hours(1))).toEqual({ amount: 50_000, pending: null });
  });
});
