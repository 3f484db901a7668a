import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEvents } from '../../src/platform/events/events.schema.ts';
import { cashPlayer, cashTestApp } from '../cash/support/cash-app.ts';

const app = cashTestApp();
const MINUTE_MS = 60 * 1000;

async function realityEvents(playerId: number) {
  const rows = await app.current.database.db
    .select()
    .from(outboxEvents)
    .where(eq(outboxEvents.playerId, playerId));
  return rows.filter((row) => row.type === 'RealityCheckDue');
}

describe('reality checks', () => {
  it('come at each interval of the session with its figures, once each, until acknowledged', async () => {
    const player = await cashPlayer(app.current);
    const set = await player.post('/rest/self-limits/reality-check/', { intervalMinutes: 30 });
    expect(set.statusCode, set.body).toBe(200);

    app.current.clock.advance(29 * MINUTE_MS);
    await app.current.app.jobs.runNow('reality-checks');
    expect(await realityEvents(player.id)).toHaveLength(0);

    app.current.clock.advance(MINUTE_MS);
    await app.current.app.jobs.runNow('reality-checks');
    await app.current.app.jobs.runNow('reality-checks');
    const [event, ...more] = await realityEvents(player.id);
    expect(more).toHaveLength(0);
    expect(event?.payload).toMatchObject({
      elapsedMs: 30 * MINUTE_MS,
      stakes: 0,
      wins: 0,
      net: 0,
      currency: 'UAH',
      realityCheckDue: true,
    });
    expect((await player.get('/rest/self-limits/session/')).json().data.realityCheckDue).toBe(true);

    const ack = await player.post('/rest/self-limits/reality-check/ack/');
    expect(ack.statusCode).toBe(200);
    expect((await player.get('/rest/self-limits/session/')).json().data).toMatchObject({
      realityCheckDue: false,
      elapsedMs: 30 * MINUTE_MS,
    });

    app.current.clock.advance(30 * MINUTE_MS);
    await app.current.app.jobs.runNow('reality-checks');
    expect(await realityEvents(player.id)).toHaveLength(2);
  });

  it('stop when the player turns them off', async () => {
    const player = await cashPlayer(app.current);
    await player.post('/rest/self-limits/reality-check/', { intervalMinutes: 15 });
    await player.post('/rest/self-limits/reality-check/', { intervalMinutes: null });
    app.current.clock.advance(60 * MINUTE_MS);
    await app.current.app.jobs.runNow('reality-checks');
    expect(await realityEvents(player.id)).toHaveLength(0);
    const info = await player.get('/rest/self-limits/player-info/');
    expect(info.json().data.realityCheck).toEqual({ intervalMinutes: null });
  });

  it('refuse intervals out of range', async () => {
    const player = await cashPlayer(app.current);
    for (const intervalMinutes of [0, 1, 14, 16, 121, 10_000, -30, 30.5, '30']) {
      const refused = await player.post('/rest/self-limits/reality-check/', { intervalMinutes });
      expect(refused.statusCode, String(intervalMinutes)).toBe(422);
    }
  });
});
