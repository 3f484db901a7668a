import { describe, expect, it } from 'vitest';
import { parseLoadMoreRecord, restorePlan } from './scroll-record';

const RECORD = { isLoadAll: false, limit: 54, scrollY: 2300, path: '/games/all-slots/' };

describe('the load-more scroll record', () => {
  it('reads back what was written', () => {
    expect(parseLoadMoreRecord(JSON.stringify(RECORD))).toEqual(RECORD);
  });

  it('ignores a missing, unreadable or malformed cookie', () => {
    expect(parseLoadMoreRecord(null)).toBeNull();
    expect(parseLoadMoreRecord('{oops')).toBeNull();
    expect(parseLoadMoreRecord('42')).toBeNull();
    expect(parseLoadMoreRecord(JSON.stringify({ ...RECORD, limit: -1 }))).toBeNull();
    expect(parseLoadMoreRecord(JSON.stringify({ ...RECORD, scrollY: 1.5 }))).toBeNull();
    expect(parseLoadMoreRecord(JSON.stringify({ ...RECORD, path: 'https://evil.example/' }))).toBeNull();
    expect(parseLoadMoreRecord(JSON.stringify({ ...RECORD, isLoadAll: 'yes' }))).toBeNull();
  });

  it('restores the loaded games and the scroll position when the player comes back to the page', () => {
    expect(restorePlan(RECORD, { path: '/games/all-slots/', isBack: true, loaded: 18 })).toEqual({
      extra: 36,
      scrollY: 2300,
    });
  });

  it('only scrolls when nothing more was loaded than the first page', () => {
    expect(
      restorePlan({ ...RECORD, limit: 18 }, { path: '/games/all-slots/', isBack: true, loaded: 18 }),
    ).toEqual({ extra: 0, scrollY: 2300 });
  });

  it('starts at the top on a fresh visit or on another page', () => {
    expect(restorePlan(RECORD, { path: '/games/all-slots/', isBack: false, loaded: 18 })).toBeNull();
    expect(restorePlan(RECORD, { path: '/en/games/all-slots/', isBack: true, loaded: 18 })).toBeNull();
    expect(restorePlan(null, { path: '/games/all-slots/', isBack: true, loaded: 18 })).toBeNull();
  });
});
