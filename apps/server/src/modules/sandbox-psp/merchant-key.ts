import { createHmac } from 'node:crypto';

/** The merchant API key both sides (the sandbox and the casino's client of it) derive from the shared secret. */
export function sandboxMerchantKey(secret: string): string {
  return createHmac('sha256', secret).update('sandbox-merchant-key').digest('hex');
}
