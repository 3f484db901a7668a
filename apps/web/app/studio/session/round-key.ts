/**
 * A fresh key for one game cycle: the studio plays a key once, so retrying a request after a lost answer never
 * plays (or charges) the round twice. Built from `getRandomValues`, present on plain-http development hosts too.
 */
export function newRoundKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
