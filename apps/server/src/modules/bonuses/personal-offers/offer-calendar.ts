import { addDays, type LocalDate, localDate, startOfDay } from '../../../platform/local-days.ts';

/** What the calendar needs of an offer: when it may be accepted. */
interface Window {
  validFrom: Date;
  validUntil: Date;
}

/** The instants the calendar looks between: from now to the end of the last of `days` local days. */
export function calendarSpan(now: Date, timeZone: string, days: number): { from: Date; until: Date } {
  return { from: now, until: startOfDay(addDays(localDate(now, timeZone), days), timeZone) };
}

/**
 * Offers by local day for `days` days from today in the zone (today first): an offer is on every day some moment
 * of which, from now on, it may be accepted. Days without offers are left out.
 */
export function calendarDays<Offer extends Window>(
  offers: readonly Offer[],
  now: Date,
  timeZone: string,
  days: number,
): { date: LocalDate; offers: Offer[] }[] {
  const today = localDate(now, timeZone);
  const calendar: { date: LocalDate; offers: Offer[] }[] = [];
  for (let day = 0; day < days; day++) {
    const date = addDays(today, day);
    const start = Math.max(startOfDay(date, timeZone).getTime(), now.getTime());
    const end = startOfDay(addDays(date, 1), timeZone).getTime();
    const onDay = offers.filter(
      (offer) => offer.validFrom.getTime() < end && offer.validUntil.getTime() > start,
    );
    if (onDay.length > 0) calendar.push({ date, offers: onDay });
  }
  return calendar;
}
