import {
  captchaChallengeSchema,
  captchaInternalTokenRequestSchema,
  captchaInternalTokenResponseSchema,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rateLimited } from '../../platform/http/rate-limits.ts';
import { CAPTCHA_CHALLENGE_PATH, type CaptchaService } from './captcha.service.ts';

/**
 * The challenge and the internal-token fallback; both answer 404 `captcha_disabled` while captcha is off.
 * Internal tokens are rate-limited per address: they cost the client no work.
 */
export function captchaRoutes(app: FastifyInstance, captcha: CaptchaService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    CAPTCHA_CHALLENGE_PATH,
    { schema: { response: { 200: captchaChallengeSchema } } },
    async (_request, reply) => {
      // Every challenge is single-use: a cached one would be refused as already spent.
      reply.header('cache-control', 'no-store');
      return captcha.challenge();
    },
  );
  api.post(
    '/rest/captcha/internal-token/',
    {
      schema: {
        body: captchaInternalTokenRequestSchema,
        response: { 200: captchaInternalTokenResponseSchema },
      },
      preHandler: rateLimited(app, 'captchaToken'),
    },
    async (request) => captcha.internalToken(request.body),
  );
}
