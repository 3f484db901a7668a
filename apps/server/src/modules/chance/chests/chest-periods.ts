import type { ChestOpenPeriod } from '@casino/contracts';
import { addDays, type LocalDate, localDate, startOfDay } from '../../../platform/local-days.ts';

/** Open counts reset where the site's players live. */
export const CHEST_TIME_ZONE = 'Europe/Kyiv';

function weekday(date: LocalDate): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The first day of the period a moment falls in: its Kyiv day, or its Kyiv week from Monday. */
export function chestPeriodOf(period: ChestOpenPeriod, at: Date): LocalDate {
  const today = localDate(at, CHEST_TIME_ZONE);
  return period === 'day' ? today : addDays(today, -((weekday(today) + 6) % 7));
}

/** When the open count resets: the start of the next period (the spec's `resetOpenCountDate`). */
export function chestResetAt(period: ChestOpenPeriod, at: Date): Date {
  return startOfDay(addDays(chestPeriodOf(period, at), period === 'day' ? 1 : 7), CHEST_TIME_ZONE);
}
