import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './format.ts';
import { kyivOffsetMs } from './kyiv-time.ts';

/** Kyiv's offset at an instant by Node's time-zone data, in hours. */
function intlOffsetHours(instant: number): number {
  const name = dateTimeFormat('en-GB', { timeZone: 'Europe/Kyiv', timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  return Number(/^GMT([+-]\d\d)/.exec(name ?? '')?.[1]);
}

describe("Kyiv's offset from UTC", () => {
  it("is the time-zone data's at every hour around each change of clocks from 1997 to 2045", () => {
    const mismatches: string[] = [];
    for (let year = 1997; year <= 2045; year += 1) {
      for (const month of [2, 9]) {
        // Every hour of the month's last eight days holds its last Sunday and the hours either side.
        for (
          let instant = Date.UTC(year, month, 24);
          instant < Date.UTC(year, month + 1, 1);
          instant += 3_600_000
        ) {
          for (const at of [instant - 1, instant]) {
            if (kyivOffsetMs(at) / 3_600_000 !== intlOffsetHours(at))
              mismatches.push(new Date(at).toISOString());
          }
        }
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });
});
