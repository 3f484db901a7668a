import { sportBetsResponseSchema } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund, principalOf } from '../games/support/wallet-api.ts';
import type { SportMarkets } from '../support/sport-markets.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';
import { bettor, marketsOf, matchMaker, pick, place, single } from './support.ts';

/**
 * The slip's singles: one placement per selection through the same endpoint, each under its own reference id, so
 * each is its own bet and its own stake transfer, answered on its own (decision 032, "As built: singles").
 */
describe('several singles from one slip', () => {
  let testApp: TestApp;
  let markets: SportMarkets;
  const newMatch = matchMaker(() => markets, 'singles');

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { RATE_LIMITS: 'off' } });
    markets = await marketsOf(testApp);
  });
  afterAll(() => testApp?.close());

  it('places each single on its own: the one the balance cannot cover is refused alone, and sent again once funded', async () => {
    const [first, second] = [await newMatch(), await newMatch()];
    const player = await bettor(testApp, 2_500);
    const home = single(pick(first, '1', 200), 1_000);
    // Singles of one match are separate bets: no express rule applies.
    const draw = single(pick(first, 'x', 340), 1_000);
    const away = single(pick(second, '2', 380), 1_000);
    const placed = [await place(player, home), await place(player, draw)];
    expect(placed.map((bet) => bet.status)).toEqual(['accepted', 'accepted']);
    expect(new Set(placed.map((bet) => bet.id)).size).toBe(2);
    const refused = await player.post('/rest/sports-book/bets/', away);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('insufficient_funds');
    expect(await principalOf(testApp, player.id)).toBe(500);

    // The slip sends the unanswered and the refused again under their own ids: the placed ones are not placed twice.
    expect((await place(player, home)).id).toBe(placed[0]?.id);
    expect((await place(player, draw)).id).toBe(placed[1]?.id);
    expect(await principalOf(testApp, player.id)).toBe(500);
    await fund(testApp, player.id, 1_000);
    const third = await place(player, away);
    expect(third.status).toBe('accepted');
    expect(await principalOf(testApp, player.id)).toBe(500);

    const open = sportBetsResponseSchema.parse(
      (await player.get('/rest/sports-book/bets/?state=open')).json(),
    );
    expect(open.data.bets.map((bet) => bet.type)).toEqual(['single', 'single', 'single']);
  });

  it('keeps each player’s reference ids apart, and a changed single under a used id is a conflict', async () => {
    const match = await newMatch();
    const one = await bettor(testApp, 5_000);
    const other = await bettor(testApp, 5_000);
    const body = single(pick(match, '1', 200), 1_000);
    const mine = await place(one, body);
    const theirs = await place(other, body);
    expect(theirs.id).not.toBe(mine.id);
    expect(await principalOf(testApp, one.id)).toBe(4_000);
    expect(await principalOf(testApp, other.id)).toBe(4_000);

    const changed = await one.post('/rest/sports-book/bets/', { ...body, stake: 2_000 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.code).toBe('idempotency_conflict');
    expect(await principalOf(testApp, one.id)).toBe(4_000);
    expect((await other.get(`/rest/sports-book/bets/${mine.id}/`)).statusCode).toBe(404);
  });
});
