import { useEffect, useState } from 'react';

/**
 * The server's time now (this browser's clock corrected by `offsetMs`): with every animation frame for the flight
 * itself (`everyMs` 0), every `everyMs` for what only has to follow it (the phase, the buttons), and a few times a
 * second without animation.
 */
export function useServerNow(offsetMs: number, everyMs = 0): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (everyMs > 0 || reduced) {
      const timer = setInterval(
        () => setNow(Date.now() + offsetMs),
        Math.max(everyMs, REDUCED_MOTION_TICK_MS),
      );
      return () => clearInterval(timer);
    }
    let frame = requestAnimationFrame(function step() {
      setNow(Date.now() + offsetMs);
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [offsetMs, everyMs]);
  return now;
}

/** Without animation the clock still moves, a few times a second. */
const REDUCED_MOTION_TICK_MS = 100;
