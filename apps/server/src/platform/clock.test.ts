import { describe, expect, it } from 'vitest';
import { startingClock } from './clock.ts';

describe('startingClock', () => {
  it('starts at the instant given and runs on at real speed', () => {
    let real = Date.parse('2026-11-28T10:00:00Z');
    const clock = startingClock(new Date('2026-03-01T12:00:00Z'), () => real);
    expect(clock.now().toISOString()).toBe('2026-03-01T12:00:00.000Z');
    real += 90_000;
    expect(clock.now().toISOString()).toBe('2026-03-01T12:01:30.000Z');
  });
});
