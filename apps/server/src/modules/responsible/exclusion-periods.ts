import type { ExclusionPeriod } from '@casino/contracts';

const HOUR_MS = 60 * 60 * 1000;

function addMonths(from: Date, months: number): Date {
  const till = new Date(from);
  till.setUTCMonth(till.getUTCMonth() + months);
  return till;
}

/** When an exclusion asked for at `from` ends; null for a permanent self-exclusion. */
export function exclusionEnd(period: ExclusionPeriod, from: Date): Date | null {
  switch (period) {
    case '24h':
      return new Date(from.getTime() + 24 * HOUR_MS);
    case '7d':
      return new Date(from.getTime() + 7 * 24 * HOUR_MS);
    case '1m':
      return addMonths(from, 1);
    case '6m':
      return addMonths(from, 6);
    case '1y':
      return addMonths(from, 12);
    case '5y':
      return addMonths(from, 60);
    case 'permanent':
      return null;
  }
}

/** Whether an exclusion ending at `candidate` lasts at least as long as one ending at `current` (null: never ends). */
export function lastsAtLeast(candidate: Date | null, current: Date | null): boolean {
  if (candidate === null) return true;
  if (current === null) return false;
  return candidate >= current;
}
