import { describe, expect, it } from 'vitest';
import { byState, timingOf } from './timing';

const HOUR = 3_600_000;
const now = Date.parse('2026-03-10T12:00:00Z');
const at = (hours: number) => new Date(now + hours * HOUR).toISOString();

describe('a competition’s timing', () => {
  it('is soon before the start, with the start to count down to', () => {
    expect(timingOf({ dateStart: at(5), dateEnd: at(30) }, now)).toEqual({
      state: 'soon',
      until: now + 5 * HOUR,
      withinADay: true,
    });
    expect(timingOf({ dateStart: at(24), dateEnd: at(30) }, now).withinADay).toBe(true);
    expect(timingOf({ dateStart: at(25), dateEnd: at(30) }, now).withinADay).toBe(false);
  });

  it('is active between its dates and closed from the end on', () => {
    expect(timingOf({ dateStart: at(-1), dateEnd: at(2) }, now)).toEqual({
      state: 'active',
      until: now + 2 * HOUR,
      withinADay: false,
    });
    expect(timingOf({ dateStart: at(-3), dateEnd: at(0) }, now).state).toBe('closed');
  });
});

describe('a list by state', () => {
  it('puts running ones ending soonest first, then the soonest to start, then the last closed', () => {
    const list = [
      { id: 'closed-early', dateStart: at(-50), dateEnd: at(-40) },
      { id: 'active-long', dateStart: at(-1), dateEnd: at(20) },
      { id: 'soon-later', dateStart: at(30), dateEnd: at(40) },
      { id: 'closed-late', dateStart: at(-10), dateEnd: at(-2) },
      { id: 'active-short', dateStart: at(-1), dateEnd: at(1) },
      { id: 'soon-first', dateStart: at(3), dateEnd: at(40) },
    ];
    const groups = byState(list, now);
    expect(groups.active.map((item) => item.id)).toEqual(['active-short', 'active-long']);
    expect(groups.soon.map((item) => item.id)).toEqual(['soon-first', 'soon-later']);
    expect(groups.closed.map((item) => item.id)).toEqual(['closed-late', 'closed-early']);
  });
});
