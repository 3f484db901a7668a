import {
  type ClassicSlotOutcome,
  type ClassicSlotPaytable,
  playRound,
  studioGame,
  type VideoSlotOutcome,
  type VideoSlotPaytable,
} from '@casino/game-math';
import { describe, expect, it } from 'vitest';
import { classicSlotPlan, type SlotStep, videoSlotPlan } from './slot-plan';

const seeds = (nonce: number) => ({ serverSeed: 'plan-test-server-seed', clientSeed: 'plan-test', nonce });

/** The first nonce whose round matches, so the tests replay real outcomes of the maths. */
function findRound<T>(slug: string, matches: (outcome: T) => boolean): T {
  for (let nonce = 0; nonce < 20_000; nonce += 1) {
    const outcome = playRound(slug, seeds(nonce), 2000, {}).outcome as unknown as T;
    if (matches(outcome)) return outcome;
  }
  throw new Error(`no such round of ${slug}`);
}

function shows(steps: SlotStep[]) {
  return steps.filter((step): step is Extract<SlotStep, { kind: 'show' }> => step.kind === 'show');
}

describe('video slot plan', () => {
  const paytable = studioGame('book-of-sevens')!.paytable() as VideoSlotPaytable;
  const wild = paytable.symbols.find((symbol) => symbol.role === 'wild')!.id;

  it('spins to the grid and lights each winning line from the left, on its symbol or a wild', () => {
    const outcome = findRound<VideoSlotOutcome>(
      'book-of-sevens',
      (round) => round.lineWins.length >= 2 && round.freeSpins.length === 0,
    );
    const steps = videoSlotPlan(outcome, paytable);
    expect(steps[0]).toEqual({ kind: 'spin', grid: outcome.grid, quick: false });
    const [show] = shows(steps);
    expect(show!.lines).toEqual(outcome.lineWins.map((lineWin) => lineWin.line));
    for (const lineWin of outcome.lineWins) {
      paytable.lines[lineWin.line]!.slice(0, lineWin.count).forEach((row, reel) => {
        expect(show!.lit).toContain(`${reel}:${row}`);
        expect([lineWin.symbol, wild]).toContain(outcome.grid[reel]![row]);
      });
    }
    expect(show!.total).toBe(outcome.totalWin);
  });

  it('announces free spins and counts them, retriggers included, to the round total', () => {
    const outcome = findRound<VideoSlotOutcome>('book-of-sevens', (round) => round.freeSpins.length > 0);
    const steps = videoSlotPlan(outcome, paytable);
    expect(steps.filter((step) => step.kind === 'feature')).toHaveLength(1);
    const counters = steps.filter((step) => step.kind === 'free-spin');
    expect(counters).toHaveLength(outcome.freeSpins.length);
    expect(counters.at(-1)).toMatchObject({ number: outcome.freeSpins.length, of: outcome.freeSpinsAwarded });
    expect(steps.filter((step) => step.kind === 'spin' && step.quick)).toHaveLength(outcome.freeSpins.length);
    expect(Math.min(shows(steps).at(-1)!.total, outcome.totalWin)).toBe(outcome.totalWin);
  });
});

describe('classic slot plan', () => {
  const paytable = studioGame('hot-sevens')!.paytable() as ClassicSlotPaytable;

  it('lights every winning line across all three reels', () => {
    const outcome = findRound<ClassicSlotOutcome>('hot-sevens', (round) => round.lineWins.length > 0);
    const [spin, show] = classicSlotPlan(outcome, paytable);
    expect(spin).toEqual({ kind: 'spin', grid: outcome.grid, quick: false });
    expect(show).toMatchObject({ kind: 'show', win: outcome.totalWin, total: outcome.totalWin });
    for (const lineWin of outcome.lineWins) {
      paytable.lines[lineWin.line]!.forEach((row, reel) => {
        expect((show as Extract<SlotStep, { kind: 'show' }>).lit).toContain(`${reel}:${row}`);
      });
    }
  });
});
