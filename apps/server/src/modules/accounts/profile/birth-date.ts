import { ADULT_AGE_YEARS } from '@casino/contracts';

/** Birth dates before this are typing mistakes, not players. */
const EARLIEST_BIRTH_YEAR = 1900;

/**
 * Whether someone born on `birthDate` (`YYYY-MM-DD`) is an adult on `today` (the UTC day of the clock): their
 * 18th birthday is today or earlier. Someone born on 29 February comes of age on 1 March in common years.
 */
export function isAdultOn(birthDate: string, today: Date): boolean {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  if (year < EARLIEST_BIRTH_YEAR) return false;
  const comingOfAge = Date.UTC(year + ADULT_AGE_YEARS, month - 1, day);
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return comingOfAge <= todayUtc;
}
