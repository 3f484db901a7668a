import {
  CONTACT_TYPES,
  codeSentResponseSchema,
  confirmContactResponseSchema,
  confirmContactSchema,
  notifyAttemptsQuerySchema,
  notifyAttemptsResponseSchema,
  requestConfirmationSchema,
} from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountServices } from '../create-account-services.ts';
import { codeSentBody } from './code-delivery.ts';
import { contactConfirmationErrors } from './contact-confirmation.errors.ts';

const typeParams = z.object({ type: z.enum(CONTACT_TYPES) });

/**
 * Confirmation of the signed-in player's contacts: `/rest/otp/request-confirm-{type}/`, `/rest/otp/confirm-{type}/`,
 * the same under `/rest/player/{type}/confirmation/`, and the attempts counter.
 */
export function verificationRoutes(app: FastifyInstance, accounts: AccountServices): void {
  const service = accounts.contactConfirmation;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const playerOf = async (request: FastifyRequest): Promise<number> => {
    const session = await request.currentSession();
    if (!session) throw contactConfirmationErrors.notSignedIn();
    return session.playerId;
  };

  const requestSchema = {
    params: typeParams,
    body: requestConfirmationSchema,
    response: { 200: codeSentResponseSchema },
  };
  const confirmSchema = {
    params: typeParams,
    body: confirmContactSchema,
    response: { 200: confirmContactResponseSchema },
  };
  for (const path of ['/rest/otp/request-confirm-:type/', '/rest/player/:type/confirmation/request/']) {
    api.post(path, { schema: requestSchema }, async (request) =>
      codeSentBody(
        await service.requestCode(await playerOf(request), request.params.type, request.body.channel),
      ),
    );
  }
  for (const path of ['/rest/otp/confirm-:type/', '/rest/player/:type/confirmation/check/']) {
    api.post(path, { schema: confirmSchema }, async (request) => ({
      success: true as const,
      type: request.params.type,
      registration: await service.confirm(await playerOf(request), request.params.type, request.body.code),
    }));
  }

  api.get(
    '/rest/otp/notify-attempts-count/',
    { schema: { querystring: notifyAttemptsQuerySchema, response: { 200: notifyAttemptsResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await service.attempts(await playerOf(request), request.query.type),
    }),
  );
}
