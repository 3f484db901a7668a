import {
  allGamesResponseSchema,
  gameDetailsResponseSchema,
  gameFutureSubscribeResponseSchema,
  gameReactionResponseSchema,
  gameReactionsFeedResponseSchema,
  gamesPageResponseSchema,
  toggleFavoriteResponseSchema,
} from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameReactions, games } from '../../src/modules/games/catalogue.schema.ts';
import { initPlayer, login } from '../support/auth-players.ts';
import { getError, getOk, post } from './support/catalogue.ts';
import { type GamePlayer, gamePlayer, gamesTestApp, PASSWORD } from './support/wallet-api.ts';

const apps = gamesTestApp();

async function gameId(slug: string): Promise<number> {
  const all = await getOk(apps.current, '/rest/getAllGames/', allGamesResponseSchema);
  const game = all.data.find((row) => row.slug === slug);
  if (!game) throw new Error(`no game ${slug}`);
  return game.id;
}

const toggle = (player: GamePlayer, slug: string) =>
  getOk(apps.current, `/rest/games/${slug}/toggle-favorite/`, toggleFavoriteResponseSchema, player);

async function react(player: GamePlayer, slug: string, reaction: string | null) {
  const response = await post(apps.current, `/rest/games/${slug}/reaction/`, { reaction }, player);
  expect(response.statusCode, response.body).toBe(200);
  return gameReactionResponseSchema.parse(response.json()).data;
}

describe('favourites', () => {
  it('toggles a favourite on and back off, for signed-in players only', async () => {
    expect(await getError(apps.current, '/rest/games/hot-sevens/toggle-favorite/')).toEqual({
      status: 401,
      code: 'unauthorized',
    });
    const player = await gamePlayer(apps.current);
    const hotSevens = await gameId('hot-sevens');
    const dice = await gameId('lucky-dice');
    expect((await toggle(player, 'hot-sevens')).data).toEqual({
      isFavorite: true,
      favoriteGames: [hotSevens],
    });
    apps.current.clock.advance(1000);
    expect((await toggle(player, 'lucky-dice')).data).toEqual({
      isFavorite: true,
      favoriteGames: [dice, hotSevens],
    });
    expect((await toggle(player, 'hot-sevens')).data).toEqual({ isFavorite: false, favoriteGames: [dice] });

    const favorites = await getOk(apps.current, '/rest/getGames/favorite/', gamesPageResponseSchema, player);
    expect(favorites.data.items.map((game) => game.slug)).toEqual(['lucky-dice']);
    const details = await getOk(apps.current, '/rest/games/lucky-dice/', gameDetailsResponseSchema, player);
    expect(details.data.isFavorite).toBe(true);
    expect(await getError(apps.current, '/rest/games/nothing-here/toggle-favorite/', player)).toEqual({
      status: 404,
      code: 'game_not_found',
    });
  });

  it("never shows one player's favourites to another, and puts them in the player's main data", async () => {
    const owner = await gamePlayer(apps.current);
    const stranger = await gamePlayer(apps.current);
    await toggle(owner, 'rocket-crash');
    const strangers = await getOk(
      apps.current,
      '/rest/getGames/favorite/',
      gamesPageResponseSchema,
      stranger,
    );
    expect(strangers.data.total).toBe(0);
    const guests = await getOk(apps.current, '/rest/getGames/favorite/', gamesPageResponseSchema);
    expect(guests.data.total).toBe(0);
    const details = await getOk(
      apps.current,
      '/rest/games/rocket-crash/',
      gameDetailsResponseSchema,
      stranger,
    );
    expect(details.data.isFavorite).toBe(false);

    const rocket = await gameId('rocket-crash');
    expect((await initPlayer(apps.current.app, owner.sid)).favoriteGames).toEqual([rocket]);
    expect((await initPlayer(apps.current.app, stranger.sid)).favoriteGames).toEqual([]);
    expect((await initPlayer(apps.current.app, undefined)).favoriteGames).toEqual([]);
  });

  it('answers a fresh login with the favourites in the main data', async () => {
    const player = await gamePlayer(apps.current);
    await toggle(player, 'neon-nights');
    const { login: name } = await initPlayer(apps.current.app, player.sid);
    const signedIn = await login(apps.current.app, { login: name, password: PASSWORD });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().player.favoriteGames).toEqual([await gameId('neon-nights')]);
  });
});

describe('reactions', () => {
  it('keeps one reaction per player and the counters equal to the reactions', async () => {
    const first = await gamePlayer(apps.current, { nickname: 'Ivanka' });
    const second = await gamePlayer(apps.current, { nickname: 'Bo' });
    expect(await react(first, 'viking-raid', 'like')).toEqual({ likes: 1, dislikes: 0, myReaction: 'like' });
    expect(await react(first, 'viking-raid', 'like')).toEqual({ likes: 1, dislikes: 0, myReaction: 'like' });
    expect(await react(second, 'viking-raid', 'like')).toEqual({ likes: 2, dislikes: 0, myReaction: 'like' });
    apps.current.clock.advance(1000);
    expect(await react(first, 'viking-raid', 'dislike')).toEqual({
      likes: 1,
      dislikes: 1,
      myReaction: 'dislike',
    });
    const details = await getOk(apps.current, '/rest/games/viking-raid/', gameDetailsResponseSchema, first);
    expect(details.data).toMatchObject({ likes: 1, dislikes: 1, myReaction: 'dislike' });

    const feed = await getOk(
      apps.current,
      '/rest/games/viking-raid/reactions/',
      gameReactionsFeedResponseSchema,
    );
    expect(feed.data.map((entry) => [entry.player, entry.reaction])).toEqual([
      ['Iva***', 'dislike'],
      ['B***', 'like'],
    ]);

    expect(await react(first, 'viking-raid', null)).toEqual({ likes: 1, dislikes: 0, myReaction: null });
    expect(await react(first, 'viking-raid', null)).toEqual({ likes: 1, dislikes: 0, myReaction: null });
  });

  it('counts reactions arriving at once exactly', async () => {
    const crowd = await Promise.all(Array.from({ length: 8 }, () => gamePlayer(apps.current)));
    const results = await Promise.all(
      crowd.map((player, index) => react(player, 'fruit-storm', index % 4 ? 'like' : 'dislike')),
    );
    expect(results.every((result) => result.myReaction !== null)).toBe(true);
    const [row] = await apps.current.database.db
      .select({ likes: games.likes, dislikes: games.dislikes })
      .from(games)
      .where(eq(games.slug, 'fruit-storm'));
    expect(row).toEqual({ likes: 6, dislikes: 2 });
    const likeRows = await apps.current.database.db
      .select()
      .from(gameReactions)
      .where(and(eq(gameReactions.gameId, await gameId('fruit-storm')), eq(gameReactions.reaction, 'like')));
    expect(likeRows).toHaveLength(6);
  });

  it('lists the games a player liked, newest first, and refuses guests, unknown games and bad reactions', async () => {
    const player = await gamePlayer(apps.current);
    await react(player, 'hot-sevens', 'like');
    apps.current.clock.advance(1000);
    await react(player, 'dragon-pearls', 'like');
    apps.current.clock.advance(1000);
    await react(player, 'cossack-gold', 'dislike');
    const liked = await getOk(apps.current, '/rest/games/likes/', gamesPageResponseSchema, player);
    expect(liked.data).toMatchObject({ total: 2, limit: 48 });
    expect(liked.data.items.map((game) => game.slug)).toEqual(['dragon-pearls', 'hot-sevens']);

    expect(await getError(apps.current, '/rest/games/likes/')).toEqual({ status: 401, code: 'unauthorized' });
    const guest = await post(apps.current, '/rest/games/hot-sevens/reaction/', { reaction: 'like' });
    expect(guest.statusCode).toBe(401);
    const unknown = await post(
      apps.current,
      '/rest/games/no-such-game/reaction/',
      { reaction: 'like' },
      player,
    );
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'game_not_found']);
    for (const body of [{ reaction: 'love' }, {}, { reaction: 1 }]) {
      const bad = await post(apps.current, '/rest/games/hot-sevens/reaction/', body, player);
      expect(bad.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await getError(apps.current, '/rest/games/no-such-game/reactions/')).toEqual({
      status: 404,
      code: 'game_not_found',
    });
  });
});

describe('coming-soon subscriptions', () => {
  it('subscribes a player to a coming-soon game and back, and refuses released games and guests', async () => {
    const player = await gamePlayer(apps.current);
    const subscribe = (slug: string, subscribed: boolean) =>
      post(apps.current, `/rest/games/${slug}/future-subscribe/`, { subscribed }, player);

    const on = await subscribe('carpathian-legends', true);
    expect(on.statusCode, on.body).toBe(200);
    expect(gameFutureSubscribeResponseSchema.parse(on.json()).data).toEqual({ subscribed: true });
    expect((await subscribe('carpathian-legends', true)).statusCode).toBe(200);
    const details = await getOk(
      apps.current,
      '/rest/games/carpathian-legends/',
      gameDetailsResponseSchema,
      player,
    );
    expect(details.data.isFutureSubscribed).toBe(true);
    const off = await subscribe('carpathian-legends', false);
    expect(gameFutureSubscribeResponseSchema.parse(off.json()).data).toEqual({ subscribed: false });

    const released = await subscribe('book-of-sevens', true);
    expect([released.statusCode, released.json().error.code]).toEqual([409, 'game_released']);
    const unknown = await subscribe('no-such-game', true);
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'game_not_found']);
    const guest = await post(apps.current, '/rest/games/carpathian-legends/future-subscribe/', {
      subscribed: true,
    });
    expect(guest.statusCode).toBe(401);
    const bad = await post(apps.current, '/rest/games/carpathian-legends/future-subscribe/', {}, player);
    expect(bad.statusCode).toBe(422);
  });
});
