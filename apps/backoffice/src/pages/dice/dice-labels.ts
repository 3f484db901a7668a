import type { DiceActivityKind } from '@casino/contracts';

/** The console's words for each dice activity, and how it plays (said beside its name). */
export const DICE_KIND_LABELS: Record<DiceActivityKind, { label: string; hint: string }> = {
  'daily-dice': { label: 'Daily dice', hint: 'Thrown once a day; every sector may pay' },
  'weekly-dice': {
    label: 'Weekly dice',
    hint: 'Thrown on Sundays, throws earned by deposits; won on a 7 only',
  },
};
