import { describe, expect, it } from 'vitest';
import { promoCodeOf } from './promo-code-format';

describe('a promo code as typed', () => {
  it('is trimmed and kept as typed when it has the accepted shape', () => {
    expect(promoCodeOf('  SPRING_25-x ')).toBe('SPRING_25-x');
  });

  it('is refused when too short, too long or with other characters, before the server is asked', () => {
    expect(promoCodeOf('AB')).toBeNull();
    expect(promoCodeOf('A'.repeat(33))).toBeNull();
    expect(promoCodeOf('SPRING 25')).toBeNull();
    expect(promoCodeOf('<script>')).toBeNull();
  });
});
