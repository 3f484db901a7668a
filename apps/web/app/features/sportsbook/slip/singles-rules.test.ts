import type { SportBet } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { message } from '../label';
import {
  afterSingles,
  type SingleResult,
  singleLines,
  singleRequest,
  singleStakes,
  singlesPotentialWin,
  singlesTally,
  withSingleAttempt,
} from './singles-rules';
import { EMPTY_SLIP, reviewSlip, type Slip, type SlipSelection, selectionKey } from './slip-rules';

function selection(eventId: string, odds: number, outcome = '1'): SlipSelection {
  return {
    eventId,
    sport: 'football',
    home: 'Kyiv Falcons',
    away: 'Lviv Lions',
    tournament: 'Premier League',
    scheduledAt: '2026-11-27T18:00:00.000Z',
    market: '1x2',
    specifiers: {},
    outcome,
    odds,
  };
}

const a = selection('m:1', 200);
const b = selection('m:2', 350);
/** Another outcome of a's match: singles of one match are separate bets. */
const c = selection('m:1', 340, 'x');

const singlesSlip = (overrides: Partial<Slip> = {}): Slip => ({
  ...EMPTY_SLIP,
  selections: [a, b, c],
  singles: true,
  stake: '100',
  ...overrides,
});

function bet(status: SportBet['status'], rejection: SportBet['rejection'] = null): SportBet {
  return {
    id: `${status}-${rejection?.reason ?? ''}`,
    status,
    rejection,
    selections: [],
  } as unknown as SportBet;
}

describe('singles from one slip', () => {
  it('is a kind of its own from two selections on, even of one match, and never a system bet', () => {
    expect(reviewSlip(singlesSlip({ systemSize: 2 }), []).kind).toBe('singles');
    expect(reviewSlip(singlesSlip({ systemSize: 2 }), []).systemSize).toBeNull();
    expect(reviewSlip(singlesSlip({ systemSize: 2 }), []).conflicts.size).toBe(0);
    expect(reviewSlip(singlesSlip({ selections: [a] }), []).kind).toBe('single');
    expect(reviewSlip(singlesSlip({ singles: false }), []).kind).toBe('conflict');
  });

  it('stakes each selection at its own stake, or the one for all', () => {
    const lines = singleLines(singlesSlip({ singleStakes: { [selectionKey(b)]: '25,50' } }), 'UAH');
    expect(singleStakes(lines)).toEqual([10_000, 2_550, 10_000]);
    expect(lines.map((line) => line.own)).toEqual([false, true, false]);
    // 100 x 2.00 + 25.50 x 3.50 + 100 x 3.40, in kopecks.
    expect(singlesPotentialWin(lines, [10_000, 2_550, 10_000])).toBe(20_000 + 8_925 + 34_000);
  });

  it('has no stakes while any selection lacks a valid one', () => {
    expect(singleStakes(singleLines(singlesSlip({ stake: '' }), 'UAH'))).toBeNull();
    expect(
      singleStakes(singleLines(singlesSlip({ stake: '', singleStakes: { [selectionKey(a)]: '5' } }), 'UAH')),
    ).toBeNull();
    expect(singleStakes(singleLines(singlesSlip({ stake: '0' }), 'UAH'))).toBeNull();
    expect(singleStakes(singleLines(singlesSlip({ stake: '1,001' }), 'UAH'))).toBeNull();
  });

  it('sends each single as a single of its selection under a reference id of its own, kept for a retry', () => {
    const request = singleRequest(b, 2_550, 'higher');
    expect(request).toMatchObject({ type: 'single', stake: 2_550, oddsPolicy: 'higher' });
    expect(request.selections).toHaveLength(1);
    const first = withSingleAttempt(singlesSlip(), selectionKey(b), request, 'ref-b');
    const other = withSingleAttempt(first, selectionKey(a), singleRequest(a, 100, 'higher'), 'ref-a');
    expect(other.singleAttempts[selectionKey(b)]?.referenceId).toBe('ref-b');
    expect(other.singleAttempts[selectionKey(a)]?.referenceId).toBe('ref-a');
    // The same request again keeps its id; another stake is another attempt.
    expect(withSingleAttempt(other, selectionKey(b), request, 'new')).toBe(other);
    const changed = withSingleAttempt(other, selectionKey(b), singleRequest(b, 100, 'higher'), 'new');
    expect(changed.singleAttempts[selectionKey(b)]?.referenceId).toBe('new');
  });

  it('keeps only the refused singles in the slip, at the prices offered, and the unanswered one’s reference id', () => {
    const slip = singlesSlip({
      singleStakes: { [selectionKey(a)]: '10', [selectionKey(b)]: '20' },
      singleAttempts: {
        [selectionKey(a)]: { fingerprint: 'fa', referenceId: 'ra' },
        [selectionKey(b)]: { fingerprint: 'fb', referenceId: 'rb' },
        [selectionKey(c)]: { fingerprint: 'fc', referenceId: 'rc' },
      },
    });
    const byPrice = {
      ...bet('rejected', { reason: 'odds_changed' }),
      selections: [{ eventId: 'm:2', market: '1x2', specifiers: {}, outcome: '1', currentOdds: 320 }],
    } as unknown as SportBet;
    const results: SingleResult[] = [
      { key: selectionKey(a), selection: a, stake: 1_000, outcome: { kind: 'bet', bet: bet('accepted') } },
      { key: selectionKey(b), selection: b, stake: 2_000, outcome: { kind: 'bet', bet: byPrice } },
      {
        key: selectionKey(c),
        selection: c,
        stake: 10_000,
        outcome: { kind: 'failed', label: message('sportsbook.errors.network'), retry: true },
      },
    ];
    const next = afterSingles(slip, results);
    expect(next.selections.map((item) => item.eventId)).toEqual(['m:2', 'm:1']);
    expect(next.selections[0]?.odds).toBe(320);
    expect(next.singleStakes).toEqual({ [selectionKey(b)]: '20' });
    expect(next.singleAttempts).toEqual({ [selectionKey(c)]: { fingerprint: 'fc', referenceId: 'rc' } });
    expect(next.singles).toBe(true);
  });

  it('counts a live single waiting out its delay as neither placed nor refused', () => {
    const result = (outcome: SingleResult['outcome']): SingleResult => ({
      key: 'k',
      selection: a,
      stake: 1,
      outcome,
    });
    expect(
      singlesTally([
        result({ kind: 'bet', bet: bet('accepted') }),
        result({ kind: 'bet', bet: bet('pending') }),
        result({ kind: 'bet', bet: bet('rejected', { reason: 'market_suspended' }) }),
        result({ kind: 'failed', label: message('x'), retry: false }),
      ]),
    ).toEqual({ accepted: 1, pending: 1, refused: 2 });
  });
});
