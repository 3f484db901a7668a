import { describe, expect, it } from 'vitest';
import { shouldOfferBirthday } from './birthday-invitation';

const bonus = {
  bonusId: 3,
  amount: 20_000,
  currency: 'UAH',
  availableUntil: '2026-03-04T22:00:00.000Z',
} as const;

describe('the birthday invitation', () => {
  it('opens for a player with a birthday bonus, once for that birthday', () => {
    expect(shouldOfferBirthday(bonus, null)).toBe(true);
    expect(shouldOfferBirthday(bonus, bonus.availableUntil)).toBe(false);
    expect(shouldOfferBirthday(bonus, '2025-03-04T22:00:00.000Z')).toBe(true);
  });

  it('does not open without a birthday bonus', () => {
    expect(shouldOfferBirthday(null, null)).toBe(false);
    expect(shouldOfferBirthday(undefined, null)).toBe(false);
  });
});
