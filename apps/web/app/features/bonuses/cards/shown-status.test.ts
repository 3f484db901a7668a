import { describe, expect, it } from 'vitest';
import { testBonus } from '../../../lib/test-bonus';
import { shownStatus } from './shown-status';

describe('the status a bonus card names', () => {
  it('is none for an offer not taken yet, deposit or no-deposit', () => {
    expect(shownStatus(testBonus({ playerBonusId: null, status: 'init', type: 'deposit' }))).toBeNull();
    expect(shownStatus(testBonus({ playerBonusId: null, status: 'init', type: 'no_deposit' }))).toBeNull();
  });

  it('is waiting for a deposit for a deposit bonus the player chose', () => {
    expect(shownStatus(testBonus({ playerBonusId: 30, status: 'init', type: 'deposit' }))).toBe('init');
  });

  it('is the status of any other bonus the player took', () => {
    expect(shownStatus(testBonus({ playerBonusId: 30, status: 'waiting' }))).toBe('waiting');
    expect(shownStatus(testBonus({ playerBonusId: 30, status: 'rollover' }))).toBe('rollover');
    expect(shownStatus(testBonus({ playerBonusId: 30, status: 'expired' }))).toBe('expired');
  });
});
