import { describe, expect, it } from 'vitest';
import { chiSquarePValue } from '../certify/statistics.ts';
import { drawDrop, fairDropDraw, pickDropPrize, prizesLeftTotal } from './drop-draw.ts';
import { fairJackpotTrigger, JACKPOT_TICKETS } from './jackpot-trigger.ts';

/** A source that answers the values given, in order. */
function values(...answers: number[]) {
  let next = 0;
  return { nextUint32: () => answers[next++] ?? 0 };
}

describe('drop draw', () => {
  it('triggers as a jackpot does, on the same first value of the stream', () => {
    const seeds = { serverSeed: 'c'.repeat(64), clientSeed: 'player', nonce: 3 };
    const drop = fairDropDraw(seeds, 5_000, 2, [1, 1]);
    const trigger = fairJackpotTrigger(seeds, 5_000, 2);
    expect({ ticket: drop.ticket, tickets: drop.tickets, won: drop.won }).toEqual(trigger);
    expect(fairDropDraw(seeds, 5_000, 2, [1, 1])).toEqual(drop);
  });

  it('picks a prize only when the stake won, from the next value, owned by its line', () => {
    expect(drawDrop(values(999, 4), 1_000, [3, 0, 2])).toEqual({
      ticket: 999,
      tickets: 1_000,
      won: true,
      pick: { line: 2, ticket: 4, total: 5 },
    });
    expect(drawDrop(values(1_000, 0), 1_000, [3, 0, 2]).pick).toBeNull();
    // A star drop has no lines: a win is its stars.
    expect(drawDrop(values(0), 1, [])).toMatchObject({ won: true, pick: null });
    // A line with none left owns no ticket.
    expect(pickDropPrize(values(3), [3, 0, 2]).line).toBe(2);
  });

  it('refuses counts that are not whole, a total above 2^32, and a pick with nothing left', () => {
    expect(() => prizesLeftTotal([1, -1])).toThrow(RangeError);
    expect(() => prizesLeftTotal([1.5])).toThrow(RangeError);
    expect(() => prizesLeftTotal([0xffff_ffff, 2])).toThrow(RangeError);
    expect(() => pickDropPrize(values(0), [0, 0])).toThrow(RangeError);
  });

  it('wins and picks with the exact chances over 10^5 fair draws (chi-square, 99%)', () => {
    const left = [3, 1, 0, 6];
    const total = 10;
    const winChance = 1 / 4;
    const draws = 100_000;
    // Outcomes: no drop, then each line.
    const counts = [0, 0, 0, 0, 0];
    for (let nonce = 0; nonce < draws; nonce++) {
      const seeds = { serverSeed: 'd'.repeat(64), clientSeed: 'certification', nonce };
      const drop = fairDropDraw(seeds, JACKPOT_TICKETS / 4, 1, left);
      counts[drop.pick ? drop.pick.line + 1 : 0]! += 1;
    }
    expect(counts[3]).toBe(0);
    const chances = [1 - winChance, ...left.map((count) => (winChance * count) / total)];
    let statistic = 0;
    let degrees = -1;
    for (const [outcome, chance] of chances.entries()) {
      if (chance === 0) continue;
      const expected = chance * draws;
      statistic += ((counts[outcome] ?? 0) - expected) ** 2 / expected;
      degrees += 1;
    }
    expect(chiSquarePValue(statistic, degrees)).toBeGreaterThan(0.01);
  });
});
