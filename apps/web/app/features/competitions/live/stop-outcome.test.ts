import type { CompetitionStopData } from '@casino/contracts';
import { createTranslator, MESSAGES } from '@casino/i18n';
import { describe, expect, it } from 'vitest';
import { stopOutcome } from './stop-outcome';

const t = createTranslator('en', MESSAGES.en);

function stop(overrides: Partial<CompetitionStopData> = {}): CompetitionStopData {
  return {
    competitionId: 3,
    slug: 'weekly-slots-tournament',
    type: 'tournament',
    title: { uk: 'Тижневий турнір', ru: 'Недельный турнир', en: 'Weekly tournament' },
    position: 2,
    points: 125_000,
    award: 'place',
    prize: {
      type: 'money',
      amount: 500_000,
      currency: 'UAH',
      title: { uk: '5 000,00 ₴', ru: '5 000,00 ₴', en: '₴5,000.00' },
    },
    ...overrides,
  };
}

describe('the end of a competition', () => {
  it('tells a tournament’s player their place and prize in a toast that stays 15 s', () => {
    expect(stopOutcome(stop(), 'en', t)).toEqual({
      kind: 'toast',
      toast: {
        title: 'Weekly tournament is over',
        description: 'You finished in place 2 and won ₴5,000.00.',
        tone: 'success',
        durationMs: 15_000,
      },
    });
  });

  it('tells a player who won nothing their place', () => {
    const outcome = stopOutcome(stop({ position: 40, prize: null }), 'en', t);
    expect(outcome).toMatchObject({ kind: 'toast', toast: { tone: 'info' } });
    expect(outcome?.kind === 'toast' && outcome.toast.description).toContain('place 40');
  });

  it('opens RaceOverModal for races and PromoTournamentPrizeModal for promo tournaments', () => {
    expect(stopOutcome(stop({ type: 'race' }), 'uk', t)).toEqual({
      kind: 'modal',
      name: 'RaceOverModal',
      params: {
        slug: 'weekly-slots-tournament',
        title: 'Тижневий турнір',
        position: '2',
        points: '125000',
        prize: '5 000,00 ₴',
      },
    });
    expect(stopOutcome(stop({ type: 'special-race' }), 'en', t)).toMatchObject({ name: 'RaceOverModal' });
    expect(stopOutcome(stop({ type: 'promo', prize: null }), 'en', t)).toMatchObject({
      name: 'PromoTournamentPrizeModal',
      params: { prize: '' },
    });
  });

  it('words a prize of the biggest multiplier and the jackpot as the round’s, in a toast whatever the kind', () => {
    expect(stopOutcome(stop({ award: 'multiplier', position: 1 }), 'en', t)).toEqual({
      kind: 'toast',
      toast: {
        title: 'Weekly tournament is over',
        description: 'Your biggest-multiplier round took place 1: you won ₴5,000.00.',
        tone: 'success',
        durationMs: 15_000,
      },
    });
    expect(stopOutcome(stop({ type: 'race', award: 'jackpot', position: null }), 'en', t)).toMatchObject({
      kind: 'toast',
      toast: { description: 'Your round hit the jackpot: you won ₴5,000.00!', tone: 'success' },
    });
    expect(stopOutcome(stop({ award: 'jackpot', prize: null }), 'en', t)).toBeNull();
  });

  it('says nothing of a competition the player had no place in (the public channel’s stop)', () => {
    expect(stopOutcome(stop({ position: null, points: null, award: null, prize: null }), 'en', t)).toBeNull();
  });
});
