import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PLAY_MODE,
  otherPlayMode,
  pagePlayMode,
  parsePlayMode,
  playModeHome,
  SPORTSBOOK_PATH,
} from './play-mode';

describe('play mode', () => {
  it('defaults to casino', () => {
    expect(DEFAULT_PLAY_MODE).toBe('casino');
    expect(parsePlayMode(null)).toBe('casino');
    expect(parsePlayMode('poker')).toBe('casino');
  });

  it('reads a stored mode', () => {
    expect(parsePlayMode('sport')).toBe('sport');
    expect(parsePlayMode('casino')).toBe('casino');
  });

  it('switches to the other mode', () => {
    expect(otherPlayMode('casino')).toBe('sport');
    expect(otherPlayMode('sport')).toBe('casino');
  });
});

describe('where the modes lead', () => {
  it('leads the sport mode to the sportsbook and the casino mode to the lobby, in the page’s language', () => {
    expect(SPORTSBOOK_PATH).toBe('/sports-book/');
    expect(playModeHome('sport', 'uk')).toBe('/sports-book/');
    expect(playModeHome('sport', 'en')).toBe('/en/sports-book/');
    expect(playModeHome('casino', 'ru')).toBe('/ru/games/');
  });

  it('knows the sportsbook’s pages in every language', () => {
    expect(pagePlayMode('/sports-book/')).toBe('sport');
    expect(pagePlayMode('/ru/sports-book/football/')).toBe('sport');
    expect(pagePlayMode('/en/sports-book/event-sr~match~1/')).toBe('sport');
    expect(pagePlayMode('/games/')).toBeNull();
    expect(pagePlayMode('/en/')).toBeNull();
  });
});
