import { describe, expect, it } from 'vitest';
import { fraction } from '../exact/fraction.ts';
import {
  fairJackpotTrigger,
  JACKPOT_TICKETS,
  jackpotChance,
  jackpotContribution,
  jackpotStakeTickets,
  triggerJackpot,
} from './jackpot-trigger.ts';

describe('jackpot trigger', () => {
  it('gives a stake tickets in proportion to its size, capped at all of them', () => {
    expect(jackpotStakeTickets(1_000, 1)).toBe(1_000);
    expect(jackpotStakeTickets(1_000, 3)).toBe(3_000);
    expect(jackpotStakeTickets(0, 5)).toBe(0);
    expect(jackpotStakeTickets(JACKPOT_TICKETS, 2)).toBe(JACKPOT_TICKETS);
    expect(jackpotChance(1_000, 1)).toEqual(fraction(1, 1_000_000));
  });

  it('refuses fractional or negative figures', () => {
    expect(() => jackpotStakeTickets(10.5, 1)).toThrow(RangeError);
    expect(() => jackpotStakeTickets(-1, 1)).toThrow(RangeError);
    expect(() => jackpotStakeTickets(10, 0.5)).toThrow(RangeError);
    expect(() => jackpotContribution(100, 10_001)).toThrow(RangeError);
    expect(() => jackpotContribution(1.5, 100)).toThrow(RangeError);
  });

  it('wins exactly on the stake’s own tickets', () => {
    expect(triggerJackpot({ nextUint32: () => 999 }, 1_000)).toEqual({
      ticket: 999,
      tickets: 1_000,
      won: true,
    });
    expect(triggerJackpot({ nextUint32: () => 1_000 }, 1_000)).toEqual({
      ticket: 1_000,
      tickets: 1_000,
      won: false,
    });
    expect(triggerJackpot({ nextUint32: () => 0 }, 0).won).toBe(false);
  });

  it('recomputes the same trigger from the same seeds', () => {
    const seeds = { serverSeed: 'b'.repeat(64), clientSeed: 'player', nonce: 7 };
    const trigger = fairJackpotTrigger(seeds, 5_000, 2);
    expect(fairJackpotTrigger(seeds, 5_000, 2)).toEqual(trigger);
    expect(trigger.tickets).toBe(10_000);
    expect(trigger.ticket).toBeGreaterThanOrEqual(0);
    expect(trigger.ticket).toBeLessThan(JACKPOT_TICKETS);
    expect(fairJackpotTrigger(seeds, 5_000, JACKPOT_TICKETS).won).toBe(true);
  });

  it('puts the share of a stake in the pool, rounded down', () => {
    expect(jackpotContribution(10_000, 100)).toBe(100);
    expect(jackpotContribution(199, 100)).toBe(1);
    expect(jackpotContribution(99, 100)).toBe(0);
  });
});
