/**
 * The parts of a bet's remaining stake a partial cash-out offers, without React: in round steps of the currency
 * (1, 2, 5, 10, 20, 50… major units), the smallest that gives at most MAX_PARTS positions, from one step up to the
 * last step below the whole (the whole stake is the full cash-out's). Amounts are minor units.
 */
const MAX_PARTS = 100;
const ROUND_STEPS = [1, 2, 5] as const;

export interface PartRange {
  /** The smallest part, which is also the step between parts. */
  step: number;
  /** The largest part: the last step below the whole remaining stake. */
  max: number;
}

/** The smallest round step, from `unit` (one major unit) up, that cuts `remaining` into at most MAX_PARTS. */
function roundStep(remaining: number, unit: number): number {
  for (let scale = unit; ; scale *= 10) {
    const round = ROUND_STEPS.find((candidate) => remaining / (scale * candidate) <= MAX_PARTS);
    if (round !== undefined) return scale * round;
  }
}

/** The range over `remaining` in minor units; null when no part is below the whole. */
export function partRange(remaining: number, unit: number): PartRange | null {
  const step = roundStep(remaining, unit);
  const max = Math.floor((remaining - 1) / step) * step;
  return max < step ? null : { step, max };
}

/** `part` brought onto the range: a multiple of its step, within it. */
export function clampPart(part: number, range: PartRange): number {
  return Math.min(range.max, Math.max(range.step, Math.round(part / range.step) * range.step));
}
