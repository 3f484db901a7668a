import { describe, expect, it } from 'vitest';
import { rtpPercent } from './games.routes.ts';

describe('rtpPercent', () => {
  it('writes basis points as a percentage with two decimals, in integers', () => {
    expect(rtpPercent(9612)).toBe('96.12');
    expect(rtpPercent(9600)).toBe('96.00');
    expect(rtpPercent(9705)).toBe('97.05');
    expect(rtpPercent(10_000)).toBe('100.00');
    expect(rtpPercent(5)).toBe('0.05');
    expect(rtpPercent(0)).toBe('0.00');
  });
});
