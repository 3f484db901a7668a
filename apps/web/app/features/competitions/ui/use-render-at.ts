import { useEffect, useState } from 'react';

/** The longest wait a browser timer takes (about 24.8 days); a later moment is waited for in steps. */
const LONGEST_TIMER_MS = 2_147_483_647;

/**
 * The time now, read again when `at` (epoch ms) comes: what depends on the clock (a competition turning active or
 * closed) moves on time, with no render in between.
 */
export function useRenderAt(at: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null || at <= Date.now()) return;
    let timer = 0;
    const wait = () => {
      const left = at - Date.now();
      if (left < 0) setNow(Date.now());
      else timer = window.setTimeout(wait, Math.min(left + 50, LONGEST_TIMER_MS));
    };
    wait();
    return () => window.clearTimeout(timer);
  }, [at]);
  return now;
}
