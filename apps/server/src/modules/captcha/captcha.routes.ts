import { CAPTCHA_ENDPOINTS } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoints } from '../../platform/http/endpoints.ts';
import { rateLimited } from '../../platform/http/rate-limits.ts';
import { endpointSessions } from '../accounts/index.ts';
import type { CaptchaService } from './captcha.service.ts';

/**
 * The challenge and the internal-token fallback; both answer 404 `captcha_disabled` while captcha is off.
 * Internal tokens are rate-limited per address: they cost the client no work.
 */
export function captchaRoutes(app: FastifyInstance, captcha: CaptchaService): void {
  serveEndpoints(
    app,
    CAPTCHA_ENDPOINTS,
    {
      challenge: async ({ reply }) => {
        // Every challenge is single-use: a cached one would be refused as already spent.
        reply.header('cache-control', 'no-store');
        return captcha.challenge();
      },
      internalToken: async ({ body }) => captcha.internalToken(body),
    },
    endpointSessions,
    { internalToken: { preHandler: rateLimited(app, 'captchaToken') } },
  );
}
