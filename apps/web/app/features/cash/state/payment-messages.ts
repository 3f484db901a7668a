/** What the casino's own return page (success or fail route) posts to the cash desk around its frame. */
export const PAYMENT_RETURN_MESSAGE = 'cash:payment-return';
/** What the sandbox provider's pages post when a payment ends. */
export const PROVIDER_DONE_MESSAGE = 'sandbox-psp:done';

const MESSAGE_TYPES: readonly unknown[] = [PAYMENT_RETURN_MESSAGE, PROVIDER_DONE_MESSAGE];

/**
 * The payment a frame says it finished, or null. Only messages from the site's own origin count (the provider's
 * pages and the return pages are served from it): anything else could be another site faking a result. The
 * message only makes the cash desk read the payment again; the server's answer decides the result.
 */
export function finishedPaymentId(
  event: { origin: string; data: unknown },
  siteOrigin: string,
): string | null {
  if (event.origin !== siteOrigin) return null;
  const { data } = event;
  if (typeof data !== 'object' || data === null) return null;
  const { type, paymentId } = data as { type?: unknown; paymentId?: unknown };
  if (!MESSAGE_TYPES.includes(type) || typeof paymentId !== 'string' || paymentId.length > 64) return null;
  return paymentId;
}
