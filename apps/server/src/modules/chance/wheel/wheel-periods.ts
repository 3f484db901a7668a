import { addDays, type LocalDate, localDate, startOfDay } from '../../../platform/local-days.ts';
import { DICE_TIME_ZONE } from '../dice/dice-periods.ts';

/** The wheel counts its spins by the same Kyiv days as the dice. */
export const WHEEL_TIME_ZONE = DICE_TIME_ZONE;

/** The Kyiv day a moment falls in: a wheel's spins, free and earned, are counted per day. */
export function wheelPeriodOf(at: Date): LocalDate {
  return localDate(at, WHEEL_TIME_ZONE);
}

/** When the next day's spins open. */
export function nextWheelPeriodAt(at: Date): Date {
  return startOfDay(addDays(wheelPeriodOf(at), 1), WHEEL_TIME_ZONE);
}
