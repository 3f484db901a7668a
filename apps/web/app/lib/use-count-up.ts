import { useEffect, useRef, useState } from 'react';

/** How long the balance takes to count to its new value. */
export const COUNT_UP_MS = 700;

/** easeOutCubic: fast at first, settling gently on the new amount. */
function ease(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

/** The integer between `from` and `to` at `elapsed` ms of a count lasting `duration` ms. */
export function countUpValue(from: number, to: number, elapsed: number, duration = COUNT_UP_MS): number {
  if (elapsed >= duration) return to;
  return Math.round(from + (to - from) * ease(Math.max(0, elapsed) / duration));
}

/**
 * A number that counts from its previous value to a new one in a short animation (what players expect of a
 * balance that changes), in whole minor units. The first value (null before it is known) and every value for
 * people who asked for reduced motion show at once.
 */
export function useCountUp(target: number | null): number | null {
  const [shown, setShown] = useState(target);
  const shownRef = useRef(target);
  useEffect(() => {
    const from = shownRef.current;
    if (from === target) return;
    const jump = () => {
      shownRef.current = target;
      setShown(target);
    };
    if (from === null || target === null || window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      jump();
      return;
    }
    const startedAt = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const value = countUpValue(from, target, now - startedAt);
      shownRef.current = value;
      setShown(value);
      if (value !== target) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return shown;
}
