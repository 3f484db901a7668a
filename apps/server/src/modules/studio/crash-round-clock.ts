import type { CrashPhase } from '@casino/contracts';
import { liveMultiplierAt } from '@casino/game-math';
import type { CrashRoundRow } from './crash-live.schema.ts';

/** The live crash game's schedule and its published curve. */
export interface CrashSchedule {
  bettingMs: number;
  pauseMs: number;
  growthPerSecond: number;
}

/** The round's phase at `now`, by the server's clock alone. */
export function phaseAt(round: CrashRoundRow, now: Date): CrashPhase {
  if (now < round.takesOffAt) return 'betting';
  return now < round.crashesAt ? 'flying' : 'crashed';
}

/** The multiplier the published curve shows at `now` (1.00x before take-off). */
export function multiplierAt(round: CrashRoundRow, now: Date, growthPerSecond: number): number {
  return liveMultiplierAt(now.getTime() - round.takesOffAt.getTime(), growthPerSecond);
}

/**
 * Where a stake's automatic cash-out would have cashed it by `now`, or null: its target reached by the curve
 * while the rocket still flew (the target at most the crash point).
 */
export function autoCashOutBy(
  round: CrashRoundRow,
  autoCashOut: number,
  now: Date,
  growthPerSecond: number,
): number | null {
  if (autoCashOut > round.crashPoint) return null;
  return now >= round.crashesAt || multiplierAt(round, now, growthPerSecond) >= autoCashOut
    ? autoCashOut
    : null;
}
