import { describe, expect, it } from 'vitest';
import { manualClock } from './clock.ts';
import { TtlCache } from './ttl-cache.ts';

function cache() {
  const clock = manualClock('2026-03-01T12:00:00.000Z');
  return { clock, cache: new TtlCache<string>({ ttlMs: 1000, maxEntries: 2, clock }) };
}

describe('TtlCache', () => {
  it('keeps entries for their time to live and the newest when full', () => {
    const { clock, cache: entries } = cache();
    entries.set('a', 'A');
    entries.set('b', 'B');
    entries.set('c', 'C');
    expect(entries.get('a')).toBeUndefined();
    expect(entries.get('c')).toBe('C');
    clock.advance(1000);
    expect(entries.get('c')).toBeUndefined();
  });

  it('forgets everything on clear', () => {
    const { cache: entries } = cache();
    entries.set('a', 'A');
    entries.clear();
    expect(entries.get('a')).toBeUndefined();
  });

  it('does not store a value whose load began before a clear', async () => {
    const { cache: entries } = cache();
    let finishLoad: (value: string) => void = () => undefined;
    const loading = entries.getOrLoad(
      'page',
      () =>
        new Promise((resolve) => {
          finishLoad = resolve;
        }),
    );
    entries.clear();
    finishLoad('read before the change');
    // The caller that asked before the clear gets what it loaded; the cache does not keep it.
    await expect(loading).resolves.toBe('read before the change');
    expect(entries.get('page')).toBeUndefined();
    await expect(entries.getOrLoad('page', async () => 'read after')).resolves.toBe('read after');
    expect(entries.get('page')).toBe('read after');
  });

  it('stores a value loaded since a mark only when nothing was cleared since', () => {
    const { cache: entries } = cache();
    const mark = entries.mark();
    entries.set('kept', 'K', mark);
    entries.clear();
    entries.set('dropped', 'D', mark);
    expect(entries.get('dropped')).toBeUndefined();
  });
});
