import { describe, expect, it } from 'vitest';
import { birthdayAround } from './birthday-dates.ts';

describe('the birthday around a day', () => {
  it('is the day itself with no window, and none the day after', () => {
    expect(birthdayAround('1990-06-15', '2026-06-15', 0)).toEqual({ year: 2026, date: '2026-06-15' });
    expect(birthdayAround('1990-06-15', '2026-06-16', 0)).toBeNull();
  });

  it('holds the window either side of the birthday', () => {
    expect(birthdayAround('1990-06-15', '2026-06-12', 3)?.year).toBe(2026);
    expect(birthdayAround('1990-06-15', '2026-06-18', 3)?.year).toBe(2026);
    expect(birthdayAround('1990-06-15', '2026-06-19', 3)).toBeNull();
  });

  it('belongs to the year of the birthday when the window crosses the new year', () => {
    expect(birthdayAround('1990-12-31', '2027-01-02', 3)).toEqual({ year: 2026, date: '2026-12-31' });
    expect(birthdayAround('1990-01-01', '2026-12-30', 3)).toEqual({ year: 2027, date: '2027-01-01' });
  });

  it('keeps 29 February in leap years and moves it to 1 March in the others', () => {
    expect(birthdayAround('2000-02-29', '2028-02-29', 0)?.date).toBe('2028-02-29');
    expect(birthdayAround('2000-02-29', '2026-03-01', 0)?.date).toBe('2026-03-01');
    expect(birthdayAround('2000-02-29', '2026-02-28', 0)).toBeNull();
  });
});
