import { gamesPageResponseSchema, rtpGamesResponseSchema } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { getOk, playRound, RELEASED } from './support/catalogue.ts';
import { gamesTestApp, playing, realSession } from './support/wallet-api.ts';

const apps = gamesTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

const slugs = (page: { items: { slug: string }[] }) => page.items.map((game) => game.slug);

describe('lists from real-money rounds', () => {
  it("ranks popular games by players, lists each player's last games, and ranks RTP by what play returned", async () => {
    const first = await playing(apps.current, 1_000_000);
    const second = await playing(apps.current, 1_000_000);
    const dice = await realSession(apps.current, first.player, 'lucky-dice');
    const roulette = await realSession(apps.current, first.player, 'european-roulette');
    const secondDice = await realSession(apps.current, second.player, 'lucky-dice');

    await playRound(apps.current, roulette, roulette.minBet, 0);
    apps.current.clock.advance(1000);
    await playRound(apps.current, dice, dice.minBet, dice.minBet * 3);
    await playRound(apps.current, secondDice, secondDice.minBet, 0);
    apps.current.clock.advance(1000);
    await playRound(apps.current, first.session, first.session.minBet, 0);

    const popular = await getOk(apps.current, '/rest/getGames/popular/?limit=3', gamesPageResponseSchema);
    // Two players played the dice; one each the book and the roulette, a tie the catalogue's order breaks.
    expect(slugs(popular.data)).toEqual(['lucky-dice', 'book-of-sevens', 'european-roulette']);
    expect(popular.data.total).toBe(RELEASED.length);

    const last = await getOk(apps.current, '/rest/getGames/last/', gamesPageResponseSchema, first.player);
    expect(slugs(last.data)).toEqual(['book-of-sevens', 'lucky-dice', 'european-roulette']);
    const othersLast = await getOk(
      apps.current,
      '/rest/getGames/last/',
      gamesPageResponseSchema,
      second.player,
    );
    expect(slugs(othersLast.data)).toEqual(['lucky-dice']);

    const rtp = await getOk(apps.current, '/rest/games/rtp/', rtpGamesResponseSchema);
    expect(rtp.data.map((entry) => [entry.game.slug, entry.actualRtp])).toEqual([
      ['lucky-dice', 15_000],
      ['book-of-sevens', 0],
      ['european-roulette', 0],
    ]);

    // A week later the play has aged out of "popular"; a day later, out of the RTP list.
    apps.current.clock.advance(8 * DAY_MS);
    const aged = await getOk(apps.current, '/rest/getGames/popular/?limit=3', gamesPageResponseSchema);
    expect(slugs(aged.data)).toEqual(RELEASED.slice(0, 3));
    const agedRtp = await getOk(apps.current, '/rest/games/rtp/?limit=1', rtpGamesResponseSchema);
    expect(agedRtp.data).toEqual([expect.objectContaining({ rtp: 9899, actualRtp: null })]);
  });
});
