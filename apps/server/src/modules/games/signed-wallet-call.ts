import {
  PROVIDER_SIGNATURE_HEADER,
  type SeamlessWalletCall,
  type SeamlessWalletError,
  walletErrorReplySchema,
} from '@casino/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type SentReply, sendSerialised } from '../../platform/http/endpoints.ts';
import { WalletCallError, walletCallErrors } from './games.errors.ts';
import { isSignedBy, type ProviderSecrets } from './provider-signature.ts';

/** What a seamless-wallet handler is given: the request with its raw body, and the provider the path names. */
interface ProviderCall {
  request: FastifyRequest;
  reply: FastifyReply;
  params: { provider: string };
}

/** Refusals logged as warnings, with the request id: someone may be forging calls or replaying stolen tokens. */
const SUSPICIOUS: ReadonlySet<SeamlessWalletError> = new Set(['INVALID_SIGNATURE', 'INVALID_TOKEN']);

/**
 * The handler of a seamless-wallet call: the raw body is read only once it proves signed by the provider the
 * path names, then parsed as the call's request and run. A refusal answers in the API's own error shape with its
 * status below 500; anything else is the casino failing to answer (a 5xx), and the provider retries.
 */
export function signedWalletCall<Body, Reply>(
  secrets: ProviderSecrets,
  call: SeamlessWalletCall,
  bodySchema: z.ZodType<Body>,
  run: (provider: string, body: Body) => Promise<Reply>,
): (providerCall: ProviderCall) => Promise<Reply | SentReply> {
  return async ({ request, reply, params: { provider } }) => {
    try {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const secret = secrets.get(provider);
      if (!secret || !isSignedBy(secret, rawBody, request.headers[PROVIDER_SIGNATURE_HEADER])) {
        throw walletCallErrors.invalidSignature();
      }
      return await run(provider, parseBody(rawBody, bodySchema));
    } catch (error) {
      if (!(error instanceof WalletCallError)) throw error;
      const level = SUSPICIOUS.has(error.code) ? 'warn' : 'info';
      request.log[level](
        { requestId: request.id, provider, call, code: error.code },
        'seamless-wallet call refused',
      );
      return sendWalletRefusal(reply, error);
    }
  };
}

/**
 * A refusal with its status, written through the error shape's schema as every reply is: a refusal replayed from
 * its stored record comes back in the same field order it was first sent in.
 */
function sendWalletRefusal(reply: FastifyReply, error: WalletCallError): SentReply {
  const body = JSON.stringify(walletErrorReplySchema.parse(error.toReply()));
  return sendSerialised(reply.status(error.status), body, 'application/json; charset=utf-8');
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
