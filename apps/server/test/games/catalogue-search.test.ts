import { gameSearchInfoResponseSchema, gameSearchResponseSchema } from '@casino/contracts';
import { STUDIO_GAMES } from '@casino/game-math';
import { describe, expect, it } from 'vitest';
import { SearchIndex, searchWords, wordMatch } from '../../src/modules/games/game-search.ts';
import { getError, getOk } from './support/catalogue.ts';
import { gamesTestApp } from './support/wallet-api.ts';

const FIRST = ['Golden', 'Wild', 'Lucky', 'Mega', 'Royal', 'Magic', 'Crazy', 'Super', 'Fire', 'Ice'];
const SECOND = [
  'Dragon',
  'Book',
  'Fruit',
  'Pharaoh',
  'Joker',
  'Treasure',
  'Gems',
  'Tiger',
  'Sevens',
  'Queen',
];
const THIRD = [
  'Fortune',
  'Deluxe',
  'Quest',
  'Rush',
  'Party',
  'Legends',
  'Spins',
  'Kingdom',
  'Nights',
  'Storm',
];

/** A thousand made-up slot titles, many sharing words with the studio's games, then the studio's games. */
function thousandGames(): SearchIndex {
  const index = new SearchIndex();
  let id = 1;
  for (const first of FIRST) {
    for (const second of SECOND) {
      for (const third of THIRD) {
        index.add(id++, [{ text: `${first} ${second} ${third}`, weight: 1 }]);
      }
    }
  }
  for (const [offset, game] of STUDIO_GAMES.entries()) {
    index.add(10_000 + offset, [
      ...Object.values(game.titles).map((text) => ({ text, weight: 1 })),
      { text: 'Sevens Studio', weight: 0.5 },
    ]);
  }
  return index;
}

const studioId = (slug: string) => 10_000 + STUDIO_GAMES.findIndex((game) => game.slug === slug);

describe('game search index', () => {
  const index = thousandGames();

  it('folds case, accents, apostrophes and punctuation into words', () => {
    expect(searchWords('Козацьке ЗОЛОТО!')).toEqual(['козацьке', 'золото']);
    expect(searchWords('Ёлка, п’ять — Їжак')).toEqual(['елка', 'пять', 'іжак']);
    expect(searchWords('  ')).toEqual([]);
  });

  it('matches words exactly, by their beginning, and within a few typos', () => {
    expect(wordMatch('sevens', 'sevens')).toBe(1);
    expect(wordMatch('sev', 'sevens')).toBeGreaterThan(wordMatch('sevn', 'sevens'));
    expect(wordMatch('sevn', 'sevens')).toBeGreaterThan(0);
    expect(wordMatch('sveen', 'seven')).toBeGreaterThan(0);
    expect(wordMatch('cossak', 'cossack')).toBeGreaterThan(0);
    expect(wordMatch('bok', 'book')).toBeGreaterThan(0);
    expect(wordMatch('of', 'off')).toBeGreaterThan(0);
    expect(wordMatch('of', 'if')).toBe(0);
    expect(wordMatch('dragon', 'wagon')).toBe(0);
    expect(wordMatch('xyz', 'sevens')).toBe(0);
  });

  it('finds the studio games among a thousand titles despite typos, in any language', () => {
    const top = (query: string) => index.search(query)[0]?.id;
    expect(top('bok of sevn')).toBe(studioId('book-of-sevens'));
    expect(top('BOOK OF SEVENS')).toBe(studioId('book-of-sevens'));
    expect(top('cossak')).toBe(studioId('cossack-gold'));
    expect(top('cossak gold')).toBe(studioId('cossack-gold'));
    expect(top('козацьке')).toBe(studioId('cossack-gold'));
    expect(top('рулетка')).toBe(studioId('european-roulette'));
    expect(top('европейская рулетка')).toBe(studioId('european-roulette'));
    expect(top('roulete')).toBe(studioId('european-roulette'));
    expect(top('ракета')).toBe(studioId('rocket-crash'));
    expect(top('neon nigts')).toBe(studioId('neon-nights'));
    expect(top('vikin raid')).toBe(studioId('viking-raid'));
    expect(top('фрукт')).toBe(studioId('fruit-storm'));
    expect(top('dragn perls')).toBe(studioId('dragon-pearls'));
  });

  it('ranks titles matching every word above titles matching some', () => {
    const hits = index.search('golden dragon fortune');
    expect(hits[0]?.id).toBe(1);
    const everyWord = hits.filter((hit) => hit.score === hits[0]?.score);
    expect(everyWord).toHaveLength(1);
    // Every hit has all three words' worth of matches: none of the thousand titles matches only "golden".
    expect(hits.every((hit) => hit.score >= 2)).toBe(true);
  });

  it('returns nothing for nonsense and for empty queries, and keeps one stray word from emptying a result', () => {
    expect(index.search('qqqqqq')).toEqual([]);
    expect(index.search('   ')).toEqual([]);
    expect(index.search('book of sevens zzzzzz')[0]?.id).toBe(studioId('book-of-sevens'));
  });
});

describe('search calls', () => {
  const apps = gamesTestApp();

  it('searches titles with typos, optionally within a tag, and offers matching tags', async () => {
    const search = (query: string) =>
      getOk(apps.current, `/rest/games/search/?${query}`, gameSearchResponseSchema).then((body) => body.data);
    const typo = await search(`q=${encodeURIComponent('bok of sevn')}&lang=en`);
    expect(typo.items[0]?.slug).toBe('book-of-sevens');
    expect(typo.items[0]?.title).toBe('Book of Sevens');

    const cossack = await search('q=cossak');
    expect(cossack.items.map((game) => game.slug)).toEqual(['cossack-gold']);

    const roulette = await search(`q=${encodeURIComponent('рулетка')}`);
    expect(roulette.items.map((game) => game.slug)).toEqual(['european-roulette']);

    const freeSpins = await search(`q=${encodeURIComponent('фриспіни')}&lang=en`);
    expect(freeSpins.tags.map((tag) => tag.slug)).toEqual(['free-spins']);
    expect(freeSpins.tags[0]?.title).toBe('Free spins');
    expect(freeSpins.items.map((game) => game.slug)).toContain('viking-raid');

    const inTag = await search(`q=${encodeURIComponent('фриспіни')}&tag=vikings`);
    expect(inTag.items.map((game) => game.slug)).toEqual(['viking-raid']);
    const tagOnly = await search('tag=egypt');
    expect(tagOnly).toMatchObject({ total: 1, items: [{ slug: 'book-of-sevens' }] });
    expect(await search('q=')).toMatchObject({ items: [], total: 0, tags: [] });
    expect(await search('q=qqqqqq')).toMatchObject({ items: [], total: 0 });

    expect(await getError(apps.current, '/rest/games/search/?tag=nothing')).toEqual({
      status: 404,
      code: 'tag_not_found',
    });
    expect((await getError(apps.current, `/rest/games/search/?q=${'a'.repeat(101)}`)).status).toBe(422);
  });

  it('offers popular games and tags before anything is typed', async () => {
    const info = await getOk(apps.current, '/rest/games/search-info/?lang=en', gameSearchInfoResponseSchema);
    expect(info.data.popular).toHaveLength(10);
    expect(info.data.tags.every((tag) => tag.gamesCount > 0)).toBe(true);
    expect(info.data.tags.map((tag) => tag.slug)).toContain('provably-fair');
  });
});
