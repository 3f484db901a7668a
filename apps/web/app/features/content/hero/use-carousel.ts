import { useCallback, useEffect, useState } from 'react';
import { useDocumentVisible, useMediaQuery } from '../../../lib/use-media-query';

/** How long a slide stays before the next one. */
export const AUTO_ADVANCE_MS = 6000;

/**
 * The state of an auto-advancing carousel. It stops while the pointer rests on it or focus is inside it, while
 * the tab is hidden, and when the visitor pauses it; a visitor who prefers reduced motion starts paused.
 */
export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const visible = useDocumentVisible();

  const paused = pausedByVisitor ?? reducedMotion;
  const running = count > 1 && !paused && !hovered && !focused && visible;

  const goTo = useCallback((target: number) => setIndex(((target % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((current) => (current + 1) % count), [count]);
  const previous = useCallback(() => setIndex((current) => (current - 1 + count) % count), [count]);

  // The timer restarts on every slide change, so a slide picked by hand also gets its full time.
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => goTo(index + 1), AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [running, goTo, index]);

  return {
    index,
    paused,
    running,
    goTo,
    next,
    previous,
    togglePaused: () => setPausedByVisitor(!paused),
    setHovered,
    setFocused,
  };
}
