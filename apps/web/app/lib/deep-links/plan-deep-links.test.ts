import { describe, expect, it } from 'vitest';
import type { DeepLink } from './deep-link';
import { planDeepLinks, searchWithout } from './plan-deep-links';

const noop = () => undefined;
const table: DeepLink[] = [
  { param: 'forAnyone', audience: 'any', clearQuery: true, run: noop },
  { param: 'forGuests', audience: 'guest', clearQuery: false, run: noop },
  { param: 'forPlayers', audience: 'player', clearQuery: true, run: noop },
  { param: 'clearedForGuests', audience: 'any', clearQuery: (isGuest) => isGuest, run: noop },
  {
    param: 'withCompanions',
    audience: 'any',
    clearQuery: true,
    companions: (value) => [`${value}_id`],
    run: noop,
  },
];

function params(plan: ReturnType<typeof planDeepLinks>) {
  return plan.runs.map(({ link, value }) => [link.param, value]);
}

describe('planDeepLinks', () => {
  it('ignores parameters that are not in the table', () => {
    expect(planDeepLinks('?utm_source=mail&x=1', table, true)).toEqual({ runs: [], clear: [] });
  });

  it('runs the links present in the query in table order, with their values', () => {
    const plan = planDeepLinks('?withCompanions=story&forAnyone=a', table, true);
    expect(params(plan)).toEqual([
      ['forAnyone', 'a'],
      ['withCompanions', 'story'],
    ]);
  });

  it('runs a link with an empty value (a bare flag such as ?telegram-web-app)', () => {
    expect(params(planDeepLinks('?forAnyone', table, true))).toEqual([['forAnyone', '']]);
  });

  it('runs guest links only for guests and player links only for players', () => {
    expect(params(planDeepLinks('?forGuests=1&forPlayers=1', table, true))).toEqual([['forGuests', '1']]);
    expect(params(planDeepLinks('?forGuests=1&forPlayers=1', table, false))).toEqual([['forPlayers', '1']]);
  });

  it('clears a refused link when the table says its query is cleared', () => {
    expect(planDeepLinks('?forPlayers=1', table, true)).toEqual({ runs: [], clear: ['forPlayers'] });
  });

  it('decides clearing per viewer when the table gives a rule', () => {
    expect(planDeepLinks('?clearedForGuests=1', table, true).clear).toEqual(['clearedForGuests']);
    expect(planDeepLinks('?clearedForGuests=1', table, false).clear).toEqual([]);
  });

  it('clears a link together with its companion parameters', () => {
    expect(planDeepLinks('?withCompanions=story&story_id=5', table, true).clear).toEqual([
      'withCompanions',
      'story_id',
    ]);
  });
});

describe('searchWithout', () => {
  it('removes the named parameters and keeps the others in order', () => {
    expect(searchWithout('?a=1&openModal=X&b=2&id=3', ['openModal', 'id'])).toBe('?a=1&b=2');
  });

  it('returns an empty string when nothing is left', () => {
    expect(searchWithout('?openModal=X', ['openModal'])).toBe('');
  });
});
