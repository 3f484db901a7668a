import { describe, expect, it } from 'vitest';
import {
  eventIdOf,
  eventPath,
  eventSlug,
  expressPath,
  sportPath,
  sportsbookView,
  viewPath,
} from './sportsbook-path';

describe('sportsbook addresses', () => {
  it('write a match id readably and read it back', () => {
    const id = 'sbx:match:ua-premier-league:498831:1';
    expect(eventSlug(id)).toBe('event-sbx~match~ua-premier-league~498831~1');
    expect(eventIdOf(eventSlug(id))).toBe(id);
  });

  it('read back any id, whatever characters it has', () => {
    for (const id of ['sr:match:1', 'a~b:c d/e', 'x:', ':y', 'ünïcode:матч', '%41:100%']) {
      const slug = eventSlug(id);
      expect(slug).toMatch(/^event-[A-Za-z0-9._~%'()*!-]+$/);
      expect(eventIdOf(slug)).toBe(id);
    }
  });

  it('tell every sport, a sport, a match and anything else apart', () => {
    expect(sportsbookView(undefined)).toEqual({ kind: 'overview', sport: null });
    expect(sportsbookView('football')).toEqual({ kind: 'overview', sport: 'football' });
    expect(sportsbookView('ice-hockey')).toEqual({ kind: 'overview', sport: 'ice-hockey' });
    expect(sportsbookView('event-sr~match~7')).toEqual({ kind: 'event', eventId: 'sr:match:7' });
    expect(sportsbookView('leaderboard')).toBeNull();
    expect(sportsbookView('event-')).toBeNull();
    expect(sportsbookView('event-%E0%A4%A')).toBeNull();
  });

  it('lead to each view in each language', () => {
    expect(viewPath({ kind: 'overview', sport: null })).toBe('/sports-book/');
    expect(sportPath(null, 'uk')).toBe('/sports-book/');
    expect(sportPath('tennis', 'en')).toBe('/en/sports-book/tennis/');
    expect(eventPath('sr:match:7', 'ru')).toBe('/ru/sports-book/event-sr~match~7/');
    expect(viewPath({ kind: 'express' })).toBe('/sports-book/express-of-the-day/');
    expect(expressPath('uk')).toBe('/sports-book/express-of-the-day/');
    expect(expressPath('en')).toBe('/en/sports-book/express-of-the-day/');
  });
});
