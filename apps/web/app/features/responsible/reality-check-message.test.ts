import { describe, expect, it } from 'vitest';
import { readPushMessage } from '../../lib/realtime/read-push-message';

const FIGURES = {
  startedAt: '2026-11-23T18:00:00.000Z',
  elapsedMs: 1_800_000,
  stakes: 12_000,
  wins: 9_500,
  net: -2_500,
  currency: 'UAH',
  realityCheckDue: true,
};

describe('the realityCheck push message', () => {
  it('carries the session figures of the check', async () => {
    const reading = await readPushMessage({
      id: 'rc-1',
      type: 'realityCheck',
      action: 'check',
      data: FIGURES,
    });
    expect(reading).toEqual({
      kind: 'message',
      message: { id: 'rc-1', type: 'realityCheck', action: 'check', data: FIGURES },
    });
  });

  it('is dropped with money that is not whole minor units, or another action', async () => {
    expect(
      await readPushMessage({
        id: 'rc-2',
        type: 'realityCheck',
        action: 'check',
        data: { ...FIGURES, net: -25.5 },
      }),
    ).toMatchObject({ kind: 'invalid' });
    expect(
      await readPushMessage({ id: 'rc-3', type: 'realityCheck', action: 'show', data: FIGURES }),
    ).toMatchObject({
      kind: 'invalid',
    });
  });
});
