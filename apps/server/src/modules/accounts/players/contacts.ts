/**
 * Contact normalisation shared by registration, login and restore, so the same person is always found by the same
 * key: e-mail trimmed and lower-cased; phone as E.164 (`+380501234567`), with Ukrainian local forms accepted.
 */
export type ContactKind = 'email' | 'phone';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function normalizeEmail(value: string): string | undefined {
  const email = value.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : undefined;
}

export function normalizePhone(value: string): string | undefined {
  let digits = value.replace(/[\s()\-.]/g, '');
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  // Ukrainian numbers are often typed without the country code: 0501234567.
  if (/^0\d{9}$/.test(digits)) digits = `+38${digits}`;
  if (/^380\d{9}$/.test(digits)) digits = `+${digits}`;
  return /^\+[1-9]\d{6,14}$/.test(digits) ? digits : undefined;
}

/** What a login field holds: an e-mail, a phone, or a login name. */
export function classifyLogin(value: string): { kind: ContactKind | 'login'; value: string } {
  const trimmed = value.trim();
  if (trimmed.includes('@'))
    return { kind: 'email', value: normalizeEmail(trimmed) ?? trimmed.toLowerCase() };
  const phone = normalizePhone(trimmed);
  if (phone) return { kind: 'phone', value: phone };
  return { kind: 'login', value: trimmed };
}
