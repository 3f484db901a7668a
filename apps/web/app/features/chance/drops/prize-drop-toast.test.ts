import { PRIZE_DROP_TOAST_MS, type PrizeDropPush } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { prizeDropToast, showsPrizeDrop, starDropToast } from './prize-drop-toast';

const t = (key: string, values?: Record<string, unknown>) => `${key} ${JSON.stringify(values ?? {})}`;

function drop(amount: number | null, own = false): PrizeDropPush {
  return {
    id: 1,
    campaign: 'studio-prize-drops',
    title: { uk: 'Дропи', ru: 'Дропы', en: 'Drops' },
    winner: '***123',
    prize: {
      type: amount === null ? 'bonus_fs' : 'money',
      amount,
      currency: amount === null ? null : 'UAH',
      title: { uk: 'Фріспіни', ru: 'Фриспины', en: 'Free spins' },
    },
    stars: 0,
    droppedAt: '2026-01-01T00:00:00.000Z',
    prizesLeft: 4,
    own,
  };
}

describe('the prize drop notice', () => {
  it('is shown for a prize of 500 or more, or for the player’s own prize, whatever it is', () => {
    expect(showsPrizeDrop(drop(500_00))).toBe(true);
    expect(showsPrizeDrop(drop(499_99))).toBe(false);
    expect(showsPrizeDrop(drop(50_00, true))).toBe(true);
    expect(showsPrizeDrop(drop(null))).toBe(false);
    expect(showsPrizeDrop(drop(null, true))).toBe(true);
  });

  it('stays 10 s and names the prize, the winner and what is left; the own one says it is theirs', () => {
    expect(prizeDropToast(drop(499_99), 'en', t)).toBeNull();
    const everyone = prizeDropToast(drop(500_00), 'en', t);
    expect(everyone).toMatchObject({ durationMs: PRIZE_DROP_TOAST_MS, tone: 'info' });
    expect(PRIZE_DROP_TOAST_MS).toBe(10_000);
    expect(everyone?.title).toContain('chance.drops.toast.title');
    expect(everyone?.description).toContain('"winner":"***123"');
    expect(everyone?.description).toContain('"left":4');
    const own = prizeDropToast(drop(null, true), 'en', t);
    expect(own).toMatchObject({ tone: 'success', durationMs: PRIZE_DROP_TOAST_MS });
    expect(own?.title).toContain('Free spins');
  });

  it('tells the player of their stars with the balance', () => {
    const shown = starDropToast(
      { id: 2, campaign: 'stars', title: { uk: 'З', ru: 'З', en: 'S' }, stars: 25, balance: 275 },
      t,
    );
    expect(shown.title).toContain('"stars":25');
    expect(shown.description).toContain('"balance":275');
  });
});
