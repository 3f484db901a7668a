import { z } from 'zod';
import { browserInfoSchema, savedCardSchema } from './cash.ts';
import { PAYMENT_FAILURE_REASONS, PAYMENT_METHOD_SLUGS } from './cash-codes.ts';
import { currencySchema, languageSchema } from './schemas.ts';
import { minorAmountSchema } from './wallet.ts';

/**
 * The HTTP contract of the sandbox payment provider, shared by the provider (`modules/sandbox-psp`) and the
 * casino's client of it (`modules/cash/providers/sandbox-client.ts`), which talk to each other only over HTTP.
 */

/** The merchant API key header: HMAC-SHA256(webhook secret, 'sandbox-merchant-key') in hex. */
export const SANDBOX_KEY_HEADER = 'x-sandbox-key';
/** The notification signature header: `t={unix seconds},v1={hex HMAC-SHA256(secret, `${t}.${rawBody}`)}`. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** Only http(s): these URLs end up in redirects and in the provider's outgoing requests. */
const webUrlSchema = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).max(2048);

/** A payment as the merchant sees it: a 3-D Secure challenge in progress is still `pending`. */
export const SANDBOX_PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;
/** What a notification reports: the payer's outcome (a refund is the merchant's own call, answered at once). */
const NOTIFIED_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/** `POST /sandbox-psp/api/payments`: starts a payment; idempotent per `merchantReference`. */
export const sandboxPaymentRequestSchema = z
  .object({
    merchantReference: z.uuid(),
    amount: minorAmountSchema,
    currency: currencySchema,
    method: z.enum(PAYMENT_METHOD_SLUGS),
    customerId: z.string().min(1).max(64),
    /** A saved card of this customer: charged at once, without the hosted page. */
    cardToken: z.string().min(1).max(128).optional(),
    /** Tokenize the card typed on the hosted page once the payment succeeds. */
    saveCard: z.boolean(),
    browserInfo: browserInfoSchema.optional(),
    /**
     * The language the payer's pages speak (card page, 3-D Secure challenge, wallet sheet, bank transfer, result),
     * like other providers' `locale`: the customer's language at the merchant. Without it the pages are in
     * English, the provider's own language. A retry under the same reference keeps the first start's language.
     */
    language: languageSchema.optional(),
    returnUrls: z.object({ success: webUrlSchema, fail: webUrlSchema }),
    notificationUrl: webUrlSchema,
  })
  .refine((request) => request.cardToken === undefined || request.method === 'card', {
    path: ['cardToken'],
    message: 'only card payments take a card token',
  });
export type SandboxPaymentRequest = z.infer<typeof sandboxPaymentRequestSchema>;

/** What the browser does next: a page of the provider to show (in a frame), or nothing when decided. */
export const sandboxNextStepSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hosted-page'), url: z.string() }),
  z.object({ type: z.literal('challenge'), url: z.string() }),
  z.object({ type: z.literal('wallet'), url: z.string(), gatewayMerchantId: z.string() }),
  z.object({
    type: z.literal('bank-transfer'),
    url: z.string(),
    iban: z.string(),
    beneficiary: z.string(),
    reference: z.string(),
  }),
]);
export type SandboxNextStep = z.infer<typeof sandboxNextStepSchema>;

export const sandboxPaymentResponseSchema = z.object({
  id: z.uuid(),
  status: z.enum(SANDBOX_PAYMENT_STATUSES),
  failureReason: z.enum(PAYMENT_FAILURE_REASONS).optional(),
  next: sandboxNextStepSchema.nullable(),
});
export type SandboxPaymentResponse = z.infer<typeof sandboxPaymentResponseSchema>;

/** `POST /sandbox-psp/api/payments/{id}/refund`: returns a succeeded payment to its card; a repeat is a no-op. */
export const sandboxRefundResponseSchema = z.object({ id: z.uuid(), status: z.literal('refunded') });
export type SandboxRefundResponse = z.infer<typeof sandboxRefundResponseSchema>;

/** `POST /sandbox-psp/api/payouts`: pays a withdrawal out to a saved card or an IBAN; idempotent per reference. */
export const sandboxPayoutRequestSchema = z.object({
  merchantReference: z.uuid(),
  amount: minorAmountSchema,
  currency: currencySchema,
  destination: z.union([
    z.strictObject({ cardToken: z.string().min(1).max(128) }),
    z.strictObject({
      iban: z.string().regex(/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/, 'must be an IBAN without spaces'),
    }),
  ]),
});
export type SandboxPayoutRequest = z.infer<typeof sandboxPayoutRequestSchema>;

export const sandboxPayoutResponseSchema = z.discriminatedUnion('status', [
  z.object({ id: z.uuid(), status: z.literal('paid') }),
  z.object({ id: z.uuid(), status: z.literal('failed'), reason: z.string() }),
]);
export type SandboxPayoutResponse = z.infer<typeof sandboxPayoutResponseSchema>;

/** The body the provider posts to the merchant's `notificationUrl` on every status change. */
export const sandboxNotificationSchema = z.object({
  id: z.uuid(),
  type: z.literal('payment.updated'),
  occurredAt: z.iso.datetime(),
  payment: z.object({
    id: z.uuid(),
    merchantReference: z.uuid(),
    status: z.enum(NOTIFIED_STATUSES),
    amount: z.number().int().positive(),
    currency: currencySchema,
    failureReason: z.enum(PAYMENT_FAILURE_REASONS).optional(),
    savedCard: savedCardSchema.optional(),
  }),
});
export type SandboxNotification = z.infer<typeof sandboxNotificationSchema>;
