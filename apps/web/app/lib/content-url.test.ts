import { describe, expect, it } from 'vitest';
import { contentUrl } from './content-url';

const classic = { issueUrls: false };
const newUrls = { issueUrls: true };

describe('contentUrl', () => {
  it.each([
    ['tournament', '/tournaments/'],
    ['tournaments-promo', '/tournaments-promo/'],
    ['race', '/races/'],
    ['special-race', '/special-races/'],
    ['issues', '/games/book-of-sevens/'],
    ['tags', '/tag/book-of-sevens/'],
    ['special', '/special/book-of-sevens/'],
    ['onlineGame', '/online-game/book-of-sevens/'],
  ] as const)('builds %s as %s', (type, path) => {
    expect(contentUrl(type, 'book-of-sevens', 'uk', classic)).toBe(path);
  });

  it('uses the new game and tag URLs when the brand has them', () => {
    expect(contentUrl('issues', 'crash', 'uk', newUrls)).toBe('/issue/crash/');
    expect(contentUrl('tags', 'hot', 'uk', newUrls)).toBe('/hot/');
  });

  it('keeps the language prefix and encodes the slug', () => {
    expect(contentUrl('issues', 'crash', 'en', classic)).toBe('/en/games/crash/');
    expect(contentUrl('special', 'a b/c', 'ru', classic)).toBe('/ru/special/a%20b%2Fc/');
  });
});
