import { describe, expect, it } from 'vitest';
import { browserTypeOf, formatCount, formatRtp, isComingSoon, volatilityLevel } from './game-format';

describe('game facts for display', () => {
  it('shows the RTP as a percentage in the language', () => {
    expect(formatRtp(9612, 'en')).toBe('96.12%');
    expect(formatRtp(9400, 'en')).toBe('94.00%');
    expect(formatRtp(9612, 'uk')).toMatch(/^96,12\s?%$/);
  });

  it('groups counts in the language', () => {
    expect(formatCount(5000, 'en')).toBe('5,000');
    expect(formatCount(5000, 'uk').replace(/\s/g, ' ')).toBe('5 000');
  });

  it('ranks volatility from 1 to 4', () => {
    expect(volatilityLevel('low')).toBe(1);
    expect(volatilityLevel('medium')).toBe(2);
    expect(volatilityLevel('high')).toBe(3);
    expect(volatilityLevel('very-high')).toBe(4);
  });

  it('finds the list of games of the same kind', () => {
    expect(browserTypeOf('video-slot')).toBe('slots');
    expect(browserTypeOf('classic-slot')).toBe('slots');
    expect(browserTypeOf('roulette')).toBe('table');
    expect(browserTypeOf('dice')).toBe('instant');
    expect(browserTypeOf('crash')).toBe('instant');
  });

  it('tells a game that is still to come', () => {
    const now = Date.parse('2026-05-01T12:00:00Z');
    expect(isComingSoon({ releaseAt: '2026-06-01T00:00:00.000Z' }, now)).toBe(true);
    expect(isComingSoon({ releaseAt: '2026-04-01T00:00:00.000Z' }, now)).toBe(false);
    expect(isComingSoon({ releaseAt: null }, now)).toBe(false);
  });
});
