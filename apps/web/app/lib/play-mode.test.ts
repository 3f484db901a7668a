import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAY_MODE, otherPlayMode, parsePlayMode } from './play-mode';

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
