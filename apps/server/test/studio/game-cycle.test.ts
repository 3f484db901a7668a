import { describe, expect, it } from 'vitest';
import { fundedPlayer, openGame, PARAMS_BY_KIND, play, studioTestApp } from './support.ts';

// The default minimum slot game cycle (RTS 14), measured on the manual clock.
const apps = studioTestApp({ SLOT_MIN_CYCLE_MS: '2500' });

describe('the minimum game cycle of slots', () => {
  it('refuses a slot round sooner than 2.5 s after the previous one, saying how long to wait', async () => {
    const testApp = apps.current;
    const { sid } = await fundedPlayer(testApp);
    const session = await openGame(testApp, 'book-of-sevens', { sid });
    expect(session.minGameCycleMs).toBe(2500);
    const bet = session.betSteps[0] as number;
    const first = await play(testApp, session.sessionToken, { bet, roundKey: 'first-round-key' });
    expect(first.statusCode).toBe(200);
    // A retried request is the same game cycle, not a new one: it gets its round back at once.
    const retried = await play(testApp, session.sessionToken, { bet, roundKey: 'first-round-key' });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(first.json());

    const tooSoon = await play(testApp, session.sessionToken, { bet });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error).toMatchObject({ code: 'too_fast', details: { retryInMs: 2500 } });
    expect(tooSoon.headers['retry-after']).toBe('3');

    testApp.clock.advance(1_000);
    const stillSoon = await play(testApp, session.sessionToken, { bet });
    expect(stillSoon.json().error.details.retryInMs).toBe(1500);

    testApp.clock.advance(1_500);
    const onTime = await play(testApp, session.sessionToken, { bet });
    expect(onTime.statusCode, onTime.body).toBe(200);
    // Refused rounds drew nothing: the nonces run on without gaps.
    expect(onTime.json().data.fairness.nonce).toBe(1);
  });

  it('counts the previous slot round of any studio slot of the player', async () => {
    const testApp = apps.current;
    const { sid } = await fundedPlayer(testApp);
    const first = await openGame(testApp, 'neon-nights', { sid });
    const second = await openGame(testApp, 'hot-sevens', { sid });
    expect((await play(testApp, first.sessionToken, { bet: first.betSteps[0] as number })).statusCode).toBe(
      200,
    );
    testApp.clock.advance(2_000);
    const refused = await play(testApp, second.sessionToken, { bet: second.betSteps[0] as number });
    expect(refused.json().error).toMatchObject({ code: 'too_fast', details: { retryInMs: 500 } });
  });

  it('leaves instant and table games without a minimum cycle', async () => {
    const testApp = apps.current;
    const { sid } = await fundedPlayer(testApp);
    const session = await openGame(testApp, 'lucky-dice', { sid });
    expect(session.minGameCycleMs).toBe(0);
    const bet = session.betSteps[0] as number;
    for (let round = 0; round < 3; round += 1) {
      const response = await play(testApp, session.sessionToken, { bet, params: PARAMS_BY_KIND.dice?.(bet) });
      expect(response.statusCode, response.body).toBe(200);
    }
  });
});
