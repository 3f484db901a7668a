import { describe, expect, it } from 'vitest';
import { cardDeposit, cashPlayer, cashTestApp, ledgerSnapshot } from '../cash/support/cash-app.ts';

const app = cashTestApp();

/** Limits in minor units: 100.00 UAH a day. */
const DAILY = 10_000;

async function limitedPlayer(amount = DAILY, period: 'day' | 'week' | 'month' = 'day') {
  const player = await cashPlayer(app.current);
  const set = await player.post('/rest/self-limits/update-limits/', {
    limits: [{ type: 'deposit', period, amount }],
  });
  expect(set.statusCode, set.body).toBe(200);
  return player;
}

function limitOf(
  body: { data: { limits: { type: string; period: string }[] } },
  type: string,
  period: string,
) {
  return body.data.limits.find((limit) => limit.type === type && limit.period === period);
}

describe('deposit limits', () => {
  it('accept deposits up to exactly the limit and refuse the next, with what is left and the reset', async () => {
    const player = await limitedPlayer();
    expect((await player.post('/rest/cash/input/', cardDeposit(9_000))).statusCode).toBe(200);
    const oneOver = await player.post('/rest/cash/input/', cardDeposit(1_001));
    expect(oneOver.statusCode, oneOver.body).toBe(422);
    expect(oneOver.json().error.details).toMatchObject({ left: 1_000 });
    const exactly = await player.post('/rest/cash/input/', cardDeposit(1_000));
    expect(exactly.statusCode, exactly.body).toBe(200);

    const before = await ledgerSnapshot(app.current);
    const over = await player.post('/rest/cash/input/', cardDeposit(1_000));
    expect(over.statusCode, over.body).toBe(422);
    const { error } = over.json();
    expect(error.code).toBe('self_limit_reached');
    // 12:00 UTC on 1 March is 14:00 in Kyiv: the day resets at 22:00 UTC.
    expect(error.details).toEqual({
      type: 'deposit',
      period: 'day',
      limit: DAILY,
      left: 0,
      resetsAt: '2026-03-01T22:00:00.000Z',
    });
    expect(await ledgerSnapshot(app.current)).toEqual(before);
  });

  it('let a retried deposit through even when it used up the limit', async () => {
    const player = await limitedPlayer();
    const request = cardDeposit(DAILY);
    const first = await player.post('/rest/cash/input/', request);
    const retry = await player.post('/rest/cash/input/', request);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data.payment.id).toBe(first.json().data.payment.id);
  });

  it('count deposits again from zero once the period has reset', async () => {
    const player = await limitedPlayer();
    expect((await player.post('/rest/cash/input/', cardDeposit(DAILY))).statusCode).toBe(200);
    app.current.clock.set(new Date('2026-03-01T22:00:00.000Z'));
    try {
      const next = await player.post('/rest/cash/input/', cardDeposit(DAILY));
      expect(next.statusCode, next.body).toBe(200);
    } finally {
      app.current.clock.set(new Date('2026-03-01T12:00:00.000Z'));
    }
  });

  it('apply the lowest of several limits', async () => {
    const player = await cashPlayer(app.current);
    const set = await player.post('/rest/self-limits/update-limits/', {
      limits: [
        { type: 'deposit', period: 'day', amount: 50_000 },
        { type: 'deposit', period: 'week', amount: 20_000 },
      ],
    });
    expect(set.statusCode, set.body).toBe(200);
    const over = await player.post('/rest/cash/input/', cardDeposit(20_001));
    expect(over.json().error.details).toMatchObject({ period: 'week', left: 20_000 });
  });

  it('never accept two concurrent deposits that together pass the limit', async () => {
    const player = await limitedPlayer();
    const answers = await Promise.all(
      [6_000, 6_000, 6_000].map((amount) => player.post('/rest/cash/input/', cardDeposit(amount))),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 422, 422]);
  });

  it('lower a limit at once and raise it only after 24 hours', async () => {
    const player = await limitedPlayer();
    const lowered = await player.post('/rest/self-limits/update-limits/', {
      limits: [{ type: 'deposit', period: 'day', amount: 5_000 }],
    });
    expect(limitOf(lowered.json(), 'deposit', 'day')).toMatchObject({ amount: 5_000, pending: null });

    const raised = await player.post('/rest/self-limits/update-limits/', {
      limits: [{ type: 'deposit', period: 'day', amount: 90_000 }],
    });
    expect(limitOf(raised.json(), 'deposit', 'day')).toMatchObject({
      amount: 5_000,
      pending: { amount: 90_000, effectiveAt: '2026-03-02T12:00:00.000Z' },
    });
    expect((await player.post('/rest/cash/input/', cardDeposit(5_001))).statusCode).toBe(422);
  });

  it('treat a removal as a raise that waits', async () => {
    const player = await limitedPlayer();
    const removed = await player.post('/rest/self-limits/update-limits/', {
      limits: [{ type: 'deposit', period: 'day', amount: null }],
    });
    expect(limitOf(removed.json(), 'deposit', 'day')).toMatchObject({
      amount: DAILY,
      pending: { amount: null },
    });
    expect((await player.post('/rest/cash/input/', cardDeposit(DAILY + 1))).statusCode).toBe(422);
  });

  it('refuse absurd, zero, negative and fractional limits and change nothing', async () => {
    const player = await limitedPlayer();
    for (const amount of [0, -5, 10.5, 10_000_000_01, '100']) {
      const refused = await player.post('/rest/self-limits/update-limits/', {
        limits: [{ type: 'deposit', period: 'day', amount }],
      });
      expect(refused.statusCode, String(amount)).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode).toBeLessThan(500);
    }
    const tooLong = await player.post('/rest/self-limits/update-limits/', {
      limits: [{ type: 'session', period: 'day', amount: 24 * 60 + 1 }],
    });
    expect(tooLong.statusCode).toBe(422);
    const twice = await player.post('/rest/self-limits/update-limits/', {
      limits: [
        { type: 'deposit', period: 'week', amount: 1_000 },
        { type: 'deposit', period: 'week', amount: 2_000 },
      ],
    });
    expect(twice.statusCode).toBe(422);
    const info = await player.get('/rest/self-limits/player-info/');
    expect(limitOf(info.json(), 'deposit', 'day')).toMatchObject({ amount: DAILY, pending: null });
    expect(limitOf(info.json(), 'deposit', 'week')).toMatchObject({ amount: null });
  });

  it('keep each player to their own limits', async () => {
    await limitedPlayer(1_000);
    const other = await cashPlayer(app.current);
    expect((await other.post('/rest/cash/input/', cardDeposit(50_000))).statusCode).toBe(200);
  });

  it('are only for signed-in players', async () => {
    const { callApi } = await import('../support/test-app.ts');
    const response = await callApi(app.current.app, { url: '/rest/self-limits/player-info/' });
    expect(response.statusCode).toBe(401);
  });
});
