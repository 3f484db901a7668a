import { SPORT_SEARCH_MAX_LENGTH } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { isSearchable, replacesEntry, searchOf, searchTextOf, withSearch } from './search-query';

describe('the sportsbook search in the address', () => {
  it('searches for the text typed without the spaces around it, and runs of spaces as one', () => {
    expect(searchTextOf('  Real   Madrid ')).toBe('Real Madrid');
    expect(searchOf(new URLSearchParams('q=%20Dynamo%20%20Kyiv'))).toBe('Dynamo Kyiv');
    expect(searchOf(new URLSearchParams('tournament=x'))).toBe('');
  });

  it('asks for two characters to the longest a name could hold', () => {
    expect(isSearchable('')).toBe(false);
    expect(isSearchable('r')).toBe(false);
    expect(isSearchable('re')).toBe(true);
    expect(isSearchable('x'.repeat(SPORT_SEARCH_MAX_LENGTH))).toBe(true);
    expect(isSearchable('x'.repeat(SPORT_SEARCH_MAX_LENGTH + 1))).toBe(false);
  });

  it('sets or drops the search, keeping the other parameters', () => {
    const params = new URLSearchParams('tournament=la-liga');
    expect(withSearch(params, 'real').toString()).toBe('tournament=la-liga&q=real');
    expect(withSearch(new URLSearchParams('tournament=la-liga&q=real'), '').toString()).toBe(
      'tournament=la-liga',
    );
    expect(params.toString()).toBe('tournament=la-liga');
  });

  it('replaces the history entry while a search is refined, and adds one to start or leave it', () => {
    expect(replacesEntry('rea', 'real')).toBe(true);
    expect(replacesEntry('', 'real')).toBe(false);
    expect(replacesEntry('real', '')).toBe(false);
  });
});
