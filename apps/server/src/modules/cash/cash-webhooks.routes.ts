import { SERVICE_ENDPOINTS } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_ONLY, serveEndpoints } from '../../platform/http/endpoints.ts';
import { cashErrors } from './cash.errors.ts';
import type { CashServices } from './create-cash-services.ts';
import { ProviderSignatureError } from './payment-provider.ts';

/**
 * `POST /rest/cash/webhooks/{provider}/`: a payment provider's notifications. The body is kept raw, since the
 * signature covers its exact bytes; a notification whose signature does not verify is 401 and changes nothing.
 * A verified one is applied and acknowledged (200) whatever it said, so the provider stops resending it.
 */
export function cashWebhookRoutes(app: FastifyInstance, cash: CashServices): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    serveEndpoints(
      scope,
      { paymentNotification: SERVICE_ENDPOINTS.paymentNotification },
      {
        paymentNotification: async ({ params, request }) => {
          const configured = cash.providers.get(params.provider);
          if (!configured) throw cashErrors.providerNotConfigured();
          const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const notification = verified(() =>
            configured.provider.verifyNotification(rawBody, request.headers),
          );
          const outcome = await cash.notifications.apply(configured.provider.id, notification);
          request.log.info({ paymentId: notification.paymentId, outcome }, 'payment notification applied');
          return { success: true };
        },
      },
      // The provider proves who it is by the signature; there is no session.
      PUBLIC_ONLY,
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
