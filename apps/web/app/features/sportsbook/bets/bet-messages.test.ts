import { createTranslator, MESSAGES } from '@casino/i18n';
import { describe, expect, it } from 'vitest';
import { labelText } from '../label';
import { betStateLabel, betTypeLabel, mayCashOut, placementFailure, rejectionLabel } from './bet-messages';

const en = createTranslator('en', MESSAGES.en);
const money = (minor: number) => `₴${minor / 100}`;

describe('a refused bet', () => {
  it('says why in plain words, with the limit it hit', () => {
    expect(labelText(en, rejectionLabel({ reason: 'stake_above_maximum', limit: 500_000 }, money))).toContain(
      '₴5000',
    );
    for (const reason of [
      'odds_changed',
      'market_suspended',
      'market_closed',
      'stake_below_minimum',
      'stake_above_maximum',
      'payout_above_maximum',
      'event_limit_exceeded',
      'player_limit_exceeded',
    ] as const) {
      for (const lang of ['uk', 'ru', 'en'] as const) {
        const text = labelText(
          createTranslator(lang, MESSAGES[lang]),
          rejectionLabel({ reason, limit: 100 }, money),
        );
        expect(text, `${reason} in ${lang}`).not.toMatch(/sportsbook\.|\{\{/);
      }
    }
  });
});

describe('a failed placement', () => {
  it('leaves a self-exclusion to player protection', () => {
    expect(placementFailure(444, 'self_excluded')).toEqual({ kind: 'protection' });
  });

  it('may be retried under the same reference id when no answer came', () => {
    expect(placementFailure(0, 'network').kind).toBe('retry');
    expect(placementFailure(0, 'timeout').kind).toBe('retry');
    expect(placementFailure(503, 'unknown').kind).toBe('retry');
  });

  it('offers what the player can do about it', () => {
    expect(placementFailure(422, 'insufficient_funds')).toMatchObject({ kind: 'message', action: 'deposit' });
    expect(placementFailure(422, 'tax_id_required')).toMatchObject({ action: 'taxId' });
    expect(placementFailure(403, 'registration_incomplete')).toMatchObject({
      action: 'completeRegistration',
    });
    expect(placementFailure(422, 'self_limit_reached')).toMatchObject({ action: 'selfLimit' });
    expect(placementFailure(422, 'sport_bet_invalid')).toMatchObject({ action: null });
    expect(placementFailure(401, 'unauthorized').kind).toBe('unauthorized');
  });

  it('words every failure in every language, and unknown codes as such', () => {
    const codes = [
      'insufficient_funds',
      'self_limit_reached',
      'registration_incomplete',
      'tax_id_required',
      'sport_bet_invalid',
      'sport_event_not_found',
      'sport_betting_unavailable',
      'idempotency_conflict',
      'rate_limited',
      'freebet_not_found',
      'freebet_not_applicable',
      'bonus_not_found',
    ] as const;
    for (const code of codes) {
      const failure = placementFailure(422, code);
      if (failure.kind !== 'message') throw new Error(code);
      for (const lang of ['uk', 'ru', 'en'] as const) {
        expect(labelText(createTranslator(lang, MESSAGES[lang]), failure.label)).not.toMatch(/sportsbook\./);
      }
    }
    expect(placementFailure(422, 'bonus_not_found')).toMatchObject({
      label: { key: 'sportsbook.errors.unknown' },
    });
    expect(placementFailure(404, 'freebet_not_found')).toMatchObject({
      label: { key: 'sportsbook.errors.freebet_not_found' },
      action: null,
    });
    expect(placementFailure(422, 'freebet_not_applicable')).toMatchObject({
      label: { key: 'sportsbook.errors.freebet_not_applicable' },
    });
  });
});

describe('a bet in "my bets"', () => {
  it('is named by its type', () => {
    expect(labelText(en, betTypeLabel('single', 1, null))).toBe('Single');
    expect(labelText(en, betTypeLabel('express', 3, null))).toBe('Express · 3 selections');
  });

  it('shows its placement state until accepted, then how it stands', () => {
    expect(betStateLabel({ status: 'pending', outcome: 'open' }).tone).toBe('pending');
    expect(betStateLabel({ status: 'rejected', outcome: 'void' }).label).toEqual({
      key: 'sportsbook.myBets.status.rejected',
    });
    expect(betStateLabel({ status: 'accepted', outcome: 'won' })).toEqual({
      label: { key: 'sportsbook.myBets.outcome.won' },
      tone: 'won',
    });
  });

  it('may be cashed out while a single or an express is still riding', () => {
    const bet = {
      type: 'single',
      status: 'accepted',
      outcome: 'open',
      stake: 1000,
      cashedOutStake: 0,
      freebet: false,
    } as const;
    expect(mayCashOut(bet)).toBe(true);
    expect(mayCashOut({ ...bet, type: 'system' })).toBe(false);
    expect(mayCashOut({ ...bet, status: 'pending' })).toBe(false);
    expect(mayCashOut({ ...bet, outcome: 'won' })).toBe(false);
    expect(mayCashOut({ ...bet, cashedOutStake: 1000 })).toBe(false);
    // A free bet's winnings are never sold back: the server answers `not_offered`, so no button is drawn.
    expect(mayCashOut({ ...bet, freebet: true })).toBe(false);
  });
});
