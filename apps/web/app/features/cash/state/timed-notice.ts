import { readStored, type StorageKey, writeStored } from '../../../lib/browser-storage';
import { createStore, type Store, useStore } from '../../../lib/external-store';

/** Something that is on until a moment (epoch ms), with what it says. */
export interface TimedNotice<T> {
  until: number;
  data: T;
}

export interface TimedNoticeStore<T> {
  /** Turns it on for its duration from `now`. */
  start(data: T, now?: number): void;
  clear(): void;
  /** The notice while it is on, else null. */
  current(now?: number): TimedNotice<T> | null;
  /** The stored notice (possibly expired): components count down to `until` themselves. */
  useNotice(): TimedNotice<T> | null;
}

/**
 * A notice that lasts a fixed time (spec section 4: the 60-second transactions suspension, the 3-minute card success
 * notice), kept in session storage so that a reload in the middle neither skips nor restarts it.
 */
export function createTimedNotice<T>(
  key: StorageKey,
  durationMs: number,
  parseData: (value: unknown) => T | null,
): TimedNoticeStore<T> {
  const read = (): TimedNotice<T> | null => {
    const raw = readStored('session', key);
    if (!raw) return null;
    try {
      const stored = JSON.parse(raw) as { until?: unknown; data?: unknown };
      const data = parseData(stored.data);
      if (typeof stored.until !== 'number' || !Number.isFinite(stored.until) || data === null) return null;
      // A stored moment further ahead than the duration was not written by this code: ignore it.
      if (stored.until > Date.now() + durationMs) return null;
      return { until: stored.until, data };
    } catch {
      return null;
    }
  };
  const store: Store<TimedNotice<T> | null> = createStore(read);
  return {
    start(data, now = Date.now()) {
      const notice = { until: now + durationMs, data };
      writeStored('session', key, JSON.stringify(notice));
      store.set(notice);
    },
    clear() {
      writeStored('session', key, null);
      store.set(null);
    },
    current(now = Date.now()) {
      const notice = store.get();
      return notice && notice.until > now ? notice : null;
    },
    useNotice() {
      return useStore(store, null);
    },
  };
}
