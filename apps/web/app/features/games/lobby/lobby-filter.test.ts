import { describe, expect, it } from 'vitest';
import { isWholeLobby, lobbyFilterSearch, readLobbyFilter, rowCategory, sameCategory } from './lobby-filter';

describe('the lobby filter in the address', () => {
  it('reads a named list, a rubric, a tag and a provider', () => {
    expect(readLobbyFilter('?list=popular')).toEqual({
      category: { list: 'popular' },
      tag: null,
      provider: null,
    });
    expect(readLobbyFilter('?rubric=instant&provider=studio')).toEqual({
      category: { rubric: 'instant' },
      tag: null,
      provider: 'studio',
    });
    expect(readLobbyFilter('?tag=fruits')).toEqual({ category: null, tag: 'fruits', provider: null });
  });

  it('lets a tag replace the category', () => {
    expect(readLobbyFilter('?list=new&tag=fruits').category).toBeNull();
  });

  it('ignores unknown lists and values that are not slugs', () => {
    expect(readLobbyFilter('?list=everything')).toEqual({ category: null, tag: null, provider: null });
    expect(readLobbyFilter('?tag=%3Cb%3E&provider=../x').tag).toBeNull();
    expect(readLobbyFilter('?provider=../x').provider).toBeNull();
  });

  it('writes the filter back as it reads it', () => {
    for (const search of [
      '?list=popular',
      '?rubric=instant&provider=studio',
      '?tag=fruits&provider=studio',
      '',
    ]) {
      expect(lobbyFilterSearch(readLobbyFilter(search))).toBe(search);
    }
  });

  it('tells the rows view from a filtered one', () => {
    expect(isWholeLobby(readLobbyFilter(''))).toBe(true);
    expect(isWholeLobby(readLobbyFilter('?provider=studio'))).toBe(false);
  });

  it('finds a row by its category', () => {
    expect(rowCategory({ list: 'new', rubricSlug: null })).toEqual({ list: 'new' });
    expect(rowCategory({ list: null, rubricSlug: 'instant' })).toEqual({ rubric: 'instant' });
    expect(rowCategory({ list: null, rubricSlug: null })).toBeNull();
    expect(sameCategory({ list: 'new' }, { list: 'new' })).toBe(true);
    expect(sameCategory({ list: 'new' }, { rubric: 'new' })).toBe(false);
    expect(sameCategory(null, null)).toBe(true);
  });
});
