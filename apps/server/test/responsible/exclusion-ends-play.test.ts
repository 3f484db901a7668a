import { personalChannel, SELF_EXCLUDED_STATUS } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reactionTo } from '../../src/modules/notifications/event-reactions.ts';
import { outboxEvents } from '../../src/platform/events/events.schema.ts';
import { parseOutboxRow } from '../../src/platform/events/relayed-event.ts';
import {
  casinoBalance,
  fundedPlayer,
  launchToken,
  openGame,
  PARAMS_BY_KIND,
  play,
  STARTING_BALANCE,
  startSession,
  studioTestApp,
} from '../studio/support.ts';
import { originOf } from '../support/auth-players.ts';
import { callApi } from '../support/test-app.ts';

const apps = studioTestApp();

async function exclude(sid: string) {
  const response = await callApi(apps.current.app, {
    method: 'POST',
    url: '/rest/self-limits/exclude/',
    payload: { kind: 'timeout', period: '24h' },
    cookies: { sid },
    headers: { origin: originOf(apps.current) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.till as string;
}

describe('a self-exclusion ends real-money play at once', () => {
  it('refuses with 444 a real-money session opened from a launch token issued before it', async () => {
    const { sid } = await fundedPlayer(apps.current);
    const token = await launchToken(apps.current, 'lucky-dice', { sid });
    const till = await exclude(sid);
    const started = await startSession(apps.current, token);
    expect(started.statusCode, started.body).toBe(SELF_EXCLUDED_STATUS);
    expect(started.json().error).toMatchObject({ code: 'self_excluded', details: { till } });
  });

  it('refuses with 444 a stake in a studio session started before it, taking nothing', async () => {
    const { sid } = await fundedPlayer(apps.current);
    const session = await openGame(apps.current, 'lucky-dice', { sid });
    const till = await exclude(sid);
    const bet = session.betSteps[0] as number;
    const refused = await play(apps.current, session.sessionToken, {
      bet,
      params: PARAMS_BY_KIND.dice?.(bet),
    });
    expect(refused.statusCode, refused.body).toBe(SELF_EXCLUDED_STATUS);
    expect(refused.json().error).toMatchObject({ code: 'self_excluded', details: { till } });
    expect(await casinoBalance(apps.current, sid)).toBe(STARTING_BALANCE);
  });

  it('tells the player’s open games at the moment it starts', async () => {
    const { player, sid } = await fundedPlayer(apps.current);
    const till = await exclude(sid);
    const rows = await apps.current.database.db
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.type, 'SelfExclusionStarted'), eq(outboxEvents.playerId, player.id)));
    expect(rows).toHaveLength(1);
    const row = rows[0] as (typeof rows)[number];
    const { event } = parseOutboxRow({
      id: row.id,
      tx_id: '0',
      type: row.type,
      version: row.version,
      player_id: row.playerId,
      payload: row.payload,
      created_at: row.createdAt,
    });
    if (!event) throw new Error('the event does not parse');
    const publications = await reactionTo(event)?.push?.(event, {} as never);
    expect(publications).toEqual([
      {
        channel: personalChannel(player.id),
        message: expect.objectContaining({ type: 'selfExclusion', action: 'started', data: { till } }),
      },
    ]);
  });
});
