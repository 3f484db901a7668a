import { ADULT_AGE_YEARS, PERSON_NAME_MAX_LENGTH } from '@casino/contracts';

/**
 * Rules mirroring `updateProfileRequestSchema`, so the form answers as the player types without loading zod (the
 * nickname's is the auth forms' `nickname`). An empty value is allowed where the field was empty before (nothing
 * is sent for it).
 */
type Rule = (value: string) => string | undefined;

const PERSON_NAME = /^\p{L}+(?:[ '’-]\p{L}+)*$/u;

export const personNameRule: Rule = (value) => {
  const name = value.trim();
  if (name === '') return undefined;
  return name.length <= PERSON_NAME_MAX_LENGTH && PERSON_NAME.test(name) ? undefined : 'profile.invalid.name';
};

/** A `YYYY-MM-DD` date that makes the player an adult today (`today` for tests). */
export function birthDateRule(value: string, today = new Date()): string | undefined {
  if (value === '') return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return 'profile.invalid.birthDate';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const adultFrom = new Date(Date.UTC(year + ADULT_AGE_YEARS, month - 1, day));
  const now = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return adultFrom.getTime() <= now ? undefined : 'profile.invalid.adult';
}

/** A value the player had must not be cleared: the server keeps it, so an empty field is a mistake. */
export function keptRule(previous: string | null, rule: Rule): Rule {
  return (value) => (previous && value.trim() === '' ? 'auth.invalid.required' : rule(value));
}
