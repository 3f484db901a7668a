import {
  ALL_SLOTS_PAGE_SIZE,
  allGamesResponseSchema,
  gameDetailsResponseSchema,
  gamesPageResponseSchema,
  promotionTagsResponseSchema,
  RUBRIC_PAGE_SIZE,
  rubricGamesResponseSchema,
  rubricsResponseSchema,
  tagGamesResponseSchema,
  tagGroupsResponseSchema,
  tagsResponseSchema,
} from '@casino/contracts';
import { STUDIO_GAMES } from '@casino/game-math';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { games } from '../../src/modules/games/catalogue.schema.ts';
import { COMING_SOON, getError, getOk, RELEASED } from './support/catalogue.ts';
import { gamePlayer, gamesTestApp } from './support/wallet-api.ts';

const apps = gamesTestApp();

const slugs = (page: { items: { slug: string }[] }) => page.items.map((game) => game.slug);

describe('catalogue lists', () => {
  it('lists every enabled game, coming-soon ones included, in the asked language', async () => {
    const all = await getOk(apps.current, '/rest/getAllGames/?lang=en', allGamesResponseSchema);
    expect(all.data.map((game) => game.slug)).toEqual([...RELEASED, ...COMING_SOON]);
    const book = all.data[0]!;
    expect(book).toMatchObject({
      title: 'Book of Sevens',
      provider: { slug: 'studio', title: 'Sevens Studio' },
      kind: 'video-slot',
      art: 'egypt-gold',
      rtp: 9612,
      volatility: 'high',
      isHot: true,
      hasDemo: true,
      releaseAt: null,
      likes: 0,
    });
    expect(book.tags).toEqual(expect.arrayContaining(['free-spins', 'wild', 'egypt', 'high-volatility']));
    const soon = all.data.find((game) => game.slug === 'carpathian-legends');
    expect(soon).toMatchObject({ hasDemo: false, isNew: true });
    expect(Date.parse(soon?.releaseAt ?? '')).toBeGreaterThan(apps.current.clock.now().getTime());

    const ukrainian = await getOk(apps.current, '/rest/getAllGames/', allGamesResponseSchema);
    expect(ukrainian.data[0]?.title).toBe('Книга сімок');
  });

  it("answers each named list, the player's own empty for guests", async () => {
    const list = (x: string, query = '') =>
      getOk(apps.current, `/rest/getGames/${x}/${query}`, gamesPageResponseSchema).then((body) => body.data);
    const popular = await list('popular');
    // Nobody played yet: the released games in catalogue order fill the list.
    expect(slugs(popular)).toEqual(RELEASED);
    expect(popular).toMatchObject({ total: RELEASED.length, limit: RUBRIC_PAGE_SIZE, offset: 0 });
    expect(slugs(await list('new'))).toEqual(['neon-nights', 'viking-raid', 'rocket-crash', ...COMING_SOON]);
    expect(slugs(await list('hot'))).toEqual(['book-of-sevens', 'cossack-gold', 'european-roulette']);
    expect(slugs(await list('slots'))).toEqual(RELEASED.slice(0, 7).concat(COMING_SOON));
    expect(slugs(await list('table'))).toEqual(['european-roulette']);
    expect(slugs(await list('originals'))).toEqual([...RELEASED, ...COMING_SOON]);
    expect((await list('live')).total).toBe(0);
    expect(await list('last')).toEqual({ items: [], total: 0, limit: RUBRIC_PAGE_SIZE, offset: 0 });
    expect((await list('favorite')).total).toBe(0);
  });

  it('pages within bounds and refuses bad paging and unknown lists', async () => {
    const page = await getOk(
      apps.current,
      '/rest/getGames/originals/?limit=2&offset=3',
      gamesPageResponseSchema,
    );
    expect(page.data).toMatchObject({ total: 12, limit: 2, offset: 3 });
    expect(slugs(page.data)).toEqual(['dragon-pearls', 'neon-nights']);
    const beyond = await getOk(apps.current, '/rest/getGames/originals/?offset=500', gamesPageResponseSchema);
    expect(beyond.data).toMatchObject({ items: [], total: 12, offset: 500 });
    const hundred = await getOk(apps.current, '/rest/getGames/originals/?limit=100', gamesPageResponseSchema);
    expect(hundred.data.items).toHaveLength(12);

    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'limit=1.5', 'offset=-1', 'lang=de']) {
      expect(await getError(apps.current, `/rest/getGames/popular/?${query}`), query).toEqual({
        status: 422,
        code: 'validation_failed',
      });
    }
    expect(await getError(apps.current, '/rest/getGames/trending/')).toEqual({
      status: 422,
      code: 'validation_failed',
    });
  });
});

describe('game details', () => {
  it('shows rules, paytables, RTP, volatility and stakes in the currency of the player or the site', async () => {
    const guest = await getOk(apps.current, '/rest/games/book-of-sevens/?lang=en', gameDetailsResponseSchema);
    const definition = STUDIO_GAMES.find((game) => game.slug === 'book-of-sevens')!;
    expect(guest.data).toMatchObject({
      slug: 'book-of-sevens',
      rtp: 9612,
      volatility: 'high',
      currency: 'UAH',
      betSteps: definition.betSteps.UAH,
      minBet: definition.betSteps.UAH[0],
      maxBet: definition.betSteps.UAH.at(-1),
      maxWinMultiplier: definition.maxWinMultiplier,
      minGameCycleMs: 2500,
      isFavorite: false,
      myReaction: null,
      isFutureSubscribed: false,
    });
    expect(guest.data.rules).toContain('20 fixed paylines');
    expect(guest.data.rules).toContain('96.12%');
    expect(guest.data.description).toContain('Book');
    expect(guest.data.paytables.map((table) => table.title)).toEqual([
      'Line pays, in line stakes',
      'Free spins',
      'Paylines',
    ]);
    const symbols = guest.data.paytables[0]!;
    expect(symbols.columns).toEqual(['Symbol', '×5', '×4', '×3', '×2']);
    expect(symbols.rows[0]).toEqual(['Golden Seven (wild)', '1,000', '500', '100', '—']);
    expect(guest.data.paytables[1]?.rows).toEqual([['3+ scatters', '10', '×3', '30']]);

    const player = await gamePlayer(apps.current, { currency: 'USD', language: 'ru' });
    const own = await getOk(
      apps.current,
      '/rest/games/european-roulette/',
      gameDetailsResponseSchema,
      player,
    );
    expect(own.data).toMatchObject({ currency: 'USD', title: 'Европейская рулетка' });
    expect(own.data.betSteps).toEqual(
      STUDIO_GAMES.find((game) => game.slug === 'european-roulette')!.betSteps.USD,
    );
    expect(own.data.paytables[0]?.rows).toContainEqual(['Число', '1', '35 к 1']);
    expect(own.data.rules).toContain('37 секторами');
  });

  it('writes every studio game’s paytables in every language', async () => {
    for (const game of STUDIO_GAMES) {
      for (const lang of ['uk', 'ru', 'en']) {
        const details = await getOk(
          apps.current,
          `/rest/games/${game.slug}/?lang=${lang}`,
          gameDetailsResponseSchema,
        );
        expect(details.data.paytables.length, `${game.slug} ${lang}`).toBeGreaterThan(0);
        for (const table of details.data.paytables) {
          for (const row of table.rows) expect(row).toHaveLength(table.columns.length);
        }
        expect(details.data.rules.split('\n\n').length).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('shows a coming-soon game without a paytable, and 404 for unknown or disabled games', async () => {
    const soon = await getOk(apps.current, '/rest/games/samurai-blades/', gameDetailsResponseSchema);
    expect(soon.data.paytables).toEqual([]);
    expect(soon.data.releaseAt).not.toBeNull();
    expect(await getError(apps.current, '/rest/games/no-such-game/')).toEqual({
      status: 404,
      code: 'game_not_found',
    });
    const db = apps.current.database.db;
    await db.update(games).set({ isEnabled: false }).where(eq(games.slug, 'fruit-storm'));
    try {
      expect(await getError(apps.current, '/rest/games/fruit-storm/')).toEqual({
        status: 404,
        code: 'game_not_found',
      });
      const all = await getOk(apps.current, '/rest/getAllGames/', allGamesResponseSchema);
      expect(all.data.map((game) => game.slug)).not.toContain('fruit-storm');
    } finally {
      await db.update(games).set({ isEnabled: true }).where(eq(games.slug, 'fruit-storm'));
    }
  });
});

describe('tags and rubrics', () => {
  it('lists tags with their games and groups', async () => {
    const tags = await getOk(apps.current, '/rest/games/tags/?lang=en', tagsResponseSchema);
    const freeSpins = tags.data.find((tag) => tag.slug === 'free-spins');
    expect(freeSpins).toMatchObject({ title: 'Free spins', groupSlug: 'features', gamesCount: 8 });
    expect(tags.data.find((tag) => tag.slug === 'provably-fair')?.gamesCount).toBe(12);

    const groups = await getOk(apps.current, '/rest/games/tag-groups/', tagGroupsResponseSchema);
    expect(groups.data.map((group) => group.slug)).toEqual(['features', 'theme', 'volatility']);
    expect(groups.data[2]?.tags.map((tag) => tag.slug)).toEqual([
      'low-volatility',
      'medium-volatility',
      'high-volatility',
      'very-high-volatility',
    ]);
    expect(groups.data[0]?.title).toBe('Особливості');

    const egypt = await getOk(apps.current, '/rest/games/tag/egypt/?lang=en', tagGamesResponseSchema);
    expect(egypt.data.tag).toMatchObject({ slug: 'egypt', title: 'Egypt', gamesCount: 1 });
    expect(slugs(egypt.data)).toEqual(['book-of-sevens']);
    expect(await getError(apps.current, '/rest/games/tag/no-such-tag/')).toEqual({
      status: 404,
      code: 'tag_not_found',
    });
  });

  it('lists rubrics and their games, 48 to a page', async () => {
    const rubrics = await getOk(apps.current, '/rest/games/rubrics/?lang=en', rubricsResponseSchema);
    expect(rubrics.data.map((rubric) => rubric.slug)).toEqual([
      'popular',
      'new',
      'hot',
      'originals',
      'slots',
      'table',
      'instant',
    ]);
    const instant = await getOk(apps.current, '/rest/games/rubric/instant/', rubricGamesResponseSchema);
    expect(instant.data).toMatchObject({ limit: RUBRIC_PAGE_SIZE, total: 2, rubric: { slug: 'instant' } });
    expect(slugs(instant.data)).toEqual(['lucky-dice', 'rocket-crash']);
    const popular = await getOk(apps.current, '/rest/games/rubric/popular/', rubricGamesResponseSchema);
    expect(popular.data.total).toBe(RELEASED.length);
    expect(await getError(apps.current, '/rest/games/rubric/nothing/')).toEqual({
      status: 404,
      code: 'rubric_not_found',
    });
  });
});

describe('game browser and promotions', () => {
  it('browses by kind, live flag and rubric, 18 to a page unless asked', async () => {
    const browse = (query: string) =>
      getOk(apps.current, `/rest/game-browser/${query}`, gamesPageResponseSchema).then((body) => body.data);
    const allSlots = await browse('slots/');
    expect(allSlots).toMatchObject({ limit: ALL_SLOTS_PAGE_SIZE, total: 9 });
    expect(slugs(await browse('table/'))).toEqual(['european-roulette']);
    expect(slugs(await browse('instant/'))).toEqual(['lucky-dice', 'rocket-crash']);
    expect(slugs(await browse('new/?limit=2&offset=1'))).toEqual(['viking-raid', 'rocket-crash']);
    expect((await browse('live/')).total).toBe(0);
    expect((await browse('all/?live=1')).total).toBe(0);
    expect((await browse('all/?live=false')).total).toBe(12);
    expect((await browse('live/?live=0')).total).toBe(0);
    expect(slugs(await browse('popular/?limit=3'))).toEqual(RELEASED.slice(0, 3));

    const rubrics = await getOk(apps.current, '/rest/games/rubrics/', rubricsResponseSchema);
    const table = rubrics.data.find((rubric) => rubric.slug === 'table')!;
    expect(slugs(await browse(`all/?categoryId=${table.id}`))).toEqual(['european-roulette']);
    expect((await browse(`slots/?categoryId=${table.id}`)).total).toBe(0);
    expect(await getError(apps.current, '/rest/game-browser/all/?categoryId=999999')).toEqual({
      status: 404,
      code: 'rubric_not_found',
    });
    for (const url of [
      '/rest/game-browser/cards/',
      '/rest/game-browser/all/?live=yes',
      '/rest/game-browser/all/?categoryId=0',
    ]) {
      expect((await getError(apps.current, url)).status, url).toBe(422);
    }
  });

  it("shows a provider's games under each promoted tag", async () => {
    const promotion = await getOk(
      apps.current,
      '/rest/game-tags/promotion/studio/?lang=en',
      promotionTagsResponseSchema,
    );
    expect(promotion.data.provider).toEqual({ slug: 'studio', title: 'Sevens Studio' });
    expect(promotion.data.tags.map((block) => block.tag.slug)).toEqual([
      'free-spins',
      'provably-fair',
      'ukrainian',
    ]);
    expect(promotion.data.tags[2]?.games.map((game) => game.slug)).toEqual([
      'cossack-gold',
      'carpathian-legends',
    ]);
    expect(await getError(apps.current, '/rest/game-tags/promotion/nobody/')).toEqual({
      status: 404,
      code: 'provider_not_found',
    });
  });
});
