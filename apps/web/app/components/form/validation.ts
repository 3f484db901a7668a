import {
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@casino/contracts';

/**
 * Hand-written rules mirroring the server's (registration and session contracts), so the forms answer as the
 * player types without loading zod. Each returns the message key of the problem, or undefined.
 */
export type Rule = (value: string) => string | undefined;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** E.164 or a Ukrainian local form; spaces, dashes and brackets are allowed while typing. */
const PHONE = /^\+?\d{9,15}$/;

export const required: Rule = (value) => (value.trim() ? undefined : 'auth.invalid.required');

export const email: Rule = (value) =>
  required(value) ?? (EMAIL.test(value.trim()) ? undefined : 'auth.invalid.email');

export const phone: Rule = (value) =>
  required(value) ?? (PHONE.test(value.replace(/[\s()-]/g, '')) ? undefined : 'auth.invalid.phone');

export const newPassword: Rule = (value) => {
  const fits = value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH;
  return required(value) ?? (fits && !/^\d+$/.test(value) ? undefined : 'auth.invalid.password');
};

/** The repetition of the `password` field. */
export const repeatsPassword = (value: string, values: { password: string }): string | undefined =>
  value === values.password ? undefined : 'auth.invalid.passwordsDiffer';

/** A nickname is optional; one that is given has 3-24 characters. */
export const nickname: Rule = (value) => {
  const length = value.trim().length;
  if (length === 0) return undefined;
  return length >= NICKNAME_MIN_LENGTH && length <= NICKNAME_MAX_LENGTH ? undefined : 'auth.invalid.nickname';
};

export const code: Rule = (value) =>
  required(value) ?? (/^\d{4,8}$/.test(value.trim()) ? undefined : 'auth.invalid.code');

/** Values the password message interpolates. */
export const PASSWORD_LIMITS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

/** Values the nickname hint and message interpolate. */
export const NICKNAME_LIMITS = { min: NICKNAME_MIN_LENGTH, max: NICKNAME_MAX_LENGTH };
