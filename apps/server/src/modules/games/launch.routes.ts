import { gameLaunchQuerySchema, gameLaunchResponseSchema } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LaunchService } from './launch.service.ts';

const launchParams = z.object({ slug: z.string().min(1).max(100) });

/**
 * `GET /rest/game/{slug}/?isMoney=` and its other name `/rest/play/{slug}/` (spec section 7, "load a game"):
 * the game with its iframe URL, or `success: false` when real money was asked for without a session.
 */
export function launchRoutes(app: FastifyInstance, launch: LaunchService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const path of ['/rest/game/:slug/', '/rest/play/:slug/']) {
    api.get(
      path,
      {
        schema: {
          params: launchParams,
          querystring: gameLaunchQuerySchema,
          response: { 200: gameLaunchResponseSchema },
        },
      },
      async (request) => {
        const { isMoney, lang } = request.query;
        return launch.launch({
          slug: request.params.slug,
          playerId: (await request.currentSession())?.playerId ?? null,
          isMoney: isMoney === undefined ? undefined : isMoney === '1' || isMoney === 'true',
          lang,
        });
      },
    );
  }
}
