import { createHmac, timingSafeEqual } from 'node:crypto';

/** Each game provider's signing secret, by provider slug: a provider missing here cannot call the casino. */
export type ProviderSecrets = ReadonlyMap<string, string>;

/** The `x-provider-signature` of a body: hex HMAC-SHA256 of its exact bytes with the provider's secret. */
export function providerSignature(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/**
 * Whether the header is the body's signature. Compared in constant time, so the time taken tells an attacker
 * nothing about how much of a forged signature was right.
 */
export function isSignedBy(secret: string, rawBody: Buffer, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string' || !/^[0-9a-f]{64}$/i.test(header)) return false;
  const expected = Buffer.from(providerSignature(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(header, 'hex'));
}
