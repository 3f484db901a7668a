import type { FastifyInstance } from 'fastify';
import { errorBody } from '../../platform/http/error-handler.ts';
import type { ContentService } from './content.service.ts';

/** `GET /rest/page{path}/`: the page data of any route, the same the server renderer uses. */
export function contentRoutes(app: FastifyInstance, service: ContentService): void {
  app.get<{ Params: { '*': string } }>('/rest/page/*', async (request, reply) => {
    const pathname = `/${request.params['*']}`;
    request.log.debug({ pathname, referer: request.pageReferer }, 'page data');
    const result = await service.guestPageData(pathname);
    if ('body' in result) {
      return reply.header('cache-control', 'private, max-age=300').send(result.body);
    }
    if ('redirectUrl' in result) {
      return reply
        .status(301)
        .send({ ...errorBody('moved_permanently', 'The page has moved'), redirectUrl: result.redirectUrl });
    }
    return reply.status(result.status).send(result.error);
  });
}
