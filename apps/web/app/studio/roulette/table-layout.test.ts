import { studioGame } from '@casino/game-math';
import { describe, expect, it } from 'vitest';
import { betKey, type Orientation, TABLE_SIZE, tableSpots } from './table-layout';

const roulette = studioGame('european-roulette')!;
const ORIENTATIONS: Orientation[] = ['across', 'down'];

describe('roulette table', () => {
  it('offers every standard bet, each position once', () => {
    const spots = tableSpots('across');
    const counts: Record<string, number> = {};
    for (const spot of spots) counts[spot.bet.type] = (counts[spot.bet.type] ?? 0) + 1;
    expect(counts).toEqual({
      straight: 37,
      split: 60,
      street: 12,
      corner: 22,
      line: 11,
      trio: 2,
      basket: 1,
      column: 3,
      dozen: 3,
      low: 1,
      high: 1,
      red: 1,
      black: 1,
      odd: 1,
      even: 1,
    });
    expect(new Set(spots.map((spot) => spot.key)).size).toBe(spots.length);
  });

  it('builds only bets the game maths accepts', () => {
    for (const spot of tableSpots('across')) {
      const check = roulette.validateParams(100, { bets: [{ ...spot.bet, amount: 100 }] });
      expect(check, betKey(spot.bet)).toMatchObject({ ok: true });
    }
  });

  it('puts neighbours next to each other: a split sits on the edge its two numbers share', () => {
    const spots = tableSpots('across');
    const cell = (n: number) => spots.find((spot) => spot.key === `straight:${n}`)!;
    for (const spot of spots.filter((item) => item.bet.type === 'split' && !item.bet.numbers.includes(0))) {
      const [a, b] = spot.bet.numbers.map(cell);
      const shared = {
        x: Math.max(a!.x, b!.x) === Math.min(a!.x + a!.width, b!.x + b!.width),
        y: Math.max(a!.y, b!.y) === Math.min(a!.y + a!.height, b!.y + b!.height),
      };
      expect(shared.x || shared.y, spot.key).toBe(true);
      const inside = (c: typeof a) =>
        spot.x >= c!.x && spot.x <= c!.x + c!.width && spot.y >= c!.y && spot.y <= c!.y + c!.height;
      expect(inside(a) && inside(b), spot.key).toBe(true);
    }
  });

  it('draws the same places across and down, all inside the table', () => {
    const keys = (orientation: Orientation) =>
      tableSpots(orientation)
        .map((spot) => spot.key)
        .sort();
    expect(keys('down')).toEqual(keys('across'));
    for (const orientation of ORIENTATIONS) {
      const { columns, rows } = TABLE_SIZE[orientation];
      for (const spot of tableSpots(orientation)) {
        expect(spot.x).toBeGreaterThanOrEqual(0);
        expect(spot.y).toBeGreaterThanOrEqual(0);
        expect(spot.x + spot.width).toBeLessThanOrEqual(columns);
        expect(spot.y + spot.height).toBeLessThanOrEqual(rows);
      }
    }
  });

  it('lays 1 2 3 along the first street, next to zero', () => {
    const across = tableSpots('across');
    const at = (n: number) => across.find((spot) => spot.key === `straight:${n}`)!;
    expect([at(1).x, at(2).x, at(3).x]).toEqual([1, 1, 1]);
    expect([at(3).y, at(2).y, at(1).y]).toEqual([0, 1, 2]);
    expect(at(4).x).toBe(2);
    expect(at(0)).toMatchObject({ x: 0, y: 0, width: 1, height: 3 });
  });
});
