import { describe, expect, it } from 'vitest';
import { formatKyivDateTime, fromKyivInput, toKyivInput } from './kyiv-time';

describe('Kyiv time in the console', () => {
  it('shows an instant on the Kyiv clock, in winter (UTC+2) and in summer (UTC+3)', () => {
    expect(toKyivInput('2026-01-15T22:00:00.000Z')).toBe('2026-01-16T00:00');
    expect(toKyivInput('2026-07-15T21:00:00.000Z')).toBe('2026-07-16T00:00');
    expect(toKyivInput(null)).toBe('');
    expect(toKyivInput('soon')).toBe('');
  });

  it('reads a typed Kyiv time back as the same instant', () => {
    expect(fromKyivInput('2026-01-16T00:00')).toBe('2026-01-15T22:00:00.000Z');
    expect(fromKyivInput('2026-07-16T00:00')).toBe('2026-07-15T21:00:00.000Z');
    for (const iso of ['2026-03-29T00:59:00.000Z', '2026-03-29T01:00:00.000Z', '2026-10-25T02:00:00.000Z']) {
      expect(fromKyivInput(toKyivInput(iso))).toBe(iso);
    }
  });

  it('reads the hours daylight saving skips or repeats as the later ones, and refuses what is no date', () => {
    // 29 March 2026: the clocks go from 03:00 to 04:00 in Kyiv; 25 October: from 04:00 back to 03:00.
    expect(fromKyivInput('2026-03-29T03:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(fromKyivInput('2026-10-25T03:30')).toBe('2026-10-25T01:30:00.000Z');
    expect(fromKyivInput('2026-02-30T10:00')).toBeUndefined();
    expect(fromKyivInput('')).toBeUndefined();
    expect(fromKyivInput('tomorrow')).toBeUndefined();
  });

  it('formats an instant with the Kyiv date and hour', () => {
    expect(formatKyivDateTime('2026-01-15T22:00:00.000Z')).toMatch(/16.*2026.*00:00/);
    expect(formatKyivDateTime(null)).toBe('—');
  });
});
