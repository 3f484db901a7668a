import { describe, expect, it } from 'vitest';
import { parseHomeFilter } from './home-filter';

describe('home filter', () => {
  it('accepts short slugs', () => {
    expect(parseHomeFilter('live-casino')).toBe('live-casino');
    expect(parseHomeFilter('new_2')).toBe('new_2');
  });

  it('rejects anything else', () => {
    expect(parseHomeFilter(null)).toBeNull();
    expect(parseHomeFilter('')).toBeNull();
    expect(parseHomeFilter('a b')).toBeNull();
    expect(parseHomeFilter('x'.repeat(65))).toBeNull();
  });
});
