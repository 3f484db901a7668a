import { BRANDS, DEFAULT_CURRENCY } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  type CataloguePlayStats,
  CatalogueService,
  POPULAR_WINDOW_MS,
  RTP_WINDOW_MS,
  type Viewer,
} from '../../src/modules/games/catalogue.service.ts';
import { RELEASED } from './support/catalogue.ts';
import { gamesTestApp } from './support/wallet-api.ts';

const apps = gamesTestApp();
const PAGE = { limit: 48, offset: 0 };

/** Play statistics the test decides, recording what the catalogue asked for. */
function statsOf(answers: Partial<CataloguePlayStats>) {
  const calls: { method: string; args: unknown[] }[] = [];
  const stats: CataloguePlayStats = {
    popularGameIds: async (...args) => {
      calls.push({ method: 'popularGameIds', args });
      return (await answers.popularGameIds?.(...args)) ?? [];
    },
    lastPlayedGameIds: async (...args) => {
      calls.push({ method: 'lastPlayedGameIds', args });
      return (await answers.lastPlayedGameIds?.(...args)) ?? [];
    },
    realisedRtp: async (...args) => {
      calls.push({ method: 'realisedRtp', args });
      return (await answers.realisedRtp?.(...args)) ?? [];
    },
  };
  return { stats, calls };
}

function catalogueWith(stats: CataloguePlayStats) {
  const { database, clock } = apps.current;
  // These tests read no reactions, so no player is ever named.
  const players = { publicNames: async () => new Map<number, string>() };
  return new CatalogueService({ db: database.db, brand: BRANDS.king, clock, stats, players });
}

async function idsBySlug(): Promise<Record<string, number>> {
  const cards = await catalogueWith(statsOf({}).stats).allGames('en');
  return Object.fromEntries(cards.map((card) => [card.slug, card.id]));
}

const slugs = (page: { items: { slug: string }[] }) => page.items.map((game) => game.slug);
const guest: Viewer = { playerId: null, lang: 'en', currency: DEFAULT_CURRENCY };

describe('lists from real play', () => {
  it('puts the most played released games first and fills the list in catalogue order', async () => {
    const id = await idsBySlug();
    const { stats, calls } = statsOf({
      // A coming-soon game cannot have been played; a vanished id is ignored.
      popularGameIds: async () => [
        id['lucky-dice']!,
        999_999,
        id['carpathian-legends']!,
        id['european-roulette']!,
      ],
    });
    const catalogue = catalogueWith(stats);
    const popular = await catalogue.list('popular', guest, PAGE);
    expect(slugs(popular)).toEqual([
      'lucky-dice',
      'european-roulette',
      ...RELEASED.filter((slug) => slug !== 'lucky-dice' && slug !== 'european-roulette'),
    ]);
    expect(popular.total).toBe(RELEASED.length);
    const [since, limit] = calls[0]!.args as [Date, number];
    expect(apps.current.clock.now().getTime() - since.getTime()).toBe(POPULAR_WINDOW_MS);
    expect(limit).toBeGreaterThanOrEqual(RELEASED.length);

    const second = await catalogue.list('popular', guest, { limit: 2, offset: 1 });
    expect(slugs(second)).toEqual(['european-roulette', 'book-of-sevens']);
    const popularSlots = await catalogue.browse('popular', {}, PAGE, 'en');
    expect(slugs(popularSlots).slice(0, 2)).toEqual(['lucky-dice', 'european-roulette']);
    const rubric = await catalogue.rubricGames('popular', PAGE, 'en');
    expect(slugs(rubric)).toEqual(slugs(popular));
    const info = await catalogue.searchInfo('en');
    expect(info.popular.map((game) => game.slug).slice(0, 2)).toEqual(['lucky-dice', 'european-roulette']);
  });

  it('orders popular within a browser filter', async () => {
    const id = await idsBySlug();
    const { stats } = statsOf({ popularGameIds: async () => [id['lucky-dice']!, id['viking-raid']!] });
    const slots = await catalogueWith(stats).browse('slots', {}, PAGE, 'en');
    expect(slugs(slots)[0]).toBe('book-of-sevens');
    const rubrics = await catalogueWith(stats).rubrics('en');
    const slotsRubric = rubrics.find((rubric) => rubric.slug === 'slots')!;
    const popularSlots = await catalogueWith(stats).browse(
      'popular',
      { categoryId: slotsRubric.id },
      PAGE,
      'en',
    );
    expect(slugs(popularSlots)).toEqual([
      'viking-raid',
      ...RELEASED.slice(0, 7).filter((slug) => slug !== 'viking-raid'),
    ]);
  });

  it("lists a player's last played enabled games, and nothing for guests", async () => {
    const id = await idsBySlug();
    const { stats, calls } = statsOf({
      lastPlayedGameIds: async () => [id['rocket-crash']!, 424_242, id['hot-sevens']!],
    });
    const catalogue = catalogueWith(stats);
    expect((await catalogue.list('last', guest, PAGE)).total).toBe(0);
    expect(calls).toEqual([]);
    const last = await catalogue.list('last', { ...guest, playerId: 7 }, PAGE);
    expect(slugs(last)).toEqual(['rocket-crash', 'hot-sevens']);
    expect(calls[0]?.args[0]).toBe(7);
  });

  it('ranks RTP games by what they returned over the last day, then by published RTP', async () => {
    const id = await idsBySlug();
    const { stats, calls } = statsOf({
      realisedRtp: async () => [
        { gameId: id['hot-sevens']!, stakes: 10_000, wins: 15_432 },
        { gameId: 999_999, stakes: 100, wins: 1_000 },
      ],
    });
    const rtp = await catalogueWith(stats).rtpGames(3, 'en');
    expect(rtp.map((entry) => [entry.game.slug, entry.rtp, entry.actualRtp])).toEqual([
      ['hot-sevens', 9605, 15_432],
      ['lucky-dice', 9899, null],
      ['rocket-crash', 9802, null],
    ]);
    const [since] = calls[0]!.args as [Date];
    expect(apps.current.clock.now().getTime() - since.getTime()).toBe(RTP_WINDOW_MS);

    const huge = statsOf({
      realisedRtp: async () => [{ gameId: id['dragon-pearls']!, stakes: 3 * 2 ** 50, wins: 2 ** 51 }],
    });
    const [first] = await catalogueWith(huge.stats).rtpGames(1, 'en');
    expect(first).toMatchObject({ game: { slug: 'dragon-pearls' }, actualRtp: 6666 });
  });
});
