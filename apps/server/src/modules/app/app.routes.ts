import { DEFAULT_LANGUAGE, LANGUAGES, languageSchema, splitLanguagePrefix } from '@casino/contracts';
import { MESSAGES } from '@casino/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isMobileAgent } from '../accounts/index.ts';
import type { AppInitService } from './app-init.service.ts';

const initQuery = z.object({
  lang: languageSchema.optional(),
  /** The page the client starts on; its page data is included so start-up needs one call. */
  path: z.string().startsWith('/').max(512).optional(),
});

export function appRoutes(app: FastifyInstance, service: AppInitService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const init = async (request: FastifyRequest & { query: z.infer<typeof initQuery> }) => {
    const lang =
      request.query.lang ??
      (request.query.path ? splitLanguagePrefix(request.query.path).lang : DEFAULT_LANGUAGE);
    const isMobile = isMobileAgent(request.headers['user-agent']);
    const playerId = (await request.currentSession())?.playerId;
    return service.init({
      lang,
      isMobile,
      playerId,
      ...(request.query.path ? { pathname: request.query.path } : {}),
    });
  };
  api.get('/rest/app/init/', { schema: { querystring: initQuery } }, init);
  api.get('/rest/init/', { schema: { querystring: initQuery } }, init);

  api.get(
    '/rest/i18n/:lang/',
    {
      schema: {
        params: z.object({ lang: z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(', ')}` }) }),
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'public, max-age=300').send(MESSAGES[request.params.lang]),
  );
}
