/**
 * A fresh key for one attempt: a retried request with it changes nothing twice, a new attempt gets a new one.
 * Built from `getRandomValues`, which (unlike `randomUUID`) also exists on plain-http development hosts.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
