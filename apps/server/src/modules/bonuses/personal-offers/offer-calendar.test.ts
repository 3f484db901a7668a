import { describe, expect, it } from 'vitest';
import { calendarDays, calendarSpan } from './offer-calendar.ts';

const KYIV = 'Europe/Kyiv';
// 23:30 on 26 November in Kyiv (UTC+2): today there is half an hour long.
const now = new Date('2026-11-26T21:30:00.000Z');

function window(id: string, from: string, until: string) {
  return { id, validFrom: new Date(from), validUntil: new Date(until) };
}

describe('the bonus calendar', () => {
  it('looks from now to the end of the last local day', () => {
    expect(calendarSpan(now, KYIV, 2)).toEqual({ from: now, until: new Date('2026-11-27T22:00:00.000Z') });
  });

  it('puts an offer on each local day it may be accepted from now on, leaving empty days out', () => {
    const offers = [
      // Ends at Kyiv midnight: today only.
      window('tonight', '2026-11-20T00:00:00.000Z', '2026-11-26T22:00:00.000Z'),
      // Opens on the 28th at 00:30 Kyiv time.
      window('weekend', '2026-11-27T22:30:00.000Z', '2026-11-28T22:30:00.000Z'),
      // Ended before now: on no day.
      window('gone', '2026-11-20T00:00:00.000Z', '2026-11-26T21:00:00.000Z'),
    ];
    expect(calendarDays(offers, now, KYIV, 4).map((day) => [day.date, day.offers.map((o) => o.id)])).toEqual([
      ['2026-11-26', ['tonight']],
      ['2026-11-28', ['weekend']],
      ['2026-11-29', ['weekend']],
    ]);
  });
});
