import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (epoch ms), ticking each second; 0 once it has passed. */
export function useCountdown(until: number): number {
  const secondsLeft = () => Math.max(0, Math.ceil((until - Date.now()) / 1000));
  const [left, setLeft] = useState(secondsLeft);
  // biome-ignore lint/correctness/useExhaustiveDependencies: secondsLeft only reads `until`.
  useEffect(() => {
    setLeft(secondsLeft());
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      const next = secondsLeft();
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return left;
}
