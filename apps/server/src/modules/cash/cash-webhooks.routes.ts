import { cashAcknowledgedResponseSchema } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cashErrors } from './cash.errors.ts';
import type { CashServices } from './create-cash-services.ts';
import { ProviderSignatureError } from './payment-provider.ts';

const webhookParams = z.object({ provider: z.string().regex(/^[a-z0-9_-]{1,32}$/) });

/**
 * `POST /rest/cash/webhooks/{provider}/`: a payment provider's notifications. The body is kept raw, since the
 * signature covers its exact bytes; a notification whose signature does not verify is 401 and changes nothing.
 * A verified one is applied and acknowledged (200) whatever it said, so the provider stops resending it.
 */
export function cashWebhookRoutes(app: FastifyInstance, cash: CashServices): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/rest/cash/webhooks/:provider/',
        { schema: { params: webhookParams, response: { 200: cashAcknowledgedResponseSchema } } },
        async (request) => {
          const configured = cash.providers.get(request.params.provider);
          if (!configured) throw cashErrors.providerNotConfigured();
          const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const notification = verified(() =>
            configured.provider.verifyNotification(rawBody, request.headers),
          );
          const outcome = await cash.notifications.apply(configured.provider.id, notification);
          request.log.info({ paymentId: notification.paymentId, outcome }, 'payment notification applied');
          return { success: true as const };
        },
      );
  });
}

/** The provider's verdict on the signature; a refused one is 401, and the body was never trusted. */
function verified<T>(verify: () => T): T {
  try {
    return verify();
  } catch (error) {
    if (error instanceof ProviderSignatureError) throw cashErrors.invalidSignature();
    throw error;
  }
}
