import {
  BRANDS,
  type GameCard,
  type PageData,
  type PageType,
  pageDataSchema,
  pagePayloadSchemas,
} from '@casino/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GUEST_PAGE_CACHE_MS } from '../../src/modules/content/content.service.ts';
import { games } from '../../src/modules/games/catalogue.schema.ts';
import { callApi, type TestApp } from '../support/test-app.ts';
import { RELEASED } from './support/catalogue.ts';
import { gamesTestApp } from './support/wallet-api.ts';

const vlk = gamesTestApp({ BRAND: 'vlk' });
const king = gamesTestApp();
const VLK = BRANDS.vlk.name;

async function pageData<T extends PageType>(testApp: TestApp, pathname: string, pageType: T) {
  const response = await callApi(testApp.app, { url: `/rest/page${pathname}` });
  expect(response.statusCode, response.body).toBe(200);
  const body = pageDataSchema.parse(response.json());
  expect(body.pageType).toBe(pageType);
  pagePayloadSchemas[pageType].parse(body.payload.data);
  return body as unknown as PageData<T>;
}

async function pageStatus(testApp: TestApp, pathname: string) {
  const response = await callApi(testApp.app, { url: `/rest/page${pathname}` });
  const body = response.json();
  return { status: response.statusCode, code: body.error?.code, redirectUrl: body.redirectUrl };
}

describe('games pages', () => {
  it('builds the lobby: a row per collection with a link to see it all, and the tag groups', async () => {
    const body = await pageData(vlk.current, '/games/', 'games');
    expect(body.seo).toMatchObject({
      h1: 'Ігри',
      canonicalPath: '/games/',
      alternates: [
        { lang: 'uk', path: '/games/' },
        { lang: 'ru', path: '/ru/games/' },
        { lang: 'en', path: '/en/games/' },
      ],
    });
    expect(body.seo.seoTitle).toContain(VLK);
    const rows = body.payload.data.rows;
    expect(rows.map((row) => row.id)).toEqual([
      'popular',
      'new',
      'hot',
      'originals',
      'slots',
      'table',
      'instant',
    ]);
    expect(rows[0]).toMatchObject({
      list: 'popular',
      rubricSlug: 'popular',
      seeAllHref: '/special/popular/',
    });
    expect(rows[0]?.games).toHaveLength(RELEASED.length);
    expect(rows.find((row) => row.id === 'slots')?.seeAllHref).toBe('/games/all-slots/');
    expect(rows.find((row) => row.id === 'instant')?.list).toBeNull();
    expect(rows.find((row) => row.id === 'originals')?.games).toHaveLength(12);
    expect(body.payload.data.tagGroups.map((group) => group.slug)).toEqual([
      'features',
      'theme',
      'volatility',
    ]);
    // The provider filter's choices come with the page: every provider of the catalogue once, in its order.
    const all = (await callApi(vlk.current.app, { url: '/rest/getAllGames/' })).json().data as GameCard[];
    const expected = [...new Map(all.map((game) => [game.provider.slug, game.provider])).values()].sort(
      (a, b) => a.order - b.order || a.slug.localeCompare(b.slug),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(body.payload.data.providers).toEqual(expected);
    expect(body.payload.data.intro).toContain(VLK);
  });

  it('builds a game page with rules, paytables and games like it, at both of its addresses', async () => {
    const body = await pageData(vlk.current, '/en/games/book-of-sevens/', 'game');
    expect(body.seo).toMatchObject({
      seoTitle: `Book of Sevens: play online at ${VLK}`,
      h1: 'Book of Sevens',
      canonicalPath: '/en/games/book-of-sevens/',
    });
    expect(body.seo.seoDescription).toContain('RTP 96.12%');
    expect(body.seo.seoDescription).toContain('high volatility');
    const { game, related } = body.payload.data;
    expect(game).toMatchObject({ slug: 'book-of-sevens', isFavorite: false, currency: 'UAH' });
    expect(game.paytables.length).toBeGreaterThan(0);
    expect(related.map((card) => card.slug)).not.toContain('book-of-sevens');
    // The other slots with the same features and high volatility come first.
    expect(related[0]?.slug).toBe('viking-raid');

    const other = await pageData(vlk.current, '/ru/online-game/book-of-sevens/', 'game');
    expect(other.seo.canonicalPath).toBe('/ru/games/book-of-sevens/');
    expect(other.payload.data.game.title).toBe('Книга семёрок');
  });

  it('builds the first page of all slots, 18 to a page', async () => {
    const body = await pageData(vlk.current, '/games/all-slots/', 'all-slots');
    expect(body.payload.data.page).toMatchObject({ limit: 18, offset: 0, total: 9 });
    expect(body.seo).toMatchObject({ h1: 'Усі слоти', canonicalPath: '/games/all-slots/' });
  });

  it('builds tag pages and collection pages', async () => {
    const tags = await pageData(vlk.current, '/ru/tags/', 'tags');
    expect(tags.payload.data.groups.map((group) => group.title)).toEqual([
      'Особенности',
      'Тематика',
      'Волатильность',
    ]);
    expect(tags.seo.h1).toBe('Теги игр');

    const tag = await pageData(vlk.current, '/tag/ukrainian/', 'tag');
    expect(tag.payload.data.tag).toMatchObject({ slug: 'ukrainian', title: 'Українські', gamesCount: 2 });
    expect(tag.payload.data.page.items.map((card) => card.slug)).toEqual([
      'cossack-gold',
      'carpathian-legends',
    ]);
    expect(tag.seo).toMatchObject({ h1: 'Українські', canonicalPath: '/tag/ukrainian/' });

    const special = await pageData(vlk.current, '/en/special/instant/', 'special');
    expect(special.payload.data).toMatchObject({ rubric: { slug: 'instant', title: 'Instant games' } });
    expect(special.payload.data.text).toContain('Dice and crash');
    expect(special.payload.data.page.items.map((card) => card.slug)).toEqual(['lucky-dice', 'rocket-crash']);
    expect(special.seo).toMatchObject({ h1: 'Instant games', seoDescription: special.payload.data.text });
  });

  it('sends the tag routes home on the king brand, and a bare /special/ to the lobby', async () => {
    expect(await pageStatus(king.current, '/tags/')).toMatchObject({ status: 301, redirectUrl: '/' });
    expect(await pageStatus(king.current, '/en/tag/egypt/')).toMatchObject({
      status: 301,
      redirectUrl: '/en/',
    });
    expect(await pageStatus(king.current, '/tag/no-such-tag/')).toMatchObject({
      status: 301,
      redirectUrl: '/',
    });
    expect(await pageStatus(vlk.current, '/tags/')).toMatchObject({ status: 200 });
    expect(await pageStatus(vlk.current, '/ru/special/')).toMatchObject({
      status: 301,
      redirectUrl: '/ru/games/',
    });
    // The rest of the catalogue is the same on every brand.
    await pageData(king.current, '/games/lucky-dice/', 'game');
  });

  it('answers 404 page data for unknown games, tags and collections', async () => {
    for (const pathname of [
      '/games/no-such-game/',
      '/online-game/no-such-game/',
      '/en/tag/no-such-tag/',
      '/special/no-such-collection/',
      '/games/book-of-sevens/extra/',
      '/online-game/',
    ]) {
      expect(await pageStatus(vlk.current, pathname), pathname).toMatchObject({
        status: 404,
        code: 'page_not_found',
      });
    }
  });

  it("keeps guests' game pages for the guest cache time", async () => {
    const db = vlk.current.database.db;
    await pageData(vlk.current, '/en/games/hot-sevens/', 'game');
    await db
      .update(games)
      .set({ titles: sql`jsonb_set(${games.titles}, '{en}', '"Hotter Sevens"')` })
      .where(eq(games.slug, 'hot-sevens'));
    expect((await pageData(vlk.current, '/en/games/hot-sevens/', 'game')).seo.h1).toBe('Hot Sevens');
    vlk.current.clock.advance(GUEST_PAGE_CACHE_MS);
    expect((await pageData(vlk.current, '/en/games/hot-sevens/', 'game')).seo.h1).toBe('Hotter Sevens');
  });
});
