import { addDays, type LocalDate } from '../../platform/local-days.ts';

/** One year's birthday: its year (a birthday bonus is taken once for it) and its date. */
export interface Birthday {
  year: number;
  date: LocalDate;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * The birthday of someone born on `birthDate` in a year. Someone born on 29 February has it on 1 March in common
 * years, the day they come of age by (see `isAdultOn` in the accounts module).
 */
function birthdayIn(birthDate: LocalDate, year: number): Birthday {
  const [, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  if (month === 2 && day === 29 && !isLeapYear(year)) return { year, date: `${year}-03-01` };
  return { year, date: `${year}-${birthDate.slice(5)}` };
}

/**
 * The birthday whose window (`windowDays` either side) holds `today`, or null. The window may cross the new year:
 * on 2 January a birthday of 31 December last year is still in a window of three days, and is last year's.
 */
export function birthdayAround(birthDate: LocalDate, today: LocalDate, windowDays: number): Birthday | null {
  const year = Number(today.slice(0, 4));
  for (const candidate of [year - 1, year, year + 1]) {
    const birthday = birthdayIn(birthDate, candidate);
    if (addDays(birthday.date, -windowDays) <= today && today <= addDays(birthday.date, windowDays)) {
      return birthday;
    }
  }
  return null;
}
