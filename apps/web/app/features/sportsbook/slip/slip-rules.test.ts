import type { SportBet, SportEventResponse } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  betRequest,
  conflictingEvents,
  EMPTY_SLIP,
  newReferenceId,
  parseSlip,
  requestFingerprint,
  reviewSlip,
  type Slip,
  type SlipSelection,
  selectionFrom,
  selectionKey,
  selectionState,
  slipKind,
  systemSizeOf,
  systemSizes,
  toggleSelection,
  withAttempt,
  withPrices,
  withRefusedPrices,
} from './slip-rules';

function selection(overrides: Partial<SlipSelection> = {}): SlipSelection {
  return {
    eventId: 'sbx:match:ua:1:1',
    sport: 'football',
    home: 'Kyiv Falcons',
    away: 'Lviv Lions',
    tournament: 'Premier League',
    scheduledAt: '2026-11-27T18:00:00.000Z',
    market: '1x2',
    specifiers: {},
    outcome: '1',
    odds: 215,
    ...overrides,
  };
}

const withSelections = (...selections: SlipSelection[]): Slip => ({ ...EMPTY_SLIP, selections });

describe('the bet slip', () => {
  it('adds a selection, and takes it away when its price is pressed again', () => {
    const one = toggleSelection(EMPTY_SLIP, selection());
    expect(one.selections).toHaveLength(1);
    expect(toggleSelection(one, selection({ odds: 230 })).selections).toEqual([]);
  });

  it('tells lines apart by their specifiers, in any order', () => {
    const a = selection({ market: 'total', specifiers: { total: '2.5' }, outcome: 'over' });
    const b = selection({ market: 'total', specifiers: { total: '3.5' }, outcome: 'over' });
    expect(selectionKey(a)).not.toBe(selectionKey(b));
    expect(selectionKey(selection({ specifiers: { a: '1', b: '2' } }))).toBe(
      selectionKey(selection({ specifiers: { b: '2', a: '1' } })),
    );
  });

  it('holds at most twenty selections', () => {
    let slip = EMPTY_SLIP;
    for (let index = 0; index < 25; index += 1)
      slip = toggleSelection(slip, selection({ eventId: `e${index}` }));
    expect(slip.selections).toHaveLength(20);
  });

  it('is a single with one selection, an express with several matches, and refuses two of one match', () => {
    expect(slipKind([])).toBe('empty');
    expect(slipKind([selection()])).toBe('single');
    expect(slipKind([selection(), selection({ eventId: 'other' })])).toBe('express');
    const sameMatch = [
      selection(),
      selection({ market: 'btts', outcome: 'yes' }),
      selection({ eventId: 'b' }),
    ];
    expect(slipKind(sameMatch)).toBe('conflict');
    expect([...conflictingEvents(sameMatch)]).toEqual(['sbx:match:ua:1:1']);
  });

  it('sends the prices the player accepted, with the policy and the stake', () => {
    const slip = {
      ...withSelections(selection(), selection({ eventId: 'b', odds: 190 })),
      policy: 'any' as const,
    };
    expect(betRequest(slip, 10_000)).toEqual({
      type: 'express',
      stake: 10_000,
      oddsPolicy: 'any',
      selections: [
        { eventId: 'sbx:match:ua:1:1', market: '1x2', specifiers: {}, outcome: '1', odds: 215 },
        { eventId: 'b', market: '1x2', specifiers: {}, outcome: '1', odds: 190 },
      ],
    });
    expect(betRequest(withSelections(selection()), 500).type).toBe('single');
  });

  it('names the free bet that pays the stake, which makes it another attempt than the same slip on own money', () => {
    const slip = withSelections(selection());
    const withFreebet = betRequest(slip, 10_000, 31);
    expect(withFreebet).toMatchObject({ stake: 10_000, freebetId: 31 });
    expect(betRequest(slip, 10_000)).not.toHaveProperty('freebetId');
    expect(requestFingerprint(withFreebet)).not.toBe(requestFingerprint(betRequest(slip, 10_000)));
  });
});

describe('a system bet', () => {
  const three = withSelections(selection(), selection({ eventId: 'b' }), selection({ eventId: 'c' }));

  it('is offered from three to twelve selections, each combination taking two to all but one', () => {
    expect(systemSizes(2)).toEqual([]);
    expect(systemSizes(3)).toEqual([2]);
    expect(systemSizes(5)).toEqual([2, 3, 4]);
    expect(systemSizes(12)).toHaveLength(10);
    expect(systemSizes(13)).toEqual([]);
  });

  it('is the player’s choice, brought within the sizes the slip allows', () => {
    expect(systemSizeOf({ ...three, systemSize: 2 })).toBe(2);
    expect(systemSizeOf({ ...three, systemSize: 4 })).toBe(2);
    expect(systemSizeOf(three)).toBeNull();
    // Two selections, or two of one match, are no system bet: the choice waits.
    expect(
      systemSizeOf({ ...withSelections(selection(), selection({ eventId: 'b' })), systemSize: 2 }),
    ).toBeNull();
    const sameMatch = withSelections(selection(), selection({ outcome: '2' }), selection({ eventId: 'c' }));
    expect(systemSizeOf({ ...sameMatch, systemSize: 2 })).toBeNull();
  });

  it('is sent with its size and the whole stake, and reviewed as a system bet', () => {
    const slip = { ...three, systemSize: 2 };
    expect(betRequest(slip, 3_000)).toMatchObject({ type: 'system', systemSize: 2, stake: 3_000 });
    expect(betRequest(three, 3_000)).not.toHaveProperty('systemSize');
    expect(reviewSlip(slip, [])).toMatchObject({ kind: 'system', systemSize: 2 });
    expect(requestFingerprint(betRequest(slip, 3_000))).not.toBe(
      requestFingerprint(betRequest(three, 3_000)),
    );
  });
});

describe('a placement attempt', () => {
  it('keeps its reference id while the request is the same, and gets a new one when it changes', () => {
    const slip = withSelections(selection());
    const first = requestFingerprint(betRequest(slip, 1000));
    const sent = withAttempt(slip, first, 'ref-00000001');
    expect(withAttempt(sent, first, 'ref-00000002').attempt?.referenceId).toBe('ref-00000001');
    const other = requestFingerprint(betRequest(slip, 2000));
    expect(withAttempt(sent, other, 'ref-00000003').attempt?.referenceId).toBe('ref-00000003');
  });

  it('is forgotten when the selections change', () => {
    const sent = withAttempt(withSelections(selection()), 'x', 'ref-00000001');
    expect(toggleSelection(sent, selection({ eventId: 'b' })).attempt).toBeNull();
  });

  it('has reference ids the server takes', () => {
    const id = newReferenceId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newReferenceId()).not.toBe(id);
  });
});

type CatalogueEvent = SportEventResponse['data'];

function event(overrides: Partial<CatalogueEvent> = {}): CatalogueEvent {
  return {
    id: 'sbx:match:ua:1:1',
    sport: 'football',
    category: { id: 'ua', name: 'Ukraine' },
    tournament: { id: 'ua', name: 'Premier League' },
    home: { id: 'h', name: 'Kyiv Falcons' },
    away: { id: 'a', name: 'Lviv Lions' },
    scheduledAt: '2026-11-27T18:00:00.000Z',
    status: 'not_started',
    live: null,
    mainMarket: null,
    marketCount: 1,
    markets: [
      {
        type: '1x2',
        specifiers: {},
        status: 'active',
        outcomes: [
          { id: '1', odds: 220, active: true },
          { id: 'X', odds: 320, active: false },
          { id: '2', odds: 400, active: true },
        ],
      },
    ],
    ...overrides,
  };
}

describe('a selection from a price button', () => {
  it('names the match, the line and the outcome at its price', () => {
    const match = event();
    const market = { type: 'total', specifiers: { total: '2.5' } };
    expect(selectionFrom(match, market, { id: 'over', odds: 174 })).toEqual(
      selection({ market: 'total', specifiers: { total: '2.5' }, outcome: 'over', odds: 174 }),
    );
  });
});

describe('a selection against the catalogue', () => {
  it('has the price the market offers now', () => {
    expect(selectionState(selection(), event())).toEqual({ status: 'open', odds: 220 });
    expect(selectionState(selection(), undefined)).toEqual({ status: 'loading' });
  });

  it('is suspended while its market or outcome is stopped', () => {
    expect(selectionState(selection({ outcome: 'X' }), event())).toEqual({ status: 'suspended' });
    const stopped = event();
    stopped.markets = stopped.markets.map((market) => ({ ...market, status: 'suspended' as const }));
    expect(selectionState(selection(), stopped)).toEqual({ status: 'suspended' });
  });

  it('is closed once the match, the market or its line is gone', () => {
    expect(selectionState(selection(), null)).toEqual({ status: 'closed' });
    expect(selectionState(selection(), event({ status: 'ended' }))).toEqual({ status: 'closed' });
    expect(selectionState(selection({ market: 'total', specifiers: { total: '2.5' } }), event())).toEqual({
      status: 'closed',
    });
  });

  it('takes new prices into the slip, forgetting the attempt', () => {
    const slip = withAttempt(withSelections(selection(), selection({ eventId: 'b' })), 'x', 'ref-00000001');
    const moved = withPrices(slip, (item) => (item.eventId === 'b' ? 250 : null));
    expect(moved.selections.map((item) => item.odds)).toEqual([215, 250]);
    expect(moved.attempt).toBeNull();
    expect(withPrices(slip, () => null)).toBe(slip);
  });

  it('after an odds_changed refusal, takes each selection’s current price', () => {
    const slip = withSelections(selection(), selection({ eventId: 'b' }));
    const refused = {
      selections: [
        { ...selection(), currentOdds: 205 },
        { ...selection({ eventId: 'b' }), currentOdds: null },
      ],
    } as unknown as Pick<SportBet, 'selections'>;
    expect(withRefusedPrices(slip, refused).selections.map((item) => item.odds)).toEqual([205, 215]);
  });
});

describe('the slip reviewed against the catalogue', () => {
  const a = selection();
  const b = selection({ eventId: 'b', odds: 300 });
  const c = selection({ eventId: 'c', odds: 150 });

  it('takes what the policy allows, asks about the rest, and counts what cannot be placed', () => {
    const review = reviewSlip({ selections: [a, b, c], policy: 'higher', systemSize: null }, [
      { status: 'open', odds: 230 },
      { status: 'open', odds: 280 },
      { status: 'suspended' },
    ]);
    expect(review.kind).toBe('express');
    expect([...review.acceptedMoves]).toEqual([[selectionKey(a), 230]]);
    expect([...review.unconfirmed]).toEqual([[selectionKey(b), 280]]);
    expect(review.unavailable).toBe(1);
  });

  it('asks about every move under none and none under any', () => {
    const states = [
      { status: 'open', odds: 230 },
      { status: 'open', odds: 280 },
    ] as const;
    expect(
      reviewSlip({ selections: [a, b], policy: 'none', systemSize: null }, states).unconfirmed.size,
    ).toBe(2);
    const any = reviewSlip({ selections: [a, b], policy: 'any', systemSize: null }, states);
    expect(any.unconfirmed.size).toBe(0);
    expect(any.acceptedMoves.size).toBe(2);
  });

  it('leaves selections not read yet at their own prices', () => {
    const review = reviewSlip({ selections: [a], policy: 'none', systemSize: null }, [{ status: 'loading' }]);
    expect(review.unconfirmed.size + review.acceptedMoves.size + review.unavailable).toBe(0);
  });
});

describe('the stored slip', () => {
  it('reads back what was stored', () => {
    const slip: Slip = {
      selections: [selection()],
      stake: '100',
      policy: 'none',
      systemSize: 2,
      freebetId: 31,
      attempt: null,
      singles: true,
      singleStakes: { [selectionKey(selection())]: '25' },
      singleAttempts: { [selectionKey(selection())]: { fingerprint: 'f', referenceId: 'r' } },
    };
    expect(parseSlip(JSON.stringify(slip))).toEqual(slip);
    // A slip stored before singles is not one, and malformed entries are dropped.
    const older = parseSlip(
      JSON.stringify({ ...slip, singles: 'yes', singleStakes: { a: 5 }, singleAttempts: { b: { x: 1 } } }),
    );
    expect(older).toMatchObject({ singles: false, singleStakes: {}, singleAttempts: {} });
  });

  it('reads anything else as an empty slip, dropping selections it cannot use', () => {
    expect(parseSlip(null)).toEqual(EMPTY_SLIP);
    expect(parseSlip('{not json')).toEqual(EMPTY_SLIP);
    const stored = JSON.stringify({
      selections: [selection(), { eventId: 1 }, selection({ sport: 'chess' as never })],
    });
    expect(parseSlip(stored).selections).toEqual([selection()]);
    expect(parseSlip(JSON.stringify({ policy: 'sometimes' })).policy).toBe('higher');
    // A slip stored before free bets, or with a free bet that is not an id, is on the player's own money.
    expect(parseSlip(JSON.stringify({ selections: [selection()] })).freebetId).toBeNull();
    expect(parseSlip(JSON.stringify({ freebetId: '31' })).freebetId).toBeNull();
    expect(parseSlip(JSON.stringify({ freebetId: -1 })).freebetId).toBeNull();
    // A slip stored before system bets is an express.
    expect(parseSlip(JSON.stringify({ selections: [selection()] })).systemSize).toBeNull();
    expect(parseSlip(JSON.stringify({ systemSize: 1 })).systemSize).toBeNull();
  });
});
