import type { DiceActivityKind } from '@casino/contracts';
import { addDays, type LocalDate, localDate, startOfDay } from '../../../platform/local-days.ts';

/** The dice count days and weeks where the site's players live. */
export const DICE_TIME_ZONE = 'Europe/Kyiv';
const SUNDAY = 0;

function weekday(date: LocalDate): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The period a moment falls in: its Kyiv day for the daily dice, its Kyiv week from Monday for the weekly. */
export function dicePeriodOf(kind: DiceActivityKind, at: Date): LocalDate {
  const today = localDate(at, DICE_TIME_ZONE);
  return kind === 'daily-dice' ? today : addDays(today, -((weekday(today) + 6) % 7));
}

/** When the next period's throws open. */
export function nextDicePeriodAt(kind: DiceActivityKind, at: Date): Date {
  const period = dicePeriodOf(kind, at);
  return startOfDay(addDays(period, kind === 'daily-dice' ? 1 : 7), DICE_TIME_ZONE);
}

/** Whether a throw may be made today (spec section 4: the weekly dice on Sunday only). */
export function isDiceThrowDay(kind: DiceActivityKind, at: Date): boolean {
  return kind === 'daily-dice' || weekday(localDate(at, DICE_TIME_ZONE)) === SUNDAY;
}
