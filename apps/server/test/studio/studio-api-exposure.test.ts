import { STUDIO_SESSION_HEADER } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  fundedPlayer,
  openGame,
  PARAMS_BY_KIND,
  play,
  STARTING_BALANCE,
  studioGet,
  studioTestApp,
} from './support.ts';

const apps = studioTestApp();

function lookUp(roundId: string, sessionToken?: string) {
  return apps.current.app.inject({
    method: 'GET',
    url: `/studio/api/rounds/${roundId}/`,
    headers: sessionToken ? { [STUDIO_SESSION_HEADER]: sessionToken } : {},
  });
}

describe('the public round lookup', () => {
  it('shows the round to anyone and the balance after it only to its own player', async () => {
    const testApp = apps.current;
    const { sid } = await fundedPlayer(testApp);
    const session = await openGame(testApp, 'lucky-dice', { sid });
    const bet = session.betSteps[0] as number;
    const played = await play(testApp, session.sessionToken, { bet, params: PARAMS_BY_KIND.dice?.(bet) });
    expect(played.statusCode, played.body).toBe(200);
    const round = played.json().data;

    const stranger = await lookUp(round.roundId);
    expect(stranger.statusCode, stranger.body).toBe(200);
    expect(stranger.json().data).toMatchObject({ roundId: round.roundId, bet, win: round.win });
    expect(stranger.json().data).not.toHaveProperty('balance');

    const other = await fundedPlayer(testApp);
    const otherSession = await openGame(testApp, 'lucky-dice', { sid: other.sid });
    expect((await lookUp(round.roundId, otherSession.sessionToken)).json().data).not.toHaveProperty(
      'balance',
    );
    expect((await lookUp(round.roundId, 'x'.repeat(43))).json().data).not.toHaveProperty('balance');

    // The player's own session, this one or a later one, sees it.
    const own = (await lookUp(round.roundId, session.sessionToken)).json().data;
    expect(own.balance).toBe(STARTING_BALANCE - bet + round.win);
    const later = await openGame(testApp, 'lucky-dice', { sid });
    expect((await lookUp(round.roundId, later.sessionToken)).json().data.balance).toBe(own.balance);
  });
});

describe('paths under /studio/api/ no endpoint serves', () => {
  it.each([
    ['an unknown path', 'GET', '/studio/api/nothing-here/'],
    ['an over-long round id', 'GET', `/studio/api/rounds/${'a'.repeat(5000)}/`],
    ['an over-long seed hash', 'GET', `/studio/api/seeds/${'f'.repeat(300)}/`],
    ['a deep path', 'GET', `/studio/api/${'a/'.repeat(500)}`],
    ['an unknown POST', 'POST', '/studio/api/nothing-here'],
    ['the API root', 'GET', '/studio/api/'],
  ])('answer %s with a JSON 404', async (_name, method, url) => {
    const response = await apps.current.app.inject({ method: method as 'GET' | 'POST', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('leave the endpoints that exist alone', async () => {
    expect((await studioGet(apps.current, `/seeds/${'0'.repeat(64)}/`)).json().error.code).toBe(
      'seed_not_found',
    );
  });
});
