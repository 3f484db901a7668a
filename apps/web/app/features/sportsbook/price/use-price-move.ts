import { useEffect, useRef, useState } from 'react';
import { type PriceMove, priceMove } from '../odds';

/** How long a moved price stays marked. */
const MOVE_SHOWN_MS = 2_500;

/** Which way a price last moved, for a few seconds after it did (green up, red down); null otherwise. */
export function usePriceMove(odds: number | null): PriceMove | null {
  const previous = useRef(odds);
  const [move, setMove] = useState<PriceMove | null>(null);
  useEffect(() => {
    const moved = priceMove(previous.current, odds);
    previous.current = odds;
    if (!moved) return;
    setMove(moved);
    const timer = window.setTimeout(() => setMove(null), MOVE_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [odds]);
  return move;
}
