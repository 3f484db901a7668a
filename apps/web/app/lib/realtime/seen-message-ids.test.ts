import { describe, expect, it } from 'vitest';
import { createSeenMessageIds } from './seen-message-ids';

describe('seen message ids', () => {
  it('lets an id through once and drops its repeats', () => {
    const seen = createSeenMessageIds();
    expect(seen.firstTime('evt-1-setBalance')).toBe(true);
    expect(seen.firstTime('evt-1-setBalance')).toBe(false);
    expect(seen.firstTime('evt-1-deposit')).toBe(true);
  });

  it('remembers only the latest ids', () => {
    const seen = createSeenMessageIds(3);
    for (const id of ['a', 'b', 'c', 'd']) seen.firstTime(id);
    expect(seen.firstTime('d')).toBe(false);
    expect(seen.firstTime('b')).toBe(false);
    expect(seen.firstTime('a')).toBe(true);
  });
});
