import { describe, expect, it } from 'vitest';
import { parseRecentSearches, RECENT_SEARCHES_LIMIT, withRecentSearch } from './recent-searches';

describe('recent game searches', () => {
  it('puts the newest first and keeps one of each, whatever the case', () => {
    expect(withRecentSearch(['dice', 'Book'], 'book')).toEqual(['book', 'dice']);
    expect(withRecentSearch([], '  neon   nights ')).toEqual(['neon nights']);
  });

  it('keeps only the latest few', () => {
    const many = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'];
    const next = withRecentSearch(many, 'crash');
    expect(next).toHaveLength(RECENT_SEARCHES_LIMIT);
    expect(next[0]).toBe('crash');
    expect(next).not.toContain('a6');
  });

  it('does not remember single letters or overlong text', () => {
    expect(withRecentSearch(['dice'], 'b')).toEqual(['dice']);
    expect(withRecentSearch(['dice'], 'x'.repeat(101))).toEqual(['dice']);
  });

  it('reads a stored list, and nothing from a broken one', () => {
    expect(parseRecentSearches(JSON.stringify(['book', 'dice']))).toEqual(['book', 'dice']);
    expect(parseRecentSearches('{')).toEqual([]);
    expect(parseRecentSearches(JSON.stringify({ a: 1 }))).toEqual([]);
    expect(parseRecentSearches(JSON.stringify(['ok', 7, null]))).toEqual(['ok']);
    expect(parseRecentSearches(null)).toEqual([]);
  });
});
