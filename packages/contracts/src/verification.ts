import { z } from 'zod';
import {
  contactTypeSchema,
  otpCodeSchema,
  phoneChannelSchema,
  registrationStateSchema,
} from './registration.ts';

/** The contact a confirmation call is about, named in its path: `email` or `phone`. */
export const contactTypeParamsSchema = z.object({ type: contactTypeSchema });

/**
 * Contact confirmation of the signed-in player: `POST /rest/otp/request-confirm-{type}/` (also
 * `/rest/player/{type}/confirmation/request/`). Phones may choose the channel; e-mail ignores it (send `{}`).
 * Answers with `codeSentResponseSchema`; 429 with Retry-After while the resend interval lasts.
 */
export const requestConfirmationSchema = z.object({
  channel: phoneChannelSchema.default('sms'),
});
export type RequestConfirmation = z.input<typeof requestConfirmationSchema>;

/**
 * `POST /rest/otp/confirm-{type}/` (also `/rest/player/{type}/confirmation/check/`). A wrong code is 422 with the
 * attempts left in `fields.code`; an expired or used code 410; too many wrong codes 429.
 */
export const confirmContactSchema = z.object({ code: otpCodeSchema });
export type ConfirmContact = z.input<typeof confirmContactSchema>;

export const confirmContactResponseSchema = z.object({
  success: z.literal(true),
  type: contactTypeSchema,
  registration: registrationStateSchema,
});
export type ConfirmContactResponse = z.infer<typeof confirmContactResponseSchema>;

/** `GET /rest/otp/notify-attempts-count/?type=phone|email` */
export const notifyAttemptsQuerySchema = z.object({ type: contactTypeSchema });

export const notifyAttemptsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** Wrong tries left on the open code; 0 when there is none. */
    attemptsLeft: z.number().int(),
    resendAvailableAt: z.iso.datetime(),
    /** Seconds until a new code may be requested; 0 means now. */
    retryAfterSeconds: z.number().int(),
  }),
});
export type NotifyAttemptsResponse = z.infer<typeof notifyAttemptsResponseSchema>;

/** One message of the development outbox (`GET /rest/dev/outbox/`, not served in production). */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'call', 'email']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.iso.datetime(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(outboxMessageSchema),
});
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
