import { useEffect, useState } from 'react';

/** Whole seconds from `now` until `until` (both epoch ms), rounded up; 0 once it has passed. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** `secondsLeft` that ticks each second while it runs, and stops at 0. */
export function useSecondsLeft(until: number): number {
  const [left, setLeft] = useState(() => secondsLeft(until, Date.now()));
  useEffect(() => {
    setLeft(secondsLeft(until, Date.now()));
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      const next = secondsLeft(until, Date.now());
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return left;
}
