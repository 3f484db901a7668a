import { describe, expect, it } from 'vitest';
import {
  type LimitsDraft,
  liftsLowering,
  limitsDraftOf,
  limitsFromDraft,
  playerLimitsDraftOf,
  playerLimitsFromDraft,
} from './limits-form';

const UAH = {
  minStake: 1_000,
  maxStake: 5_000_000,
  maxPayout: 50_000_050,
  maxEventPayout: 80_000_000,
  maxPlayerPayout: 200_000_000,
};

describe('the bet limits form', () => {
  it('gives back the limits it was opened with, in minor units', () => {
    const draft = limitsDraftOf(UAH, 'UAH');
    expect(draft).toEqual({
      minStake: '10',
      maxStake: '50000',
      maxPayout: '500000.50',
      maxEventPayout: '800000',
      maxPlayerPayout: '2000000',
    });
    expect(limitsFromDraft('UAH', draft)).toEqual({ ok: true, limits: { currency: 'UAH', ...UAH } });
  });

  it('reads major units typed with a comma or grouped digits, without floats', () => {
    const draft: LimitsDraft = {
      minStake: '0,29',
      maxStake: '1 000',
      maxPayout: '1000.01',
      maxEventPayout: '1000.01',
      maxPlayerPayout: '2000',
    };
    expect(limitsFromDraft('USD', draft)).toEqual({
      ok: true,
      limits: {
        currency: 'USD',
        minStake: 29,
        maxStake: 100_000,
        maxPayout: 100_001,
        maxEventPayout: 100_001,
        maxPlayerPayout: 200_000,
      },
    });
  });

  it('names each field it cannot read', () => {
    const draft = { ...limitsDraftOf(UAH, 'UAH'), minStake: '', maxStake: '1.005', maxPayout: '-5' };
    expect(limitsFromDraft('UAH', draft)).toEqual({
      ok: false,
      errors: {
        minStake: 'Enter the amount.',
        maxStake: 'Use at most 2 decimals, like 150.25.',
        maxPayout: 'A limit is more than zero.',
      },
    });
  });

  it('refuses an order the server would refuse, on the field that breaks it', () => {
    const draft = { ...limitsDraftOf(UAH, 'UAH'), maxStake: '5', maxPlayerPayout: '700000' };
    expect(limitsFromDraft('UAH', draft)).toEqual({
      ok: false,
      errors: {
        maxStake: 'At least the minimum stake.',
        maxPlayerPayout: 'At least what one match may pay.',
      },
    });
  });
});

describe("a player's lowered limits form", () => {
  it('leaves what is not lowered empty and sends it as null', () => {
    const draft = playerLimitsDraftOf(
      { maxStake: 2_000, maxPayout: null, maxEventPayout: null, maxPlayerPayout: 10_000_000 },
      'UAH',
    );
    expect(draft).toEqual({ maxStake: '20', maxPayout: '', maxEventPayout: '', maxPlayerPayout: '100000' });
    expect(playerLimitsFromDraft('UAH', draft)).toEqual({
      ok: true,
      limits: { maxStake: 2_000, maxPayout: null, maxEventPayout: null, maxPlayerPayout: 10_000_000 },
    });
  });

  it('lifts the lowering when every field is empty', () => {
    const read = playerLimitsFromDraft('UAH', playerLimitsDraftOf(null, 'UAH'));
    expect(read).toEqual({
      ok: true,
      limits: { maxStake: null, maxPayout: null, maxEventPayout: null, maxPlayerPayout: null },
    });
    expect(read.ok && liftsLowering(read.limits)).toBe(true);
    expect(liftsLowering({ maxStake: null, maxPayout: 1, maxEventPayout: null, maxPlayerPayout: null })).toBe(
      false,
    );
  });

  it('names each field it cannot read', () => {
    const draft = { maxStake: '0', maxPayout: 'ten', maxEventPayout: '  ', maxPlayerPayout: '5' };
    expect(playerLimitsFromDraft('UAH', draft)).toEqual({
      ok: false,
      errors: {
        maxStake: 'The amount must be more than zero.',
        maxPayout: 'Enter the amount as a number, like 150.25.',
      },
    });
  });
});
