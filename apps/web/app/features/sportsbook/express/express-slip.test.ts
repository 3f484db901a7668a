import type { ExpressOfTheDayLeg } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { EMPTY_SLIP, type Slip, slipKind } from '../slip/slip-rules';
import { expressSelections, withExpress } from './express-slip';

function leg(n: number, outcome: string, odds: number, withMarket = true): ExpressOfTheDayLeg {
  return {
    event: {
      id: `sbx:match:ua:${n}:1`,
      sport: 'football',
      category: { id: 'ua', name: 'Ukraine' },
      tournament: { id: 'ua-premier', name: 'Premier League' },
      home: { id: `h${n}`, name: `Home ${n}` },
      away: { id: `a${n}`, name: `Away ${n}` },
      scheduledAt: '2025-06-01T18:00:00.000Z',
      status: 'not_started',
      live: null,
      mainMarket: withMarket
        ? {
            type: '1x2',
            specifiers: {},
            status: 'active',
            outcomes: [
              { id: '1', odds: 150, active: true },
              { id: 'X', odds: 380, active: true },
              { id: '2', odds: 600, active: true },
            ],
          }
        : null,
      marketCount: 12,
    },
    outcome,
    odds,
  };
}

describe('the express of the day in the bet slip', () => {
  const legs = [leg(1, '1', 145), leg(2, '2', 170), leg(3, 'X', 310)];

  it("makes each leg the main market's picked outcome at the leg's price, as a price button would", () => {
    expect(expressSelections(legs)).toEqual([
      {
        eventId: 'sbx:match:ua:1:1',
        sport: 'football',
        home: 'Home 1',
        away: 'Away 1',
        tournament: 'Premier League',
        scheduledAt: '2025-06-01T18:00:00.000Z',
        market: '1x2',
        specifiers: {},
        outcome: '1',
        odds: 145,
      },
      expect.objectContaining({ eventId: 'sbx:match:ua:2:1', market: '1x2', outcome: '2', odds: 170 }),
      expect.objectContaining({ eventId: 'sbx:match:ua:3:1', market: '1x2', outcome: 'X', odds: 310 }),
    ]);
  });

  it('cannot be made whole when a match has lost its main market', () => {
    expect(expressSelections([legs[0]!, leg(4, '1', 150, false)])).toBeNull();
  });

  it("puts every leg in the slip as an express in place of what it held, keeping the player's stake and policy", () => {
    const held: Slip = {
      ...EMPTY_SLIP,
      stake: '100',
      policy: 'any',
      systemSize: 2,
      freebetId: 7,
      selections: expressSelections([leg(9, '2', 200)]) ?? [],
      attempt: { fingerprint: 'f', referenceId: 'r' },
    };
    const slip = withExpress(held, legs);
    expect(slip.selections.map((selection) => selection.eventId)).toEqual([
      'sbx:match:ua:1:1',
      'sbx:match:ua:2:1',
      'sbx:match:ua:3:1',
    ]);
    expect(slipKind(slip.selections)).toBe('express');
    expect(slip).toMatchObject({
      stake: '100',
      policy: 'any',
      systemSize: null,
      freebetId: 7,
      attempt: null,
    });
  });

  it('leaves the slip as it was when the express cannot be added whole', () => {
    expect(withExpress(EMPTY_SLIP, [leg(4, '1', 150, false)])).toBe(EMPTY_SLIP);
    expect(withExpress(EMPTY_SLIP, [])).toBe(EMPTY_SLIP);
  });
});
