import {
  PROVIDER_SIGNATURE_HEADER,
  type SeamlessWalletCall,
  type SeamlessWalletError,
  type WalletAuthenticateReply,
  type WalletOk,
  walletAuthenticateReplySchema,
  walletAuthenticateRequestSchema,
  walletBalanceRequestSchema,
  walletBetRequestSchema,
  walletBetWinRequestSchema,
  walletErrorReplySchema,
  walletReplySchema,
  walletRollbackRequestSchema,
  walletWinRequestSchema,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WalletCallError, walletCallErrors } from './games.errors.ts';
import { isSignedBy, type ProviderSecrets } from './provider-signature.ts';
import type { SeamlessWalletService } from './seamless-wallet.service.ts';

interface CallRoute<Body> {
  body: z.ZodType<Body>;
  reply: typeof walletReplySchema | typeof walletAuthenticateReplySchema;
  run(
    service: SeamlessWalletService,
    provider: string,
    body: Body,
  ): Promise<WalletOk | WalletAuthenticateReply>;
}

function route<Body>(definition: CallRoute<Body>): CallRoute<unknown> {
  return definition as CallRoute<unknown>;
}

/** Each call: the body it takes and what it does with it. */
const CALLS: Record<SeamlessWalletCall, CallRoute<unknown>> = {
  authenticate: route({
    body: walletAuthenticateRequestSchema,
    reply: walletAuthenticateReplySchema,
    run: (service, provider, body) => service.authenticate(provider, body.launchToken),
  }),
  balance: route({
    body: walletBalanceRequestSchema,
    reply: walletReplySchema,
    run: (service, provider, body) => service.balance(provider, body.sessionToken),
  }),
  bet: route({
    body: walletBetRequestSchema,
    reply: walletReplySchema,
    run: (service, provider, body) => service.bet(provider, body),
  }),
  win: route({
    body: walletWinRequestSchema,
    reply: walletReplySchema,
    run: (service, provider, body) => service.win(provider, body),
  }),
  rollback: route({
    body: walletRollbackRequestSchema,
    reply: walletReplySchema,
    run: (service, provider, body) => service.rollback(provider, body),
  }),
  'bet-win': route({
    body: walletBetWinRequestSchema,
    reply: walletReplySchema,
    run: (service, provider, body) => service.betWin(provider, body),
  }),
};

/** Refusals logged as warnings, with the request id: someone may be forging calls or replaying stolen tokens. */
const SUSPICIOUS: ReadonlySet<SeamlessWalletError> = new Set(['INVALID_SIGNATURE', 'INVALID_TOKEN']);

// Any name: a provider we do not know is refused as unsigned, not as a malformed path.
const callParams = z.object({ provider: z.string() });

/**
 * `POST /games-api/{provider}/{call}/`: the seamless-wallet API game providers call, server to server. The body is
 * kept raw: the signature covers its exact bytes and it is parsed only once the signature verifies. Refusals
 * answer in the API's error shape with a status below 500; a 5xx means the casino could not answer, and the
 * provider retries.
 */
export function seamlessWalletRoutes(
  app: FastifyInstance,
  deps: { wallet: SeamlessWalletService; secrets: ProviderSecrets },
): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    const api = scope.withTypeProvider<ZodTypeProvider>();
    for (const [call, definition] of Object.entries(CALLS)) {
      api.post(
        `/games-api/:provider/${call}/`,
        {
          schema: { params: callParams, response: { 200: definition.reply, '4xx': walletErrorReplySchema } },
        },
        async (request, reply) => {
          const { provider } = request.params;
          try {
            const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
            const secret = deps.secrets.get(provider);
            if (!secret || !isSignedBy(secret, rawBody, request.headers[PROVIDER_SIGNATURE_HEADER])) {
              throw walletCallErrors.invalidSignature();
            }
            return await definition.run(deps.wallet, provider, parseBody(rawBody, definition.body));
          } catch (error) {
            if (!(error instanceof WalletCallError)) throw error;
            const level = SUSPICIOUS.has(error.code) ? 'warn' : 'info';
            request.log[level](
              { requestId: request.id, provider, call, code: error.code },
              'seamless-wallet call refused',
            );
            return reply.status(error.status).send(error.toReply());
          }
        },
      );
    }
  });
}

/** The signed body as the call's request, or INVALID_REQUEST naming what is wrong with it. */
function parseBody<Body>(rawBody: Buffer, schema: z.ZodType<Body>): Body {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw walletCallErrors.invalidRequest('The body is not JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`,
    );
    throw walletCallErrors.invalidRequest(problems.join('; '));
  }
  return parsed.data;
}
