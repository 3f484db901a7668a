import { ACCOUNT_ENDPOINTS } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { type EndpointHandler, serveEndpoints } from '../../../platform/http/endpoints.ts';
import { endpointSessions } from '../auth/authentication.ts';
import type { AccountServices } from '../create-account-services.ts';
import { codeSentBody } from './code-delivery.ts';

/**
 * Confirmation of the signed-in player's contacts, served from the accounts' endpoint table:
 * `/rest/otp/request-confirm-{type}/`, `/rest/otp/confirm-{type}/`, the same under
 * `/rest/player/{type}/confirmation/`, and the attempts counter.
 */
export function verificationRoutes(app: FastifyInstance, accounts: AccountServices): void {
  const service = accounts.contactConfirmation;
  const { requestContactCode, requestContactCodeAlias, confirmContact, confirmContactAlias, notifyAttempts } =
    ACCOUNT_ENDPOINTS;

  const sendCode: EndpointHandler<typeof requestContactCode> = async ({ playerId, params, body }) =>
    codeSentBody(await service.requestCode(playerId, params.type, body.channel));
  const checkCode: EndpointHandler<typeof confirmContact> = async ({ playerId, params, body }) => ({
    success: true,
    type: params.type,
    registration: await service.confirm(playerId, params.type, body.code),
  });

  serveEndpoints(
    app,
    { requestContactCode, requestContactCodeAlias, confirmContact, confirmContactAlias, notifyAttempts },
    {
      requestContactCode: sendCode,
      requestContactCodeAlias: sendCode,
      confirmContact: checkCode,
      confirmContactAlias: checkCode,
      notifyAttempts: async ({ playerId, query }) => ({
        success: true,
        data: await service.attempts(playerId, query.type),
      }),
    },
    endpointSessions,
  );
}
