import { createHmac } from 'node:crypto';

/**
 * The `x-sandbox-signature` value of one delivery attempt: the attempt's time and an HMAC-SHA256 over
 * `{time}.{raw body}`, so a receiver can refuse a replay of an old attempt.
 */
export function notificationSignature(secret: string, rawBody: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  const digest = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}
