import { describe, expect, it } from 'vitest';
import { takenMessageKey } from './taken-message';

describe('what taking a bonus did', () => {
  it('says a deposit bonus applies to the next deposit, a queued one waits, any other is granted', () => {
    expect(takenMessageKey({ status: 'init' })).toBe('bonuses.taken.nextDeposit');
    expect(takenMessageKey({ status: 'waiting' })).toBe('bonuses.taken.queued');
    expect(takenMessageKey({ status: 'applied' })).toBe('bonuses.taken.granted');
    expect(takenMessageKey({ status: 'sleeping' })).toBe('bonuses.taken.granted');
  });
});
