import { useRef, useState } from 'react';

/** A horizontal drag longer than this turns the slide. */
const SWIPE_THRESHOLD_PX = 48;

/**
 * Touch swipes on a horizontal track. The track sets `touch-action: pan-y`, so vertical drags still scroll the
 * page (the browser then cancels the pointer) while horizontal ones reach these handlers.
 */
export function useSwipe({ onNext, onPrevious }: { onNext: () => void; onPrevious: () => void }) {
  const start = useRef<{ x: number; y: number; pointerId: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const finish = (commit: boolean) => {
    if (commit && offset <= -SWIPE_THRESHOLD_PX) onNext();
    if (commit && offset >= SWIPE_THRESHOLD_PX) onPrevious();
    start.current = null;
    setOffset(0);
  };

  const handlers = {
    onPointerDown: (event: React.PointerEvent) => {
      if (event.pointerType === 'mouse') return;
      start.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
    },
    onPointerMove: (event: React.PointerEvent) => {
      const origin = start.current;
      if (!origin || origin.pointerId !== event.pointerId) return;
      const dx = event.clientX - origin.x;
      if (Math.abs(dx) > Math.abs(event.clientY - origin.y)) setOffset(dx);
    },
    onPointerUp: () => finish(true),
    onPointerCancel: () => finish(false),
  };

  return { offset, dragging: offset !== 0, handlers };
}
