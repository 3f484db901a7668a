import type { OddsPolicy } from '@casino/contracts';

/**
 * The price a selection is taken at when the market's price is `current` and the slip showed `requested`, or null
 * when the player's odds-change policy refuses the change: a price never changes silently, the bet says the one
 * it stands at.
 */
export function acceptedOdds(policy: OddsPolicy, requested: number, current: number): number | null {
  if (current === requested) return current;
  if (current > requested) return policy === 'none' ? null : current;
  return policy === 'any' ? current : null;
}
