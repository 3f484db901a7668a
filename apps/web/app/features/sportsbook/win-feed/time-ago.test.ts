import { describe, expect, it } from 'vitest';
import { elapsedSince, formatElapsed } from './time-ago';

const wonAt = '2025-05-01T12:00:00.000Z';
const at = (ms: number) => Date.parse(wonAt) + ms;

describe('how long ago a win was', () => {
  it('is "just now" under a minute, and when the viewer’s clock is behind', () => {
    expect(elapsedSince(wonAt, at(59_999))).toBeNull();
    expect(elapsedSince(wonAt, at(-5_000))).toBeNull();
  });

  it('counts whole minutes, then hours, then days', () => {
    expect(elapsedSince(wonAt, at(60_000))).toEqual({ value: 1, unit: 'minute' });
    expect(elapsedSince(wonAt, at(59 * 60_000 + 59_999))).toEqual({ value: 59, unit: 'minute' });
    expect(elapsedSince(wonAt, at(3_600_000))).toEqual({ value: 1, unit: 'hour' });
    expect(elapsedSince(wonAt, at(23 * 3_600_000 + 3_599_999))).toEqual({ value: 23, unit: 'hour' });
    expect(elapsedSince(wonAt, at(2 * 86_400_000))).toEqual({ value: 2, unit: 'day' });
  });

  it('reads in the page’s language', () => {
    expect(formatElapsed({ value: 5, unit: 'minute' }, 'uk')).toBe('5 хв тому');
    expect(formatElapsed({ value: 5, unit: 'minute' }, 'ru')).toBe('5 мин. назад');
    expect(formatElapsed({ value: 5, unit: 'minute' }, 'en')).toBe('5 min ago');
  });
});
