import { createHash, timingSafeEqual } from 'node:crypto';
import {
  SANDBOX_KEY_HEADER,
  sandboxPaymentRequestSchema,
  sandboxPaymentResponseSchema,
  sandboxPayoutRequestSchema,
  sandboxPayoutResponseSchema,
  sandboxRefundResponseSchema,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SandboxPaymentsService } from './payments.service.ts';
import type { SandboxPayoutsService } from './payouts.service.ts';
import { sandboxPspErrors } from './sandbox-psp.errors.ts';

/** Equal strings, compared in constant time whatever their lengths. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The merchant API (server to server, JSON): start a payment, refund a paid one, pay out a withdrawal. Every call carries the
 * merchant key, checked before the body is read.
 */
export function merchantApiRoutes(
  app: FastifyInstance,
  deps: { payments: SandboxPaymentsService; payouts: SandboxPayoutsService; merchantKey: string },
): void {
  app.addHook('onRequest', async (request) => {
    const key = request.headers[SANDBOX_KEY_HEADER];
    if (typeof key !== 'string' || !sameSecret(key, deps.merchantKey)) throw sandboxPspErrors.unauthorized();
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/payments',
    { schema: { body: sandboxPaymentRequestSchema, response: { 200: sandboxPaymentResponseSchema } } },
    async (request) => deps.payments.start(request.body),
  );

  api.post(
    '/payments/:id/refund',
    { schema: { params: z.object({ id: z.uuid() }), response: { 200: sandboxRefundResponseSchema } } },
    async (request) => deps.payments.refund(request.params.id),
  );

  api.post(
    '/payouts',
    { schema: { body: sandboxPayoutRequestSchema, response: { 200: sandboxPayoutResponseSchema } } },
    async (request) => deps.payouts.pay(request.body),
  );
}
