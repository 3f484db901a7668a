/**
 * Kyiv's offset from UTC without Intl (see `number-format.ts` for why a page avoids Intl while it loads): UTC+2,
 * and UTC+3 from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October, the EU's rule
 * that tzdata gives Europe/Kyiv since 1997. A test holds it to Node's time-zone data hour by hour over 1997-2045,
 * so a change in Ukraine's clocks shows as a failing test when Node's data follows it.
 */

const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based) of a year. */
function lastSundayOneAm(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** The offset of Kyiv's clocks from UTC at an instant, in milliseconds. */
export function kyivOffsetMs(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  const summer = instant >= lastSundayOneAm(year, 2) && instant < lastSundayOneAm(year, 9);
  return (summer ? 3 : 2) * HOUR_MS;
}

/** Kyiv's first year under the rule above: earlier instants are left to Intl. */
export const KYIV_RULE_SINCE = Date.UTC(1997, 0, 1);
