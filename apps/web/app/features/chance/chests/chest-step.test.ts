import { describe, expect, it } from 'vitest';
import { type ChestStepInput, chestStep, lootBoxStep } from './chest-step';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const PRIZE = { type: 'money' as const, amount: 500, currency: 'UAH' as const, title: '₴5' };

function chests(change: Partial<ChestStepInput> = {}): ChestStepInput {
  return {
    id: 'lucky-chests',
    available: true,
    chests: [{ prizes: [] }, { prizes: [] }, { prizes: [] }],
    currentOpenCount: 0,
    totalOpenCount: 3,
    resetOpenCountDate: '2026-03-01T22:00:00Z',
    nextChestProgress: null,
    ...change,
  };
}

describe('chest step', () => {
  it('is disabled without chests, without an id, or when not available', () => {
    expect(chestStep(null, NOW)).toBe('disabled');
    expect(chestStep(chests({ id: '' }), NOW)).toBe('disabled');
    expect(chestStep(chests({ available: false, chests: [{ prizes: [PRIZE] }] }), NOW)).toBe('disabled');
  });

  it('receives a chest with its prize before anything else', () => {
    const opened = chests({
      chests: [{ prizes: [] }, { prizes: [PRIZE] }],
      currentOpenCount: 3,
      nextChestProgress: { currentProgress: 0 },
    });
    expect(chestStep(opened, NOW)).toBe('receive');
  });

  it('is limitExceed at the total until the reset date passes', () => {
    const limited = chests({ currentOpenCount: 3, nextChestProgress: { currentProgress: 10 } });
    expect(chestStep(limited, NOW)).toBe('limitExceed');
    expect(chestStep(limited, Date.parse('2026-03-01T22:00:00Z'))).toBe('progressBar');
    expect(chestStep(chests({ currentOpenCount: 3 }), Date.parse('2026-03-02T00:00:00Z'))).toBe('select');
  });

  it('shows the progress bar while there is progress to the next chest, else select', () => {
    expect(chestStep(chests({ currentOpenCount: 2, nextChestProgress: { currentProgress: 0 } }), NOW)).toBe(
      'progressBar',
    );
    expect(chestStep(chests({ currentOpenCount: 2 }), NOW)).toBe('select');
  });
});

describe('loot-box step', () => {
  it('has only disabled, receive and select', () => {
    expect(lootBoxStep(undefined)).toBe('disabled');
    expect(lootBoxStep({ id: 7, available: false, chests: [] })).toBe('disabled');
    expect(lootBoxStep({ id: 7, available: true, chests: [{ prizes: [PRIZE] }] })).toBe('receive');
    expect(lootBoxStep({ id: 7, available: true, chests: [{ prizes: [] }] })).toBe('select');
  });
});
