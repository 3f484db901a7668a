import { describe, expect, it } from 'vitest';
import { readSelfLimitBlock, readTill, selfLimitParams } from './modal-params';

describe('protection modal parameters', () => {
  it('read the till date, a permanent exclusion, or nothing', () => {
    expect(readTill({ till: '2026-12-01T10:00:00.000Z' })).toEqual({
      kind: 'date',
      date: new Date('2026-12-01T10:00:00.000Z'),
    });
    expect(readTill({ till: 'permanent' })).toEqual({ kind: 'permanent' });
    expect(readTill({ till: 'tomorrow-ish' })).toEqual({ kind: 'unknown' });
    expect(readTill({})).toEqual({ kind: 'unknown' });
  });

  it('carry a self-limit block through string parameters and back', () => {
    const block = {
      type: 'deposit',
      period: 'day',
      limit: 10_000,
      left: 0,
      resetsAt: '2026-11-23T22:00:00.000Z',
    } as const;
    expect(readSelfLimitBlock(selfLimitParams(block))).toEqual(block);
  });

  it('refuse parameters that do not describe a block (a bare deep link, a wrong type)', () => {
    expect(readSelfLimitBlock({})).toBeNull();
    expect(
      readSelfLimitBlock({
        type: 'bets',
        period: 'day',
        limit: '1',
        left: '0',
        resetsAt: '2026-11-23T22:00:00Z',
      }),
    ).toBeNull();
    expect(
      readSelfLimitBlock({
        type: 'deposit',
        period: 'day',
        limit: 'x',
        left: '0',
        resetsAt: '2026-11-23T22:00:00Z',
      }),
    ).toBeNull();
    expect(selfLimitParams({ limit: 5 })).toEqual({});
  });
});
